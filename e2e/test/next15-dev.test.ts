// `next dev --turbopack` on Next.js 15 (what create-next-app 15 writes as the `dev` script) with
// fixtures/apps/next-shop: the page lists the shop's tools with their exact schemas, a valid, an
// invalid and a throwing call behave, and an edit to a type in a third file (src/types.ts,
// imported by src/api/products.ts for types only) reaches the page's schema after a reload.
import { stripVTControlCharacters } from 'node:util';
import { type Browser, launchBrowser } from '@webmcp-nexus/test-helpers/browser';
import { callTool, listTools, waitForTools } from '@webmcp-nexus/test-helpers/model-context';
import { collectPageErrors, type PageErrorLog } from '@webmcp-nexus/test-helpers/page-errors';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INITIAL_TOOL_NAMES,
  INITIAL_TOOLS,
  listedShopTool,
} from '../../fixtures/apps/shop/expected-tools.js';
import { copyNextShop, type NextAppCopy, type NextServer, startNext } from './support/next-app.js';
import { withInStockField } from './support/next-edits.js';

describe('next dev --turbopack, Next.js 15', () => {
  let copy: NextAppCopy;
  let server: NextServer;
  let browser: Browser;
  let page: Page;
  let errors: PageErrorLog;

  beforeAll(async () => {
    const launching = launchBrowser();
    try {
      copy = await copyNextShop('dev15-turbopack', 15);
      server = await startNext(copy.dir, 'dev', ['--turbopack'], 15);
    } finally {
      browser = await launching;
    }
    page = await browser.newPage();
    errors = collectPageErrors(page);
  });

  afterAll(async () => {
    await Promise.all([browser?.close(), server?.stop()]);
    await copy?.remove();
  });

  /** Loads the home page (a reload during a recompile waits for it) until every tool is listed. */
  async function reloadedTools() {
    await page.goto(`${server.origin}/`, { waitUntil: 'domcontentloaded', timeout: 120_000 });
    await waitForTools(page, INITIAL_TOOL_NAMES, { timeout: 60_000 });
    return listTools(page);
  }

  it('lists every tool with its exact schema; a valid, an invalid and a throwing call behave', async () => {
    const origin = server.origin;
    const expected = INITIAL_TOOLS.map((tool) => ({ ...listedShopTool(tool), origin })).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    );
    expect(await reloadedTools()).toEqual(expected);
    expect(stripVTControlCharacters(server.output())).toMatch(/Next\.js 15\.\d+\.\d+ \(Turbopack\)/);
    const product = { id: 'b1', name: 'TypeScript in Depth', category: 'books', price: 39 };
    expect((await callTool(page, 'getProduct', { id: 'b1' })).structuredContent).toEqual(product);
    const invalid = await callTool(page, 'addToCart', { productId: 'b1', quantity: '2' });
    expect(invalid.isError).toBe(true);
    expect(invalid.content[0]?.text).toContain('quantity: expected number, got string');
    expect(await callTool(page, 'checkout', { address: '1 Main St' })).toEqual({
      content: [{ type: 'text', text: 'The cart is empty' }],
      isError: true,
    });
    expect(errors.unexpected()).toEqual([]);
  }, 300_000);

  it('serves the new schema after a type in a third file changes', async () => {
    const search = INITIAL_TOOLS.find((tool) => tool.name === 'searchProducts')!;
    const schema = search.inputSchema as { properties: Record<string, unknown> };
    await copy.write('src/types.ts', withInStockField(await copy.read('src/types.ts')));
    const expected = {
      ...schema,
      properties: {
        ...schema.properties,
        inStock: { type: 'boolean', description: 'Only products that are in stock' },
      },
    };
    const searchSchema = async () =>
      (await reloadedTools()).find((tool) => tool.name === 'searchProducts')?.inputSchema;
    await expect.poll(searchSchema, { timeout: 240_000, interval: 500 }).toEqual(expected);
    expect(errors.unexpected()).toEqual([]);
  }, 300_000);
});
