// Issue 27, item 2: a real agent client. The official MCP SDK client drives chrome-devtools-mcp
// 1.11 over stdio, as Claude Code, Cursor or Gemini CLI do once a user adds that server; it opens,
// in its own Chromium with native WebMCP on, the shop fixture built by Vite and a small notes page
// (pages/agent-tools, a development build, which keeps its `@debugging` tool), and uses their
// tools through `list_webmcp_tools` / `execute_webmcp_tool`, and the debugging tool through the
// third-party developer tools, where that server puts it. What is asserted is what the agent
// really receives.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type StaticServer, serveDirectory } from '@webmcp-nexus/test-helpers/static-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INITIAL_TOOL_NAMES,
  INITIAL_TOOLS,
  protocolShopTool,
} from '../../fixtures/apps/shop/expected-tools.js';
import { buildFixtureAppWithVite, runBuild } from '../src/build.mjs';
import { parseWebMcpToolList, resultText, startChromeDevToolsMcp } from '../src/chrome-devtools-mcp.mjs';

let siteDir: string | undefined;
/** The two sites, each served at its own origin: the notes page and the shop. */
const sites: { notes?: StaticServer; shop?: StaticServer } = {};
let devtools: Awaited<ReturnType<typeof startChromeDevToolsMcp>> | undefined;
/** The pages chrome-devtools-mcp opened. */
const pageIds = { notes: 0, shop: 0 };

/** Calls one of chrome-devtools-mcp's own tools on the notes page (or `page`). */
const callServerTool = (name: string, args: Record<string, unknown> = {}, page = pageIds.notes) =>
  devtools!.client.callTool({ name, arguments: { pageId: page, ...args } });

/** `execute_webmcp_tool` as an agent calls it: the tool's input as JSON text. */
const executeWebMcpTool = (toolName: string, input: unknown, page = pageIds.notes) =>
  callServerTool('execute_webmcp_tool', { toolName, input: JSON.stringify(input) }, page);

/** Has chrome-devtools-mcp open `site` in a new page; returns that page's id. */
async function openInDevTools(site: StaticServer): Promise<number> {
  const opened = resultText(
    await devtools!.client.callTool({ name: 'new_page', arguments: { url: `${site.origin}/` } }),
  );
  // `## Pages\n1: about:blank\n2: Notes (…) [selected]`
  const id = Number(/^(\d+): .*\[selected\]$/m.exec(opened)?.[1]);
  if (!id) throw new Error(`chrome-devtools-mcp opened no page: ${opened}`);
  return id;
}

/**
 * `list_webmcp_tools` on `page` once every name in `names` is listed (the page registers its
 * tools after it loads, and the React ones after it mounts): its text.
 */
async function listOnceRegistered(page: number, names: string[]): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        text = resultText(await callServerTool('list_webmcp_tools', {}, page));
        return parseWebMcpToolList(text).map((tool) => tool.name);
      },
      { timeout: 10_000 },
    )
    .toEqual(expect.arrayContaining(names));
  return text;
}

beforeAll(async () => {
  siteDir = await mkdtemp(join(tmpdir(), 'webmcp-e2e-devtools-mcp-site-'));
  // The server starts its own Chromium meanwhile: both are slow, neither needs the other.
  const starting = startChromeDevToolsMcp({ thirdPartyTools: true });
  try {
    await Promise.all([
      runBuild(
        'pnpm',
        [
          'exec',
          'vite',
          'build',
          'pages/agent-tools',
          '--mode',
          'development',
          '--outDir',
          join(siteDir, 'notes'),
          '--logLevel',
          'warn',
        ],
        { cwd: new URL('..', import.meta.url).pathname },
      ),
      buildFixtureAppWithVite('shop', 'build:vite', join(siteDir, 'shop')),
    ]);
    [sites.notes, sites.shop] = await Promise.all([
      serveDirectory(join(siteDir, 'notes')),
      serveDirectory(join(siteDir, 'shop')),
    ]);
  } finally {
    devtools = await starting;
  }
  pageIds.notes = await openInDevTools(sites.notes!);
  pageIds.shop = await openInDevTools(sites.shop!);
});

afterAll(async () => {
  await Promise.all([devtools?.close(), sites.notes?.close(), sites.shop?.close()]);
  if (siteDir) await rm(siteDir, { recursive: true, force: true });
});

describe('chrome-devtools-mcp over stdio, on native WebMCP', () => {
  it('lists every WebMCP tool with its exact schema and all four hints; the debugging tool is not among them', async () => {
    const text = await listOnceRegistered(pageIds.notes, ['deleteNote', 'readSharedNotes', 'searchNotes']);
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

describe('the shop fixture through chrome-devtools-mcp', () => {
  it('lists every tool of the shop with its exact schema and all four hints', async () => {
    const text = await listOnceRegistered(pageIds.shop, INITIAL_TOOL_NAMES);
    // In the order the page registered them; a description of two lines spans two lines of the text.
    const listed = parseWebMcpToolList(text).sort((a, b) => (a.name < b.name ? -1 : 1));
    expect(listed).toEqual(INITIAL_TOOLS.map(protocolShopTool).sort((a, b) => (a.name < b.name ? -1 : 1)));
  });

  it('calls its tools: a valid call, an input the SDK refuses, a tool that throws', async () => {
    const call = async (toolName: string, input: unknown) =>
      JSON.parse(resultText(await executeWebMcpTool(toolName, input, pageIds.shop)));
    expect(await call('getProduct', { id: 'b1' })).toMatchObject({
      status: 'Completed',
      output: { structuredContent: { id: 'b1', name: 'TypeScript in Depth', category: 'books', price: 39 } },
    });
    expect(await call('addToCart', { productId: 'b1', quantity: '2' })).toEqual({
      status: 'Completed',
      output: {
        content: [
          { type: 'text', text: 'Invalid input for "addToCart": quantity: expected number, got string' },
        ],
        isError: true,
      },
    });
    expect(await call('checkout', { address: '1 Main St' })).toEqual({
      status: 'Completed',
      output: { content: [{ type: 'text', text: 'The cart is empty' }], isError: true },
    });
  });
});
