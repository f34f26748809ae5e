// `vite build --watch` (Vite 8) on a copy of the shop with its own vite.config.ts, in Chromium with
// the real polyfill: every tool listed with its exact schema, then the new schema after a type
// edit in a third file. (watch.test.ts runs the greeter's bundle in Node on Vite 5.4 and 8.)
import { join } from 'node:path';
import { type Browser, launchBrowser } from '@webmcp-nexus/test-helpers/browser';
import { copyShop, SHOP_BIN, type ShopCopy } from '@webmcp-nexus/test-helpers/shop-copy';
import { checkWatchedShopFollowsTypeEdit } from '@webmcp-nexus/test-helpers/watched-shop';
import { afterAll, beforeAll, it } from 'vitest';

let browser: Browser;
let shop: ShopCopy | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  shop?.remove();
});

it('vite build --watch: the page lists the new schema after a type edit in a third file', async () => {
  shop = copyShop('vite-watch');
  await checkWatchedShopFollowsTypeEdit(browser, shop, {
    command: join(SHOP_BIN, 'vite'),
    args: ['build', '--watch'],
    outDir: 'dist',
    built: /built in \d/,
  });
});
