// Watch mode and dev servers of the unplugin hosts, on a copy of the shop in real Chromium with
// the real polyfill: `rollup -w`, `rolldown -w`, `rsbuild build -w`, `rspack build -w`, `rsbuild dev` and esbuild's `context().watch()` serve the new
// schema after a type in a third file (types.ts, imported by the tool's file for its types only)
// changes; in Rollup, Rolldown, Rspack and Rsbuild a tool broken meanwhile is skipped with a warning while the
// others keep working (esbuild cannot tell watch from build: its rebuild fails instead).

import { join } from 'node:path';
import { type Browser, launchBrowser } from '@webmcp-nexus/test-helpers/browser';
import { startCli } from '@webmcp-nexus/test-helpers/cli-process';
import { freePort } from '@webmcp-nexus/test-helpers/free-port';
import { type ListedTool, listTools, waitForTools } from '@webmcp-nexus/test-helpers/model-context';
import { openPage } from '@webmcp-nexus/test-helpers/page-errors';
import { pollUntil } from '@webmcp-nexus/test-helpers/poll';
import {
  addInStockFilter,
  copyShop,
  IN_STOCK_PROPERTY,
  SHOP_BIN,
  type ShopCopy,
} from '@webmcp-nexus/test-helpers/shop-copy';
import { serveDirectory } from '@webmcp-nexus/test-helpers/static-server';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INITIAL_TOOL_NAMES } from '../../../fixtures/apps/shop/expected-tools';

let browser: Browser;
const copies: ShopCopy[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  for (const copy of copies) copy.remove();
});

function shopCopy(name: string): ShopCopy {
  const copy = copyShop(name);
  copies.push(copy);
  return copy;
}

/** The shop's tools as the page's polyfill lists them (once every one of `names` is), after a fresh load of `page`. */
async function reloadedTools(page: Page, names = INITIAL_TOOL_NAMES): Promise<ListedTool[]> {
  await page.reload();
  return listedTools(page, names);
}

/** The tools `page` lists once every one of `names` is listed. */
async function listedTools(page: Page, names = INITIAL_TOOL_NAMES): Promise<ListedTool[]> {
  await waitForTools(page, names);
  return listTools(page);
}

/** The shop's tools but getProduct, which `breakGetProduct` breaks. */
const NAMES_BUT_GET_PRODUCT = INITIAL_TOOL_NAMES.filter((name) => name !== 'getProduct');

