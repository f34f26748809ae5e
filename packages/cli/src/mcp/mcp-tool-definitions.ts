import type { Tool } from '@modelcontextprotocol/sdk/types.js';

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
              toolName: {
                type: 'string',
                description: 'The tool concerned, when the problem is about one tool as a whole.',
              },
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
