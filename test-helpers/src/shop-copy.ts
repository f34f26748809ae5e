import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AppCopy, copyApp } from './app-copy';

/** The shop example app, which has every bundler the hosts tests run installed. */
export const SHOP_DIR = fileURLToPath(new URL('../../fixtures/apps/shop', import.meta.url));

/** Its bundler CLIs. */
export const SHOP_BIN = join(SHOP_DIR, 'node_modules/.bin');

/** What a copy of the shop has: its sources, tsconfig, page and the config of every host. */
const SHOP_ENTRIES = [
  'src',
  'tsconfig.json',
  'index.html',
  'shop-html.mjs',
  'vite.config.ts',
  'webpack.config.cjs',
  'rsbuild.config.ts',
  'rspack.config.mjs',
  'rollup.config.mjs',
  'rolldown.config.mjs',
  'esbuild.build.mjs',
  'farm.config.ts',
];

/** A throw-away copy of the shop that a test may edit. */
export type ShopCopy = AppCopy;

/**
 * Copies the shop into its own `.tmp/` (so React, the SDK, the polyfill and the bundlers resolve
 * from the shop's node_modules, as in the shop), for tests that edit sources under a watcher.
 */
export function copyShop(name: string): ShopCopy {
  return copyApp(SHOP_DIR, name, SHOP_ENTRIES);
}

/** The type edit the watch tests make: a new documented field of `searchProducts`' parameter type. */
export function addInStockFilter(shop: ShopCopy): void {
  shop.edit(
    'src/types.ts',
    '  /** Words to look for in product names */\n  keyword: string;\n',
    '  /** Words to look for in product names */\n  keyword: string;\n  /** Only products in stock */\n  inStock?: boolean;\n',
  );
}

/** The property that edit adds to the `searchProducts` input schema. */
export const IN_STOCK_PROPERTY = { type: 'boolean', description: 'Only products in stock' };
