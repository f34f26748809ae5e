// Watch mode and dev servers of the unplugin hosts, on a copy of the shop in real Chromium with
// the real polyfill: `rollup -w`, `rolldown -w`, `rsbuild build -w`, `rspack build -w`, `rsbuild dev` and esbuild's `context().watch()` serve the new
// schema after a type in a third file (types.ts, imported by the tool's file for its types only)
// changes; in Rollup, Rolldown, Rspack and Rsbuild a tool broken meanwhile is skipped with a warning while the
// others keep working (esbuild cannot tell watch from build: its rebuild fails instead).
import { type AddressInfo, createServer } from 'node:net';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HostTool, hostTools, launchBrowser, openPage } from './support/browser';
import { type CliProcess, startCli } from './support/cli-process';
import { pollUntil } from './support/poll';
import { addInStockFilter, copyShop, IN_STOCK_PROPERTY, SHOP_BIN, type ShopCopy } from './support/shop-copy';
import { serveDirectory } from './support/static-server';

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

/** The shop's tools as the page's polyfill lists them (once `count` are), after a fresh load of `page`. */
async function reloadedTools(page: Page, count = 10): Promise<HostTool[]> {
  await page.reload();
  return hostTools(page, count);
}

/** The properties of `searchProducts`' input schema, as listed. */
function searchProperties(tools: HostTool[]): Record<string, unknown> {
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

/** After a type edit in a third file, `cli` rebuilds (it prints `built`) and the page lists the new schema. */
async function checkFollowsTypeEdit(
  shop: ShopCopy,
  page: Page,
  cli: CliProcess,
  built: RegExp,
): Promise<void> {
  const since = cli.output().length;
  addInStockFilter(shop);
  await cli.waitForOutput(built, since);
  const afterEdit = await pollUntil(
    () => reloadedTools(page),
    (tools) => searchProperties(tools).inStock !== undefined,
  );
  expect(searchProperties(afterEdit).inStock).toEqual(IN_STOCK_PROPERTY);
}

/**
 * The page follows the shop as `cli` rebuilds it (`built`: what it prints after each build): a type
 * edit in a third file brings the new schema; a tool broken later is skipped with a warning, the
 * others keep working; the page never throws.
 */
async function checkFollowsEdits(
  shop: ShopCopy,
  { page, errors }: { page: Page; errors: string[] },
  cli: CliProcess,
  built: RegExp,
): Promise<void> {
  await checkFollowsTypeEdit(shop, page, cli, built);
  const since = cli.output().length;
  breakGetProduct(shop);
  const rebuild = await cli.waitForOutput(built, since);
  expect(rebuild).toContain('error M2');
  expect(rebuild).toContain('this tool is skipped');
  const afterBreak = await pollUntil(
    () => reloadedTools(page, 9),
    (tools) => !tools.some((tool) => tool.name === 'getProduct'),
  );
  expect(afterBreak.map((tool) => tool.name)).toContain('searchProducts');
  expect(errors).toEqual([]);
}

/** A port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
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
      const { page, errors } = await openPage(browser, server.url);
      // The watcher may say it built a moment before the files are all written.
      const initial = await pollUntil(
        () => reloadedTools(page),
        (tools) => tools.length === 10,
      );
      expect(searchProperties(initial).inStock).toBeUndefined();

      await checkFollowsEdits(shop, { page, errors }, watcher, built);
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
      expect(searchProperties(await hostTools(page, 10)).inStock).toBeUndefined();

      await checkFollowsEdits(shop, { page, errors }, rsbuild, /built in/);
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
      const { page, errors } = await openPage(browser, server.url);
      expect(searchProperties(await hostTools(page, 10)).inStock).toBeUndefined();

      await checkFollowsTypeEdit(shop, page, esbuild, built);
      expect(errors).toEqual([]);
    } finally {
      await Promise.all([esbuild.stop(), server.close()]);
    }
  });
});
