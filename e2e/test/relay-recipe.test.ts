// The README's relay recipe, run as written: `@mcp-b/webmcp-local-relay` 2.2.0 (the version on
// npm) started by the official MCP SDK client over stdio, its embed script in the shop's page under
// Vite's dev server, with and without the three-line shim. What arrives, and what is lost.

import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { type Tool, ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { type Browser, launchBrowser } from '@webmcp-nexus/test-helpers/browser';
import { freePort } from '@webmcp-nexus/test-helpers/free-port';
import type { Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INITIAL_TOOL_NAMES, INITIAL_TOOLS } from '../../fixtures/apps/shop/expected-tools.js';
import { assertPackagesBuilt } from '../src/build.mjs';
import { copyShopForLiveTools } from './support/live-tools-scenario.js';

/**
 * The shim, as the README gives it: the relay's page script subscribes to tool changes through
 * `registerToolsChangedCallback`, which the polyfill's testing shim does not have (it fires
 * `toolchange`). Without it, no tool that comes or goes after the relay connected reaches the agent.
 */
export const RELAY_SHIM = `const testing = navigator.modelContextTesting;
if (testing && !testing.registerToolsChangedCallback)
  testing.registerToolsChangedCallback = (callback) => testing.addEventListener('toolchange', () => callback());`;

const relayDir = fileURLToPath(new URL('../node_modules/@mcp-b/webmcp-local-relay', import.meta.url));
const readme = fileURLToPath(new URL('../../README.md', import.meta.url));

/**
 * The shop's index.html with the relay's embed script added (`debug`: it logs why it gives up), and
 * with `shim`, the shim.
 */
function pageWithRelay(html: string, relayPort: number, { shim = false, debug = false } = {}): string {
  const added = [
    // After the app's module script, so after the polyfill is installed.
    shim ? `<script type="module">\n${RELAY_SHIM}\n</script>` : '',
    `<script src="/relay/embed.js" data-relay-port="${relayPort}"${debug ? ' data-debug' : ''}></script>`,
  ].join('\n');
  return html.replace('</body>', `${added}\n</body>`);
}

describe('the relay recipe (@mcp-b/webmcp-local-relay 2.2.0)', () => {
  let copy: string;
  let server: ViteDevServer;
  let browser: Browser;
  let url: string;
  const client = new Client({ name: 'webmcp-nexus-e2e', version: '1.0.0' });
  let notifications = 0;
  let notified: (() => void) | undefined;

  /** The relayed tools (its own `webmcp_*` tools left out) once `accept` holds, re-listing on each list_changed. */
  const relayedWhen = async (accept: (names: string[]) => boolean): Promise<Tool[]> => {
    for (;;) {
      const seen = notifications;
      const tools = (await client.listTools()).tools.filter((tool) => !tool.name.startsWith('webmcp_'));
      if (accept(tools.map((tool) => tool.name))) return tools;
      if (notifications === seen) await new Promise<void>((resolve) => (notified = resolve));
    }
  };
  const sameNames = (names: string[], expected: string[]) =>
    JSON.stringify([...names].sort()) === JSON.stringify([...expected].sort());
  const open = async (path: string): Promise<Page> => {
    const page = await browser.newPage();
    await page.goto(`${url}${path}`);
    await page.getByTestId('cart-count').waitFor();
    return page;
  };

  beforeAll(async () => {
    assertPackagesBuilt();
    copy = copyShopForLiveTools('relay');
    const relayPort = await freePort();
    mkdirSync(join(copy, 'public/relay'), { recursive: true });
    cpSync(join(relayDir, 'dist/browser'), join(copy, 'public/relay'), { recursive: true });
    const html = readFileSync(join(copy, 'index.html'), 'utf8');
    writeFileSync(join(copy, 'debug.html'), pageWithRelay(html, relayPort, { debug: true }));
    writeFileSync(join(copy, 'shimmed.html'), pageWithRelay(html, relayPort, { shim: true }));
    client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
      notifications++;
      notified?.();
    });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [join(relayDir, 'dist/cli.js'), '--port', String(relayPort)],
        stderr: 'ignore',
      }),
    );
    server = await createServer({
      root: copy,
      configFile: join(copy, 'vite.config.ts'),
      logLevel: 'silent',
      cacheDir: join(copy, '.vite'),
      server: { port: await freePort(), strictPort: true, host: '127.0.0.1' },
    });
    await server.listen();
    url = server.resolvedUrls!.local[0];
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await client.close();
    await browser?.close();
    await server?.close();
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it('the README gives this shim, word for word', () => {
    expect(readFileSync(readme, 'utf8')).toContain(RELAY_SHIM);
  });

  it('without the shim, the relay keeps what the page held when its widget connected, and never hears of a change', async () => {
    const page = await browser.newPage();
    const gaveUp = page.waitForEvent('console', {
      predicate: (message) => message.text().includes('Could not subscribe to tool changes after 50 retries'),
      timeout: 60_000,
    });
    await page.goto(`${url}debug.html`);
    await page.getByTestId('cart-count').waitFor();
    // The embed's own word: it found no way to hear of changes, and stopped trying.
    await gaveUp;
    const atConnection = (await relayedWhen(() => true)).map((tool) => tool.name);
    await page.getByTestId('toggle-admin').check();
    await page.getByTestId('toggle-catalog').click();
    await page.waitForFunction(() =>
      (globalThis as unknown as Record<symbol, { listTools(): { name: string }[] }>)[
        Symbol.for('webmcp-nexus.registry')
      ]
        .listTools()
        .every((tool) => tool.name !== 'setCatalogFilter'),
    );
    // (Under Vite's dev server the widget connects before the app has registered anything:
    // the relay then holds no tool of the page at all.)
    expect(atConnection.every((name) => INITIAL_TOOL_NAMES.includes(name))).toBe(true);
    expect((await relayedWhen(() => true)).map((tool) => tool.name)).toEqual(atConnection);
    await page.close();
    await relayedWhen((names) => names.length === 0);
  });

  it('with the shim: names, schemas and calls arrive, titles and every annotation do not; tools that come and go reach the client', async () => {
    const page = await open('shimmed.html');
    const relayed = await relayedWhen((names) => sameNames(names, INITIAL_TOOL_NAMES));
    for (const tool of INITIAL_TOOLS) {
      const listed = relayed.find((candidate) => candidate.name === tool.name)!;
      expect(listed.inputSchema).toEqual(tool.inputSchema);
      // The page's title and every WebMCP annotation are lost: an agent cannot tell a
      // consequential tool (checkout) from a read-only one.
      expect(listed.title).toBeUndefined();
      expect(listed.annotations).toBeUndefined();
      expect(listed._meta).toBeUndefined();
      // The description gets the tab's id and title in front.
      expect(listed.description).toBe(
        `[WebMCP ${listed.description?.split(' ')[1]} • webmcp-nexus shop] ${tool.description}`,
      );
    }
    expect(await client.callTool({ name: 'addToCart', arguments: { productId: 'b1' } })).toMatchObject({
      structuredContent: { ok: true, itemCount: 1 },
    });
    expect(await client.callTool({ name: 'addToCart', arguments: { quantity: 'x' } })).toMatchObject({
      content: [
        {
          type: 'text',
          text: 'Invalid input for "addToCart": productId: is required; quantity: expected number, got string',
        },
      ],
      isError: true,
    });
    await page.getByTestId('toggle-admin').check();
    await relayedWhen((names) => names.includes('clearCatalogFilter'));
    await page.getByTestId('toggle-catalog').click();
    await relayedWhen(
      (names) => !names.includes('setCatalogFilter') && !names.includes('clearCatalogFilter'),
    );
    await page.getByTestId('toggle-catalog').click();
    await page.getByTestId('toggle-admin').uncheck();
    await relayedWhen((names) => sameNames(names, INITIAL_TOOL_NAMES));
  });

  it('with two tabs open, every name gets a suffix', async () => {
    const second = await open('shimmed.html');
    const relayed = await relayedWhen((names) => names.length === 2 * INITIAL_TOOL_NAMES.length);
    const searches = relayed.map((tool) => tool.name).filter((name) => name.startsWith('searchProducts'));
    expect(searches).toHaveLength(2);
    for (const name of searches) expect(name).toMatch(/^searchProducts_[A-Za-z0-9_]{4}$/);
    await second.close();
  });
});
