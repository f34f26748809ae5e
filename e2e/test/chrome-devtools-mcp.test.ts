// Issue 27, item 2: a real agent client. The official MCP SDK client drives chrome-devtools-mcp
// 1.11 over stdio, as Claude Code, Cursor or Gemini CLI do once a user adds that server; it opens
// a page built by Vite with the plugin (pages/agent-tools, a development build, which keeps its
// `@debugging` tool) in its own Chromium with native WebMCP on, and uses the page's tools through
// `list_webmcp_tools` / `execute_webmcp_tool`, and the debugging tool through the third-party
// developer tools where that server puts it. What is asserted is what the agent really receives.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuild } from '../src/build.mjs';
import { parseWebMcpToolList, resultText, startChromeDevToolsMcp } from '../src/chrome-devtools-mcp.mjs';
import { type StaticServer, serveDirectory } from '../src/static-server.mjs';

let siteDir: string | undefined;
let site: StaticServer | undefined;
let devtools: Awaited<ReturnType<typeof startChromeDevToolsMcp>> | undefined;
let pageId = 0;

/** Calls one of chrome-devtools-mcp's own tools on the page it opened. */
const callServerTool = (name: string, args: Record<string, unknown> = {}) =>
  devtools!.client.callTool({ name, arguments: { pageId, ...args } });

/** `execute_webmcp_tool` as an agent calls it: the tool's input as JSON text. */
const executeWebMcpTool = (toolName: string, input: unknown) =>
  callServerTool('execute_webmcp_tool', { toolName, input: JSON.stringify(input) });

beforeAll(async () => {
  siteDir = await mkdtemp(join(tmpdir(), 'webmcp-e2e-devtools-mcp-site-'));
  // The server starts its own Chromium meanwhile: both are slow, neither needs the other.
  const starting = startChromeDevToolsMcp({ thirdPartyTools: true });
  try {
    await runBuild(
      'pnpm',
      [
        'exec',
        'vite',
        'build',
        'pages/agent-tools',
        '--mode',
        'development',
        '--outDir',
        siteDir,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      { cwd: new URL('..', import.meta.url).pathname },
    );
    site = await serveDirectory(siteDir);
  } finally {
    devtools = await starting;
  }
  const opened = resultText(
    await devtools.client.callTool({ name: 'new_page', arguments: { url: `${site.origin}/` } }),
  );
  // `## Pages\n1: about:blank\n2: Notes (…) [selected]`
  pageId = Number(/^(\d+): .*\[selected\]$/m.exec(opened)?.[1]);
  if (!pageId) throw new Error(`chrome-devtools-mcp opened no page: ${opened}`);
});

afterAll(async () => {
  await Promise.all([devtools?.close(), site?.close()]);
  if (siteDir) await rm(siteDir, { recursive: true, force: true });
});

describe('chrome-devtools-mcp over stdio, on native WebMCP', () => {
  it('lists every WebMCP tool with its exact schema and all four hints; the debugging tool is not among them', async () => {
    const text = resultText(await callServerTool('list_webmcp_tools'));
    expect(text.split('\n')[0]).toBe('## WebMCP tools');
    expect(parseWebMcpToolList(text)).toEqual([
      {
        name: 'deleteNote',
        description: 'Delete a note for good',
        inputSchema: {
          type: 'object',
          properties: { id: { type: 'string', description: 'The note to delete, e.g. "n1"' } },
          required: ['id'],
          additionalProperties: false,
        },
        annotations: { readOnly: false, untrustedContent: false, consequential: true, debugging: false },
      },
      {
        name: 'readSharedNotes',
        description: 'Read the notes shared with you by other people',
        inputSchema: { type: 'object', properties: {} },
        annotations: { readOnly: true, untrustedContent: true, consequential: false, debugging: false },
      },
      {
        // Its @title (`Search notes`) stays in the page: the DevTools protocol does not carry titles.
        name: 'searchNotes',
        description: 'Search the notes by text',
        inputSchema: {
          type: 'object',
          properties: {
            query: { type: 'string', description: 'Words to look for' },
            limit: {
              type: 'number',
              description: 'How many notes to return at most',
              default: 10,
              minimum: 1,
              maximum: 50,
            },
          },
          required: ['query'],
          additionalProperties: false,
        },
        annotations: { readOnly: true, untrustedContent: false, consequential: false, debugging: false },
      },
    ]);
    expect(text.split('\n')).toHaveLength(4); // the heading and three tools: nothing unparsed
  });

  it('answers a valid call with the SDK’s CallToolResult, nested in JSON text', async () => {
    const result = await executeWebMcpTool('searchNotes', { query: 'milk' });
    expect(result.isError).toBeUndefined();
    expect(JSON.parse(resultText(result))).toEqual({
      status: 'Completed',
      output: { content: [{ type: 'text', text: '[{"id":"n1","text":"Buy milk"}]' }] },
    });
  });

  it('nests a page failure in the JSON text without isError: an input the SDK refused, a tool that threw', async () => {
    const invalid = await executeWebMcpTool('searchNotes', { query: 5, limit: 0 });
    expect(invalid.isError).toBeUndefined();
    expect(JSON.parse(resultText(invalid))).toEqual({
      status: 'Completed',
      output: {
        content: [
          {
            type: 'text',
            // The DevTools protocol hands the page the input with its keys sorted: limit, then query.
            text: 'Invalid input for "searchNotes": limit: expected >= 1, got 0; query: expected string, got number',
          },
        ],
        isError: true,
      },
    });
    const thrown = await executeWebMcpTool('deleteNote', { id: 'n9' });
    expect(thrown.isError).toBeUndefined();
    expect(JSON.parse(resultText(thrown))).toEqual({
      status: 'Completed',
      output: { content: [{ type: 'text', text: 'No note n9' }], isError: true },
    });
  });

  it('changes the page through a consequential tool; later calls see it', async () => {
    const deleted = JSON.parse(resultText(await executeWebMcpTool('deleteNote', { id: 'n2' })));
    expect(deleted.output.structuredContent).toEqual({ deleted: 'n2', remaining: 1 });
    const found = JSON.parse(resultText(await executeWebMcpTool('searchNotes', { query: 'bank' })));
    expect(found.output.content).toEqual([{ type: 'text', text: '[]' }]);
  });

  it('reports a name the page never registered as its own error, with isError', async () => {
    const result = await executeWebMcpTool('sendEmail', {});
    expect(result).toEqual({
      content: [{ type: 'text', text: 'Error: Tool sendEmail not found' }],
      isError: true,
    });
  });

  it('puts the @debugging tool among the third-party developer tools, and calls it there', async () => {
    expect(resultText(await executeWebMcpTool('dumpState', {}))).toBe('Error: Tool dumpState not found');
    const listed = resultText(await callServerTool('list_3p_developer_tools'));
    expect(listed.split('\n')).toEqual([
      '## Third-party developer tools',
      'WebMCP Tools: Tools exposed via WebMCP',
      'Available tools:',
      'name="dumpState", description="Dump the app\'s state, for developer tools", inputSchema={"type":"object","properties":{}}',
    ]);
    const called = await callServerTool('execute_3p_developer_tool', { toolName: 'dumpState', params: '{}' });
    expect(called.isError).toBeUndefined();
    // Here the tool's CallToolResult is the text itself, without the status wrapper.
    expect(JSON.parse(resultText(called))).toEqual({
      content: [{ type: 'text', text: '{"noteCount":1}' }],
      structuredContent: { noteCount: 1 },
    });
  });
});
