// `webmcp-nexus mcp` and the shop under Vite 8's dev server, started before the CLI: the shared
// scenario, then what the bridge promises whatever the host: two tabs, a CLI that restarts, a page
// of another site that knows the secret, and production builds without a byte of it.

import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { launchBrowser } from '@webmcp-nexus/test-helpers/browser';
import { freePort } from '@webmcp-nexus/test-helpers/free-port';
import { serveDirectory } from '@webmcp-nexus/test-helpers/static-server';
import { createServer } from 'vite';
import { afterAll, expect, it } from 'vitest';
import { INITIAL_TOOL_NAMES } from '../../fixtures/apps/shop/expected-tools.js';
import { runBuild } from '../src/build.mjs';
import { startLiveToolsCli } from './support/live-tools-client.js';
import {
  appearanceTimes,
  describeLiveTools,
  initialToolsListed,
  SHOP_DIR,
  timeAppearance,
} from './support/live-tools-scenario.js';

/** Every file under `dir`, by path relative to it. */
function filesOf(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.set(relative(dir, path), readFileSync(path));
    }
  };
  walk(dir);
  return files;
}

const cartCount = (page: import('playwright-core').Page) => page.getByTestId('cart-count').textContent();

afterAll(() => {
  for (const { suite, milliseconds } of appearanceTimes)
    console.info(
      `[live tools] ${suite}: a tool reached the MCP client ${milliseconds} ms after the page mounted it`,
    );
});

