import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { createServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostTools, launchBrowser, openPage } from '../../unplugin/test/support/browser';
import { pollUntil } from '../../unplugin/test/support/poll';
import webmcp from '../src/index';
import { SHOP_DIR } from './support';

const VANILLA_DIR = join(SHOP_DIR, '../vanilla');

/** A port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

describe('the Vite dev server in a browser', () => {
  let browser: Browser;
  let copy: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    // A copy inside the vanilla app, so its node_modules (SDK, polyfill) resolve as in the app.
    copy = mkdtempSync(join(VANILLA_DIR, '.tmp-dev-'));
    for (const entry of ['index.html', 'tsconfig.json', 'src'])
      cpSync(join(VANILLA_DIR, entry), join(copy, entry), { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(copy, { recursive: true, force: true });
  });

  it('shows the new schema to the page after a tool JSDoc is edited', async () => {
    const server = await createServer({
      root: copy,
      configFile: false,
      logLevel: 'info',
      plugins: [(() => { const p = webmcp() as any; const h = p.handleHotUpdate; p.handleHotUpdate = async function (ctx: any) { console.log('OURS start'); try { const r = await h.call(this, ctx); console.log('OURS result', r?.map((m: any) => m.id)); return r; } catch (e) { console.log('OURS threw', e); throw e; } }; return p; })(), { name: 'spy', hotUpdate(opts: any) { if ((this as any).environment.name !== 'client') return; for (const m of opts.modules) { console.log('NODE', JSON.stringify([...m.importers].map((i: any) => [i.id, i.isSelfAccepting, [...i.importers].map((j: any) => [j.id, j.url, j.isSelfAccepting, j.type, j.importers.size])]))); } } }],
      // A real port: with port 0 the HMR client would not know where to connect.
      server: { port: await freePort(), strictPort: true, host: '127.0.0.1' },
    });
    await server.listen();
    server.watcher.on('change', (f) => console.log('CHANGE', f));
    server.watcher.on('ready', () => console.log('READY'));
    server.watcher.on('all', (e, f) => console.log('ALL', e, f));
    const { page, errors } = await openPage(browser, server.resolvedUrls!.local[0]);
    page.on('console', (m) => console.log('CONSOLE', m.text()));
    page.on('framenavigated', () => console.log('NAV'));
    page.on('request', (r) => r.url().includes('counter') && console.log('REQ', r.url()));
    page.on('response', async (r) => r.url().includes('counter') && console.log('RES', r.status(), (await r.text().catch(() => '')).match(/"description":\s*"[^"]*"/)?.[0]));
    const incrementDescription = async () =>
      (await hostTools(page)).find((tool) => tool.name === 'increment')?.description;
    try {
      expect(await pollUntil(incrementDescription, (text) => text !== undefined)).toBe(
        'Add to the counter shown on the page',
      );
      const api = join(copy, 'src/api/counter.ts');
      writeFileSync(
        api,
        readFileSync(api, 'utf8').replace('Add to the counter shown on the page', 'Add to the counter, live'),
      );
      // The module does not accept hot updates: Vite reloads the page, which registers again.
      expect(await pollUntil(incrementDescription, (text) => text === 'Add to the counter, live')).toBe(
        'Add to the counter, live',
      );
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      await server.close();
    }
  });
});
