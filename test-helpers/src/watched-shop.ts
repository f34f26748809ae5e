// A bundler's watch mode on a copy of the shop, checked in real Chromium with the real polyfill:
// the page lists every tool with its exact schema; after a type edit in a third file (types.ts,
// imported by the tools' file for its types only) and the rebuild, it lists the new schema and
// validates calls against it.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { INITIAL_TOOL_NAMES, INITIAL_TOOLS, listedShopTool } from '../../fixtures/apps/shop/expected-tools';
import type { Browser } from './browser.mjs';
import { startCli } from './cli-process';
import { callTool, type ListedTool, listTools, waitForTools } from './model-context.mjs';
import { openPage } from './page-errors.mjs';
import { pollUntil } from './poll.mjs';
import { addInStockFilter, IN_STOCK_PROPERTY, type ShopCopy } from './shop-copy';
import { serveDirectory } from './static-server.mjs';

/** A watch command run in the copy: its executable, arguments, output folder and what it prints after each build. */
export interface ShopWatcher {
  command: string;
  args: string[];
  outDir: string;
  built: RegExp;
}

/** The shop's tools as a page served from `origin` lists them, sorted by name, each exactly as `expected-tools.ts` describes it. */
function expectedTools(origin: string): ListedTool[] {
  return INITIAL_TOOLS.map((tool) => ({ ...listedShopTool(tool), origin })).sort((a, b) =>
    a.name < b.name ? -1 : 1,
  );
}

/** The listed tools after a fresh load, sorted by name, once all of them registered. */
async function reloadedTools(page: Page): Promise<ListedTool[]> {
  await page.reload();
  await waitForTools(page, INITIAL_TOOL_NAMES);
  return (await listTools(page)).sort((a, b) => (a.name < b.name ? -1 : 1));
}

/** Runs `watcher` in `shop` and checks the page before and after a type edit (see the file comment). */
export async function checkWatchedShopFollowsTypeEdit(
  browser: Browser,
  shop: ShopCopy,
  watcher: ShopWatcher,
): Promise<void> {
  const cli = startCli(watcher.command, watcher.args, shop.root);
  const server = await serveDirectory(join(shop.root, watcher.outDir));
  const { page, errors } = await openPage(browser, 'about:blank');
  try {
    await cli.waitForOutput(watcher.built);
    await page.goto(`${server.origin}/`);
    const expected = expectedTools(server.origin);
    // The watcher may say it built a moment before every file is written.
    const initial = await pollUntil(
      () => reloadedTools(page),
      (tools) => tools.length === expected.length,
    );
    expect(initial).toEqual(expected);

    const since = cli.output().length;
    addInStockFilter(shop);
    await cli.waitForOutput(watcher.built, since);
    const search = (tools: ListedTool[]) => tools.find((tool) => tool.name === 'searchProducts');
    await pollUntil(
      () => reloadedTools(page),
      (tools) => JSON.stringify(search(tools)?.inputSchema).includes('inStock'),
    );
    // A reload while the watcher rewrites the output may miss a file (a 404 of the old hashed
    // chunk): the page is judged on a load once the new build is there, with no error at all.
    errors.length = 0;
    const afterEdit = await reloadedTools(page);
    const expectedSearch = expected.find((tool) => tool.name === 'searchProducts')!;
    const { properties } = expectedSearch.inputSchema as { properties: Record<string, unknown> };
    const [keyword, ...rest] = Object.entries(properties);
    expect(search(afterEdit)).toEqual({
      ...expectedSearch,
      inputSchema: {
        ...expectedSearch.inputSchema,
        // The new field follows `keyword` in types.ts, and the schema keeps source order.
        properties: Object.fromEntries([keyword, ['inStock', IN_STOCK_PROPERTY], ...rest]),
      },
    });
    expect(afterEdit.filter((tool) => tool.name !== 'searchProducts')).toEqual(
      expected.filter((tool) => tool.name !== 'searchProducts'),
    );
    // The page validates calls against the new schema.
    const refused = await callTool(page, 'searchProducts', { keyword: 'e', inStock: 'yes' });
    expect(refused.isError).toBe(true);
    expect(refused.content[0]?.text).toContain('inStock: expected boolean, got string');
    expect(errors).toEqual([]);
  } finally {
    await page.close();
    await Promise.all([cli.stop(), server.close()]);
  }
}