describeLiveTools('the Vite dev server', {
  cliFirst: false,
  async start(copy) {
    const server = await createServer({
      root: copy,
      configFile: join(copy, 'vite.config.ts'),
      logLevel: 'silent',
      cacheDir: join(copy, '.vite'),
      server: { port: await freePort(), strictPort: true, host: '127.0.0.1' },
    });
    await server.listen();
    return { url: server.resolvedUrls!.local[0], stop: () => server.close() };
  },
  more(run) {
    it('measures how long a mounted tool takes to reach the client (five mounts)', async () => {
      const { page, cli } = run();
      const times: number[] = [];
      for (let round = 0; round < 5; round++) {
        await page.getByTestId('toggle-catalog').click();
        await cli.liveToolsWhen((names) => !names.includes('setCatalogFilter'));
        times.push(
          await timeAppearance(run(), 'setCatalogFilter', () => page.getByTestId('toggle-catalog').click()),
        );
      }
      times.sort((a, b) => a - b);
      appearanceTimes.push({ suite: 'the Vite dev server, median of 5', milliseconds: times[2] });
      await initialToolsListed(cli);
    });

    it('lists each name once with two tabs open, and runs a call in the tab last looked at', async () => {
      const { page: first, browser, cli, server } = run();
      await cli.call('addToCart', { productId: 'g2' });
      expect(await cartCount(first)).toBe('1');
      const second = await browser.newPage();
      await second.goto(server.url);
      await second.getByTestId('cart-count').waitFor();
      // The tab that connected last is the one last looked at: once its tools are in, it answers.
      await expect
        .poll(async () => (await cli.call('getCart')).structuredContent, { timeout: 60_000 })
        .toEqual({ lines: [], total: 0 });
      expect((await cli.call('addToCart', { productId: 'g2', quantity: 2 })).structuredContent).toEqual({
        ok: true,
        itemCount: 2,
      });
      expect(await cartCount(second)).toBe('2');
      expect(await cartCount(first)).toBe('1');
      expect((await initialToolsListed(cli)).map((tool) => tool.name).sort()).toEqual(INITIAL_TOOL_NAMES);
      // The user goes back to the first tab (headless Chromium fires no focus on bringToFront:
      // the event is dispatched, and the page's own listener reports it).
      await first.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect
        .poll(async () => (await cli.call('getCart')).structuredContent, { timeout: 60_000 })
        .toMatchObject({ lines: [{ productId: 'g2', quantity: 1 }] });
      // A tool only one tab holds is listed from it; when that tab goes, its tool goes with it and
      // the names both held stay, from the other.
      await second.getByTestId('toggle-admin').check();
      const withAdmin = await cli.liveToolsWhen((names) => names.includes('clearCatalogFilter'));
      expect(withAdmin.map((tool) => tool.name).sort()).toEqual(
        [...INITIAL_TOOL_NAMES, 'clearCatalogFilter'].sort(),
      );
      await second.close();
      await initialToolsListed(cli);
      expect((await cli.call('removeFromCart', { productId: 'g2' })).structuredContent).toEqual({
        itemCount: 0,
      });
      expect(await cartCount(first)).toBe('0');
    });

    it('is found again by a CLI that restarts while the page stays open', async () => {
      const current = run();
      await current.cli.close();
      current.cli = await startLiveToolsCli(current.copy);
      await initialToolsListed(current.cli);
      expect((await current.cli.call('getCart')).structuredContent).toEqual({ lines: [], total: 0 });
    });

    it('gives a page of another site nothing, and takes nothing from it, even when it knows the port and the secret', async () => {
      const { cli, copy } = run();
      const { port, secret } = JSON.parse(
        readFileSync(join(copy, 'node_modules/.cache/webmcp-nexus/live-tools.json'), 'utf8'),
      );
      // DNS rebinding: a site whose name resolves to this machine, so that the browser's own
      // Local Network Access checks let it reach 127.0.0.1 (a public site is stopped by them first).
      const rebinding = await launchBrowser({
        args: ['--host-resolver-rules=MAP intruder.example 127.0.0.1'],
      });
      const files = await serveDirectory(SHOP_DIR); // any page will do: the intruder's script is the test's
      try {
        const intruder = await rebinding.newPage();
        // It stole the secret: its proofs are right (computed here, the page is not a secure context).
        await intruder.exposeFunction('prove', (nonce: string) =>
          createHmac('sha256', secret).update(`page|${nonce}`).digest('hex'),
        );
        await intruder.goto(`http://intruder.example:${new URL(files.origin).port}/index.html`);
        const attempts = await intruder.evaluate(
          async ({ port }) => {
            const attempt = (url: string) =>
              new Promise<{ received: string[]; code: number }>((resolve) => {
                const received: string[] = [];
                const socket = new WebSocket(url);
                socket.onmessage = async (event) => {
                  received.push(String(event.data));
                  const message = JSON.parse(String(event.data));
                  if (message.type === 'challenge') {
                    const proof = await (
                      window as unknown as { prove(nonce: string): Promise<string> }
                    ).prove(message.nonce);
                    socket.send(
                      JSON.stringify({ type: 'hello', protocol: 1, nonce: '0'.repeat(32), proof, page: {} }),
                    );
                  } else if (message.type === 'welcome') {
                    const stolen = {
                      name: 'stolen',
                      description: 'x',
                      inputSchema: { type: 'object', properties: {} },
                    };
                    socket.send(JSON.stringify({ type: 'tools', tools: [stolen] }));
                    resolve({ received, code: 0 }); // admitted: the worst outcome, said at once
                  }
                };
                socket.onclose = (event) => resolve({ received, code: event.code });
              });
            return [await attempt(`ws://127.0.0.1:${port}`), await attempt(`ws://intruder.example:${port}`)];
          },
          { port },
        );
        expect(attempts).toEqual([
          { received: [], code: 1006 },
          { received: [], code: 1006 },
        ]);
      } finally {
        await rebinding.close();
        await files.close();
      }
      await cli.logged(`refused a connection from http://intruder.example:`);
      expect((await cli.client.listTools()).tools.map((tool) => tool.name)).not.toContain('stolen');
    });

    it('leaves production builds without a byte of it, whatever the project’s cache folder holds', async () => {
      const { copy, cli } = run();
      const endpointFile = join(copy, 'node_modules/.cache/webmcp-nexus/live-tools.json');
      const { secret } = JSON.parse(readFileSync(endpointFile, 'utf8'));
      const vite = join(SHOP_DIR, 'node_modules/vite/bin/vite.js');
      await runBuild(process.execPath, [vite, 'build', '--outDir', 'dist-with-endpoint'], { cwd: copy });
      await cli.close();
      rmSync(endpointFile);
      await runBuild(process.execPath, [vite, 'build', '--outDir', 'dist-without'], { cwd: copy });
      const withEndpoint = filesOf(join(copy, 'dist-with-endpoint'));
      const without = filesOf(join(copy, 'dist-without'));
      expect([...withEndpoint.keys()].sort()).toEqual([...without.keys()].sort());
      for (const [file, bytes] of withEndpoint) expect(bytes.equals(without.get(file)!), file).toBe(true);
      const bundle = [...withEndpoint.values()].map((bytes) => bytes.toString('latin1')).join('\n');
      for (const trace of [
        secret,
        'live-tools',
        'webmcp-nexus.live-tools',
        'webmcp-nexus live tools',
        '__webmcpLiveTools',
      ])
        expect(bundle).not.toContain(trace);
      // The production build does not create the endpoint either.
      expect(() => readFileSync(endpointFile)).toThrow();
    });
  },
});
