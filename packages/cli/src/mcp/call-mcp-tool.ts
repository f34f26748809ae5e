import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { formatCheckText } from '../check/format-check-text';
import { UsageError } from '../cli/usage-error';
import { narrowReport, type ProjectReport } from '../project/project-report';
import { OWN_TOOL_NAMES } from './mcp-tool-definitions';
import { OWN_TOOLS, type OwnToolName } from './own-tools/own-tools';
import type { ProjectSession } from './project-session';
import { resolveToolPath } from './resolve-tool-path';

/** What each tool's result says in text, beside its structured content. */
const TEXT_OF: Record<OwnToolName, (structured: object, part: ProjectReport) => string> = {
  list_tools: (structured) => JSON.stringify(structured, null, 2),
  check_tools: (_structured, part) => formatCheckText(part),
};

/** Whether `name` is one of the CLI's own MCP tools. */
export function isOwnTool(name: string): name is OwnToolName {
  return Object.hasOwn(OWN_TOOLS, name);
}

/**
 * Runs one of the CLI's own MCP tools. Every failure is an `isError` result with a clear message,
 * never a throw; an unknown name says what the server offers (with `liveTools`, the open pages'
 * tools too, none of which has it now).
 */
export function callMcpTool(
  session: ProjectSession,
  name: string,
  args: Record<string, unknown> = {},
  { liveTools = false }: { liveTools?: boolean } = {},
): CallToolResult {
  try {
    if (!isOwnTool(name)) {
      const offers = `this server offers ${OWN_TOOL_NAMES.join(', ')}`;
      throw new UsageError(
        liveTools
          ? `unknown tool "${name}": ${offers}, and the tools of this project's pages open in a development build, none of which registers it now (its component unmounted, or its page was closed or reloaded): list the tools again`
          : `unknown tool "${name}": ${offers}`,
      );
    }
    const unknownArgument = Object.keys(args).find((key) => key !== 'path');
    if (unknownArgument)
      throw new UsageError(`unknown argument "${unknownArgument}": ${name} takes only "path"`);
    const part = narrowReport(session.report(), resolveToolPath(session.root, args.path));
    const structured = OWN_TOOLS[name]({ path: args.path as string | undefined }, part);
    return {
      content: [{ type: 'text', text: TEXT_OF[name](structured, part) }],
      structuredContent: { ...structured },
    };
  } catch (error) {
    const message = error instanceof UsageError ? error.message : `internal error: ${describe(error)}`;
    return { content: [{ type: 'text', text: `${name}: ${message}` }], isError: true };
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
