import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, launchBrowser } from '@webmcp-nexus/test-helpers/browser';
import { listedManifest } from '@webmcp-nexus/test-helpers/listed-manifest';
import { checkBuiltShop } from '@webmcp-nexus/test-helpers/shop-scenario';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_DIR, TMP_DIR } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// Each configuration form of the user's guide builds the real shop; Chromium runs the result.
describe.each([
  ['ESM vite.config.ts, webmcp() before react() (the shop’s own config)', join(SHOP_DIR, 'vite.config.ts')],
  ['ESM config, webmcp() after react()', join(import.meta.dirname, 'configs/esm-after-react.config.mjs')],
  [
    'CommonJS config with require(…).default, before react()',
    join(import.meta.dirname, 'configs/cjs-before-react.config.cjs'),
  ],
  ['CommonJS config, after react()', join(import.meta.dirname, 'configs/cjs-after-react.config.cjs')],
])('the shop built by Vite 8 with %s', (name, configFile) => {
  it('exposes every tool with its schema, and they work', async () => {
    const outDir = join(TMP_DIR, `shop-${name.replace(/\W+/g, '-')}`);
    // As `vite build` run in the shop: the root is the shop folder (the CommonJS configs set it).
    await build({ root: SHOP_DIR, configFile, logLevel: 'silent', build: { outDir, emptyOutDir: true } });
    await checkBuiltShop(browser, outDir);
    // The tool manifest in the shop's root, outside what is served (not in outDir): as
    // `webmcp-nexus list --json` prints it (other builds of the shop write the same file, the same bytes).
    expect(readFileSync(join(SHOP_DIR, 'webmcp-tools.json'), 'utf8')).toBe(await listedManifest(SHOP_DIR));
    expect(existsSync(join(outDir, 'webmcp-tools.json'))).toBe(false);
  });
});
