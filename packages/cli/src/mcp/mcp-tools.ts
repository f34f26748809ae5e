import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { toCheckReport } from '../check/check-report';
import { formatCheckText } from '../check/format-check-text';
import { UsageError } from '../cli/usage-error';
import { toToolsManifest } from '../list/tools-manifest';
import { narrowReport } from '../project/project-report';
import type { ProjectSession } from './project-session';
import { resolveToolPath } from './resolve-tool-path';

const PATH_INPUT: Tool['inputSchema'] = {
  type: 'object',
  properties: {
    path: {
      type: 'string',
      description:
        'A file or folder inside the project, relative to the project root; only its tools and problems are returned. Default: the whole project.',
    },
  },
  additionalProperties: false,
};

const LOCATION = {
  type: 'object',
  properties: { file: { type: 'string' }, line: { type: 'integer' }, column: { type: 'integer' } },
  required: ['file', 'line', 'column'],
};

/** The MCP tools this server offers: both read the project, neither changes anything. */
export const MCP_TOOLS: Tool[] = [
  {
    name: 'list_tools',
    title: 'List WebMCP tools',
    description:
      'Lists the WebMCP tools that the project registers (registerGlobalTools, useWebMcpTools, withWebMcpTools), each with the name, title, description, input JSON Schema and annotations that the page will register, and where it is defined.',
    inputSchema: PATH_INPUT,
    outputSchema: {
      type: 'object',
      properties: {
        root: { type: 'string', description: 'Absolute project directory.' },
        tools: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              name: { type: 'string' },
              title: { type: 'string' },
              description: { type: 'string' },
              inputSchema: { type: 'object' },
              annotations: { type: 'object' },
            },
            required: ['name', 'title', 'description', 'inputSchema', 'annotations'],
          },
        },
      },
      required: ['root', 'tools'],
    },
    annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  },
  {
    name: 'check_tools',
    title: 'Check WebMCP tools',
    description:
      "Checks the project's WebMCP tools the way the build plugins do, plus project-wide name checks, and returns every problem (code, severity, message, fix, file:line:column). ok is false when there are errors, which fail the build. Run it after writing or converting a tool.",
    inputSchema: PATH_INPUT,
    outputSchema: {
      type: 'object',
      properties: {
        root: { type: 'string' },
        ok: { type: 'boolean', description: 'No errors (warnings allowed).' },
        summary: {
          type: 'object',
          properties: {
            tools: { type: 'integer' },
            errors: { type: 'integer' },
            warnings: { type: 'integer' },
          },
          required: ['tools', 'errors', 'warnings'],
        },
        diagnostics: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              ...LOCATION.properties,
              code: { type: 'string' },
              severity: { type: 'string', enum: ['error', 'warning'] },
              message: { type: 'string' },
              hint: { type: 'string' },
            },
            required: ['code', 'severity', 'message', 'hint', ...LOCATION.required],
          },
        },
        tools: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              name: { type: 'string' },
              kind: { type: 'string' },
              callSite: LOCATION,
              definition: LOCATION,
            },
            required: ['name', 'kind', 'callSite', 'definition'],
          },
        },
      },
      required: ['root', 'ok', 'summary', 'diagnostics', 'tools'],
    },
    annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  },
];

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
