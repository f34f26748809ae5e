// Google's chrome-devtools-mcp (the MCP server Claude Code, Cursor and Gemini CLI users add to
// drive Chrome), started as those agents start it — a child process speaking MCP over stdio —
// and driven by the official MCP SDK client. It launches its own Chromium with native WebMCP on.
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { chromiumExecutablePath, NATIVE_WEBMCP_FLAG } from '@webmcp-nexus/test-helpers/browser';

const require = createRequire(import.meta.url);
const SERVER_BIN = join(
  dirname(require.resolve('chrome-devtools-mcp/package.json')),
  'build/src/bin/chrome-devtools-mcp.js',
);

/**
 * The server's command line (the README's recipe): its WebMCP tools, optionally its third-party
 * developer tools (where it puts `debugging` WebMCP tools), a headless Chromium in a throw-away
 * profile with native WebMCP on, and nothing that calls home.
 * @param {{ thirdPartyTools?: boolean }} [options]
 */
function chromeDevToolsMcpArguments({ thirdPartyTools = false } = {}) {
  return [
    '--executablePath',
    chromiumExecutablePath(),
    '--headless',
    '--isolated',
    '--categoryExperimentalWebmcp',
    ...(thirdPartyTools ? ['--categoryExperimentalThirdParty'] : []),
    `--chromeArg=${NATIVE_WEBMCP_FLAG}`,
    '--chromeArg=--no-sandbox',
    '--no-usage-statistics',
    '--no-performance-crux',
  ];
}

/**
 * Starts chrome-devtools-mcp over stdio (a temporary HOME, no update checks) and connects an MCP
 * client to it; `close()` stops both and removes the HOME.
 * @param {{ thirdPartyTools?: boolean }} [options]
 * @returns {Promise<{ client: Client, stderr: () => string, close: () => Promise<void> }>}
 */
export async function startChromeDevToolsMcp(options) {
  const home = await mkdtemp(join(tmpdir(), 'webmcp-e2e-devtools-mcp-home-'));
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [SERVER_BIN, ...chromeDevToolsMcpArguments(options)],
    env: { PATH: process.env.PATH ?? '', HOME: home, CHROME_DEVTOOLS_MCP_NO_UPDATE_CHECKS: '1' },
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const client = new Client({ name: 'webmcp-nexus-e2e', version: '0.0.0' });
  try {
    await client.connect(transport);
  } catch (error) {
    await rm(home, { recursive: true, force: true });
    throw new Error(`chrome-devtools-mcp did not start: ${error}\n${stderr}`);
  }
  return {
    client,
    stderr: () => stderr,
    close: async () => {
      await client.close().catch(() => undefined);
      await rm(home, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

/**
 * The text of a tool result's first content block.
 * @param {unknown} result
 * @returns {string}
 */
export function resultText(result) {
  const content = /** @type {{ content?: { type: string, text?: string }[] }} */ (result).content;
  return content?.[0]?.text ?? '';
}

/**
 * The tools `list_webmcp_tools` lists, read back from its text, in its order: per tool,
 * `name="…", description="…", inputSchema={…}, annotations={…}`. The description is printed as
 * is, unescaped, so a description of several lines spans several lines of the text.
 * @param {string} text
 * @returns {{ name: string, description: string, inputSchema: unknown, annotations: unknown }[]}
 */
export function parseWebMcpToolList(text) {
  return [
    ...text.matchAll(
      /^name="([^"]*)", description="([\s\S]*?)", inputSchema=(\{.*\}), annotations=(\{.*\})$/gm,
    ),
  ].map(([, name, description, inputSchema, annotations]) => ({
    name: /** @type {string} */ (name),
    description: /** @type {string} */ (description),
    inputSchema: JSON.parse(/** @type {string} */ (inputSchema)),
    annotations: JSON.parse(/** @type {string} */ (annotations)),
  }));
}