/** The properties of `searchProducts`' input schema, as listed. */
function searchProperties(tools: ListedTool[]): Record<string, unknown> {
  const search = tools.find((tool) => tool.name === 'searchProducts');
  return (search?.inputSchema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
}

/** getProduct's parameter becomes a primitive: an M2 error, which watch mode reports as a warning. */
function breakGetProduct(shop: ShopCopy): void {
  shop.edit(
    'src/api/products.ts',
    'export function getProduct(params: {\n  /** The product id, e.g. "b1" */\n  id: string;\n}): Product | { error: string } {\n',
    'export function getProduct(id: string): Product | { error: string } {\n  const params = { id };\n',
  );
}

/** A watch command as `startCli` runs it. */
type Watcher = ReturnType<typeof startCli>;

/** Adds the inStock filter to types.ts; once `watcher` prints `built` again, a reload of `page` lists it in searchProducts' schema. */
async function expectTypeEditServed(
  shop: ShopCopy,
  watcher: Watcher,
  built: RegExp,
  page: Page,
): Promise<void> {
  const since = watcher.output().length;
  addInStockFilter(shop);
  await watcher.waitForOutput(built, since);
  const afterEdit = await pollUntil(
    () => reloadedTools(page),
    (tools) => searchProperties(tools).inStock !== undefined,
  );
  expect(searchProperties(afterEdit).inStock).toEqual(IN_STOCK_PROPERTY);
}

/** Breaks getProduct: the rebuild warns with its M2 and says it is skipped; the page lists the other tools. */
async function expectBrokenToolSkipped(
  shop: ShopCopy,
  watcher: Watcher,
  built: RegExp,
  page: Page,
): Promise<void> {
  const since = watcher.output().length;
  breakGetProduct(shop);
  // The rebuild that reports the broken tool (a watcher may print `built` once more for the type edit first).
  const rebuild = await watcher.waitForOutput(new RegExp(`error M2[\\s\\S]*${built.source}`), since);
  expect(rebuild).toContain('error M2');
  expect(rebuild).toContain('this tool is skipped');
  const afterBreak = await pollUntil(
    () => reloadedTools(page, NAMES_BUT_GET_PRODUCT),
    (tools) => !tools.some((tool) => tool.name === 'getProduct'),
  );
  expect(afterBreak.map((tool) => tool.name)).toContain('searchProducts');
}

/** The watch modes of one-off build CLIs: their command, output folder and what they print after each build. */
const WATCHERS = [
  {
    name: 'rollup -w (Rollup 4)',
    bin: 'rollup',
    args: ['--config', 'rollup.config.mjs', '--watch'],
    outDir: 'dist-rollup',
    built: /created dist-rollup/,
  },
  {
    name: 'rolldown -w (Rolldown 1)',
    bin: 'rolldown',
    args: ['--config', 'rolldown.config.mjs', '--watch'],
    outDir: 'dist-rolldown',
    built: /Rebuilt dist-rolldown/,
  },
  {
    name: 'rsbuild build -w (Rsbuild 2)',
    bin: 'rsbuild',
    args: ['build', '--config', 'rsbuild.config.ts', '--watch'],
    outDir: 'dist-rsbuild',
    built: /built in/,
  },
  {
    name: 'rspack build -w (Rspack 2)',
    bin: 'rspack',
    args: ['build', '--config', 'rspack.config.mjs', '--watch'],
    outDir: 'dist-rspack',
    built: /Rspack compiled/,
  },
  {
    name: 'farm watch (Farm 1)',
    bin: 'farm',
    args: ['watch', '--config', 'farm.config.ts'],
    outDir: 'dist',
    built: /Build completed in/,
  },
];

describe.each(WATCHERS)('$name', ({ bin, args, outDir, built }) => {
  it('rebuilds with the new schema after a type edit, and skips a tool broken later with a warning', async () => {
    const shop = shopCopy(`${bin}-watch`);
    const watcher = startCli(join(SHOP_BIN, bin), args, shop.root);
    const server = await serveDirectory(join(shop.root, outDir));
    try {
      await watcher.waitForOutput(built);
      const { page, errors } = await openPage(browser, `${server.origin}/`);
      // The watcher may say it built a moment before the files are all written.
      const initial = await pollUntil(
        () => reloadedTools(page),
        (tools) => tools.length === INITIAL_TOOL_NAMES.length,
      );
      expect(searchProperties(initial).inStock).toBeUndefined();

      await expectTypeEditServed(shop, watcher, built, page);
      await expectBrokenToolSkipped(shop, watcher, built, page);
      expect(errors).toEqual([]);
    } finally {
      await Promise.all([watcher.stop(), server.close()]);
    }
  });
});

describe('rsbuild dev (Rsbuild 2)', () => {
  it('serves the new schema after a type edit, and skips a tool broken later with a warning', async () => {
    const shop = shopCopy('rsbuild-dev');
    const port = await freePort();
    const rsbuild = startCli(
      join(SHOP_BIN, 'rsbuild'),
      ['dev', '--config', 'rsbuild.config.ts', '--port', String(port), '--host', '127.0.0.1'],
      shop.root,
    );
    try {
      await rsbuild.waitForOutput(/built in/);
      const { page, errors } = await openPage(browser, `http://127.0.0.1:${port}/`);
      expect(searchProperties(await listedTools(page)).inStock).toBeUndefined();

      await expectTypeEditServed(shop, rsbuild, /built in/, page);
      await expectBrokenToolSkipped(shop, rsbuild, /built in/, page);
      // Rsbuild's dev client says with console.error that an edited module accepts no hot update
      // before it reloads the page: the reload is what this test waits for.
      expect(errors.filter((error) => !/HMR update failed, performing full reload/.test(error))).toEqual([]);
    } finally {
      await rsbuild.stop();
    }
  });
});

describe('esbuild context().watch() (esbuild 0.28)', () => {
  it('rebuilds with the new schema after a type edit (onLoad watchFiles)', async () => {
    const shop = shopCopy('esbuild-watch');
    const esbuild = startCli('node', ['esbuild.build.mjs', '--watch', '--outdir', 'dist-esbuild'], shop.root);
    const server = await serveDirectory(join(shop.root, 'dist-esbuild'));
    const built = /esbuild: built with 0 error/;
    try {
      await esbuild.waitForOutput(built);
      const { page, errors } = await openPage(browser, `${server.origin}/`);
      expect(searchProperties(await listedTools(page)).inStock).toBeUndefined();

      await expectTypeEditServed(shop, esbuild, built, page);
      expect(errors).toEqual([]);
    } finally {
      await Promise.all([esbuild.stop(), server.close()]);
    }
  });
});
