import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { toCheckReport } from '../check/check-report';
import { formatCheckText } from '../check/format-check-text';
import { UsageError } from '../cli/usage-error';
import { toToolsManifest } from '../list/tools-manifest';
import { narrowReport } from '../project/project-report';
import { MCP_TOOLS } from './mcp-tool-definitions';
import type { ProjectSession } from './project-session';
import { resolveToolPath } from './resolve-tool-path';

/** Runs one of `MCP_TOOLS`. Every failure is an `isError` result with a clear message, never a throw. */
export function callMcpTool(
  session: ProjectSession,
  name: string,
  args: Record<string, unknown> = {},
): CallToolResult {
  try {
    const unknownArgument = Object.keys(args).find((key) => key !== 'path');
    if (unknownArgument)
      throw new UsageError(`unknown argument "${unknownArgument}": ${name} takes only "path"`);
    const path = resolveToolPath(session.root, args.path);
    const report = narrowReport(session.report(), path);
    if (name === 'list_tools') {
      const structured = { root: report.root, ...toToolsManifest(report) };
      return {
        content: [{ type: 'text', text: JSON.stringify(structured, null, 2) }],
        structuredContent: structured,
      };
    }
    if (name === 'check_tools') {
      const structured = toCheckReport(report);
      return {
        content: [{ type: 'text', text: formatCheckText(report) }],
        structuredContent: { ...structured },
      };
    }
    throw new UsageError(
      `unknown tool "${name}": this server offers ${MCP_TOOLS.map((tool) => tool.name).join(', ')}`,
    );
  } catch (error) {
    const message = error instanceof UsageError ? error.message : `internal error: ${describe(error)}`;
    return { content: [{ type: 'text', text: `${name}: ${message}` }], isError: true };
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
