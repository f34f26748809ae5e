import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
    mkdirSync(join(VANILLA_DIR, '.tmp'), { recursive: true });
    copy = mkdtempSync(join(VANILLA_DIR, '.tmp', 'dev-'));
    for (const entry of ['index.html', 'tsconfig.json', 'src'])
      cpSync(join(VANILLA_DIR, entry), join(copy, entry), { recursive: true });
    // Move the parameter type of `increment` to a third file, the one the test edits.
    const api = join(copy, 'src/api/counter.ts');
    const source = readFileSync(api, 'utf8');
    const typeStart = source.indexOf('/** How to change the counter. */');
    const typeEnd = source.indexOf('}', typeStart) + 1;
    writeFileSync(join(copy, 'src/increment-params.ts'), `${source.slice(typeStart, typeEnd)}\n`);
    writeFileSync(
      api,
      `import type { IncrementParams } from '../increment-params';\n${source.slice(0, typeStart)}${source.slice(typeEnd)}`,
    );
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(copy, { recursive: true, force: true });
  });

  it('shows the page the new schema after a tool JSDoc or its parameter type in a third file is edited', async () => {
    const server = await createServer({
      root: copy,
      configFile: false,
      logLevel: 'silent',
      plugins: [webmcp()],
      // A real port: with port 0 the HMR client would not know where to connect.
      server: { port: await freePort(), strictPort: true, host: '127.0.0.1' },
    });
    await server.listen();
    const { page, errors } = await openPage(browser, server.resolvedUrls!.local[0]);
    const increment = async () => (await hostTools(page)).find((tool) => tool.name === 'increment');
    try {
      const first = await pollUntil(increment, (tool) => tool !== undefined);
      expect(first?.description).toBe('Add to the counter shown on the page');

      const api = join(copy, 'src/api/counter.ts');
      writeFileSync(
        api,
        readFileSync(api, 'utf8').replace('Add to the counter shown on the page', 'Add to the counter, live'),
      );
      // The module does not accept hot updates: Vite reloads the page, which registers again.
      const afterJsDoc = await pollUntil(
        increment,
        (tool) => tool?.description === 'Add to the counter, live',
      );
      expect(afterJsDoc?.description).toBe('Add to the counter, live');

      const types = join(copy, 'src/increment-params.ts');
      const withReason = readFileSync(types, 'utf8').replace(
        '  by?: number;',
        '  by?: number;\n  /** Why it changes */\n  reason?: string;',
      );
      writeFileSync(types, withReason);
      const afterType = await pollUntil(increment, (tool) =>
        JSON.stringify(tool?.inputSchema).includes('reason'),
      );
      expect(afterType?.inputSchema).toMatchObject({
        properties: { reason: { type: 'string', description: 'Why it changes' } },
      });
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      await server.close();
    }
  });
});
