// The browser tests of fixtures/apps/shop, shared by its Vite and webpack builds: whichever
// bundler built it, an agent must see and be able to use exactly the same tools.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  callTool,
  countToolChanges,
  listTools,
  startToolCall,
  waitForTools,
} from '@webmcp-nexus/test-helpers/model-context';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_CATALOG_TOOL,
  CATALOG_TOOLS,
  GLOBAL_TOOLS,
  INITIAL_TOOL_NAMES,
  INITIAL_TOOLS,
  listedShopTool,
  REVIEW_TOOLS,
} from '../../../fixtures/apps/shop/expected-tools.js';
import { readSdkRegistry } from '../../src/sdk-registry.mjs';
import { type OpenedPage, useBrowserSuite } from './browser-suite.js';
import {
  expectNativeCalls,
  expectNativeListing,
  expectNativeMounting,
  openNativeShop,
} from './native-shop-checks.js';

const GLOBAL_TOOL_NAMES = GLOBAL_TOOLS.map((tool) => tool.name);
const CATALOG_TOOL_NAMES = CATALOG_TOOLS.map((tool) => tool.name);
const REVIEW_TOOL_NAMES = REVIEW_TOOLS.map((tool) => tool.name);

const text = (page: Page, testId: string) => page.getByTestId(testId).textContent();

/** Every `.js` file under `dir` (source maps and licence files left out). */
async function findScripts(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((entry) => entry.endsWith('.js')).map((entry) => join(dir, entry));
}

export interface ShopAppOptions {
  /**
   * Also runs the shop on Chromium's native WebMCP (a second Chromium, the same build): one suite
   * per family of builds does (see the README's "Where it runs"), since what the SDK hands the
   * host is the same whichever bundler of a family built it.
   */
  nativeWebMcp?: boolean;
}

/**
 * Declares the shop's browser suite for one build: `build(outDir)` produces the site to serve.
 * @param label names the suite and its temp directory (e.g. `shop-vite`)
 */
export function describeShopApp(
  label: string,
  build: (outDir: string) => Promise<unknown>,
  { nativeWebMcp = false }: ShopAppOptions = {},
): void {
  const suite = useBrowserSuite({ label, prepareSite: build, nativeWebMcp });

  async function openShop() {
    const opened = await suite.openPage();
    await waitForTools(opened.page, INITIAL_TOOL_NAMES);
    return opened.page;
  }

  it(`${label}: a production build logs no warnings while tools register and run`, async () => {
    const { page, errors } = await suite.openPage();
    await waitForTools(page, INITIAL_TOOL_NAMES);
    await callTool(page, 'addToCart', { productId: 'b1' });
    await callTool(page, 'addToCart', { productId: 7 });
    await page.getByTestId('toggle-catalog').click();
    await waitForTools(page, CATALOG_TOOL_NAMES, { present: false });
    // e.g. the polyfill's navigator.modelContext deprecation, or SDK development warnings
    expect(errors.warnings).toEqual([]);
  });

  it(`${label}: the production bundle carries none of the SDK's development warning text`, async () => {
    const scripts = await findScripts(suite.siteDir());
    // Empty if no script was found: the __webmcpSchema check below fails then too.
    const bundle = (await Promise.all(scripts.map((file) => readFile(file, 'utf8')))).join('\n');
    expect(bundle).toContain('__webmcpSchema');
    expect(bundle).not.toMatch(
      /\[webmcp-nexus\]|no __webmcpSchema|host refused tool|until it goes away|found no tools/,
    );
  });

  describe(`${label}: the tools an agent sees`, () => {
    it('lists the global, page and class-component tools with their exact metadata', async () => {
      const page = await openShop();
      const origin = new URL(suite.url()).origin;
      const expected = INITIAL_TOOLS.map((tool) => ({ ...listedShopTool(tool), origin })).sort((a, b) =>
        a.name < b.name ? -1 : 1,
      );
      expect(await listTools(page)).toEqual(expected);
    });

    it('keeps source order of properties in the schema', async () => {
      const page = await openShop();
      const search = (await listTools(page)).find((tool) => tool.name === 'searchProducts');
      expect(Object.keys(search?.inputSchema?.properties ?? {})).toEqual([
        'keyword',
        'category',
        'price',
        'limit',
      ]);
    });

    it('registered each tool once under StrictMode, and sent @consequential for checkout', async () => {
      const page = await openShop();
      const registry = await readSdkRegistry(page);
      expect(registry.state).toBe('ready');
      expect(registry.failures).toEqual([]);
      expect(Object.keys(registry.annotations).sort()).toEqual(INITIAL_TOOL_NAMES);
      expect(registry.annotations.checkout?.consequentialHint).toBe(true);
      const consequential = Object.entries(registry.annotations).filter(
        ([, hints]) => hints.consequentialHint,
      );
      expect(consequential.map(([name]) => name)).toEqual(
        INITIAL_TOOLS.filter((tool) => tool.consequential).map((tool) => tool.name),
      );
    });
  });

  describe(`${label}: calling global tools`, () => {
    it('searches with a nested filter and returns the products as JSON text', async () => {
      const page = await openShop();
      const result = await callTool(page, 'searchProducts', { keyword: 'e', price: { max: 30 } });
      expect(result.isError).toBeFalsy();
      expect(result.structuredContent).toBeUndefined(); // an array is not an MCP structuredContent object
      expect(JSON.parse(result.content[0]?.text ?? '')).toEqual([
        { id: 'g2', name: 'Puzzle Box', category: 'games', price: 15 },
        { id: 'b2', name: 'The Web Platform', category: 'books', price: 25 },
      ]);
    });

    it('returns a plain object as structuredContent too', async () => {
      const page = await openShop();
      const product = { id: 'b1', name: 'TypeScript in Depth', category: 'books', price: 39 };
      expect(await callTool(page, 'getProduct', { id: 'b1' })).toEqual({
        content: [{ type: 'text', text: JSON.stringify(product) }],
        structuredContent: product,
      });
    });

    it('rejects invalid input with the path named, without calling the tool', async () => {
      const page = await openShop();
      const wrongType = await callTool(page, 'searchProducts', { keyword: 42 });
      expect(wrongType.isError).toBe(true);
      expect(wrongType.content[0]?.text).toContain('keyword: expected string, got number');

      const nested = await callTool(page, 'searchProducts', { keyword: 'e', price: { min: 'cheap' } });
      expect(nested.isError).toBe(true);
      expect(nested.content[0]?.text).toContain('price.min: expected number, got string');

      const outOfRange = await callTool(page, 'searchProducts', { keyword: 'e', limit: 0 });
      expect(outOfRange.isError).toBe(true);
      expect(outOfRange.content[0]?.text).toContain('limit');

      const notCalled = await callTool(page, 'addToCart', { productId: 'b1', quantity: '2' });
      expect(notCalled.isError).toBe(true);
      expect(notCalled.content[0]?.text).toContain('quantity: expected number, got string');
      const misspelt = await callTool(page, 'addToCart', { product_id: 'b1' });
      expect(misspelt.isError).toBe(true);
      expect(misspelt.content[0]?.text).toContain('productId');
      expect(await text(page, 'cart-count')).toBe('0');
      expect((await callTool(page, 'getCart', {})).structuredContent).toEqual({ lines: [], total: 0 });
    });

    it('changes the cart through tools, and the page shows it', async () => {
      const page = await openShop();
      expect((await callTool(page, 'addToCart', { productId: 'g1', quantity: 2 })).structuredContent).toEqual(
        {
          ok: true,
          itemCount: 2,
        },
      );
      await expect.poll(() => text(page, 'cart-count')).toBe('2');
      await callTool(page, 'addToCart', { productId: 'b2' }); // quantity defaults to 1
      await expect.poll(() => text(page, 'cart-count')).toBe('3');
      expect((await callTool(page, 'getCart', {})).structuredContent).toEqual({
        lines: [
          { productId: 'g1', quantity: 2 },
          { productId: 'b2', quantity: 1 },
        ],
        total: 145,
      });
      await callTool(page, 'removeFromCart', { productId: 'g1' });
      await expect.poll(() => text(page, 'cart-count')).toBe('1');

      const order = await callTool(page, 'checkout', { address: '1 Main St' });
      expect(order.structuredContent).toEqual({
        orderId: expect.stringMatching(/^order-/),
        itemCount: 1,
        shipTo: '1 Main St',
      });
      await expect.poll(() => text(page, 'cart-count')).toBe('0');
    });

    it('turns a thrown error into an isError result with its message only, changing nothing', async () => {
      const page = await openShop();
      // checkout (an async function) throws `new Error('The cart is empty')` on an empty cart.
      expect(await callTool(page, 'checkout', { address: '1 Main St' })).toEqual({
        content: [{ type: 'text', text: 'The cart is empty' }],
        isError: true,
      });
      // The failure broke nothing: the same tool works once there is something to order.
      await callTool(page, 'addToCart', { productId: 'm1' });
      await expect.poll(() => text(page, 'cart-count')).toBe('1');
      const order = await callTool(page, 'checkout', { address: '1 Main St' });
      expect(order.isError).toBeFalsy();
      expect(order.structuredContent).toMatchObject({ itemCount: 1, shipTo: '1 Main St' });
      await expect.poll(() => text(page, 'cart-count')).toBe('0');
    });

    it('sees what the user did in the page', async () => {
      const page = await openShop();
      await page
        .getByRole('listitem')
        .filter({ hasText: 'Chess Set' })
        .getByRole('button', { name: 'Add' })
        .click();
      await expect.poll(() => text(page, 'cart-count')).toBe('1');
      expect((await callTool(page, 'getCart', {})).structuredContent).toEqual({
        lines: [{ productId: 'g1', quantity: 1 }],
        total: 60,
      });
    });

    it('does not run a call that arrives already aborted', async () => {
      const page = await openShop();
      const call = await startToolCall(page, 'addToCart', { productId: 'b1' }, { alreadyAborted: true });
      expect(await call.settled()).toMatchObject({ status: 'rejected', errorName: 'AbortError' });
      expect(await text(page, 'cart-count')).toBe('0');
    });
  });

  describe(`${label}: useWebMcpTools in CatalogPage`, () => {
    it('filters the page through its tool', async () => {
      const page = await openShop();
      expect(await text(page, 'product-count')).toBe('5');
      const result = await callTool(page, 'setCatalogFilter', { category: 'books', maxPrice: 30 });
      expect(result.structuredContent).toEqual({ category: 'books', maxPrice: 30 });
      await expect.poll(() => text(page, 'product-count')).toBe('1');
      expect(await text(page, 'catalog-filter')).toBe(' (books, up to 30)');
    });

    it('reads the page’s latest state through a hook tool, whether a tool or the user changed it', async () => {
      const page = await openShop();
      const toolChanges = await countToolChanges(page);
      const readFilter = async () => (await callTool(page, 'getCatalogFilter', {})).structuredContent;
      expect(await readFilter()).toEqual({ category: 'all', maxPrice: null, productCount: 5 });

      // Written through one hook tool, read through the other: no stale closure in between.
      await callTool(page, 'setCatalogFilter', { category: 'games', maxPrice: 20 });
      await expect.poll(() => text(page, 'product-count')).toBe('1');
      expect(await readFilter()).toEqual({ category: 'games', maxPrice: 20, productCount: 1 });

      // Changed by the user in the page: the tool sees that too.
      await page.getByTestId('category-select').selectOption('books');
      await expect.poll(() => text(page, 'catalog-filter')).toBe(' (books, up to 20)');
      expect(await readFilter()).toEqual({ category: 'books', maxPrice: 20, productCount: 0 });
      await expect.poll(() => text(page, 'product-count')).toBe('0');
      await page.getByTestId('category-select').selectOption('all');
      await expect.poll(() => text(page, 'product-count')).toBe('1');
      expect(await readFilter()).toEqual({ category: 'all', maxPrice: 20, productCount: 1 });

      // The closure changed on every state change; the registration never did.
      expect(await toolChanges.count()).toBe(0);
    });

    it('does not re-register any tool when components re-render', async () => {
      const page = await openShop();
      const toolChanges = await countToolChanges(page);
      // The cart count re-renders App and with it CatalogPage and the ReviewsPanel wrapper...
      await page
        .getByRole('listitem')
        .filter({ hasText: 'Chess Set' })
        .getByRole('button', { name: 'Add' })
        .click();
      await expect.poll(() => text(page, 'cart-count')).toBe('1');
      // ...and the filter re-renders CatalogPage from its own state.
      await callTool(page, 'setCatalogFilter', { category: 'games' });
      await expect.poll(() => text(page, 'product-count')).toBe('2');
      await callTool(page, 'getCart', {}); // one more round trip, for any late toolchange event
      expect(await toolChanges.count()).toBe(0);
      expect((await listTools(page)).map((tool) => tool.name)).toEqual(INITIAL_TOOL_NAMES);
    });

    it('registers the conditional map’s tool only while the condition holds', async () => {
      const page = await openShop();
      await page.getByTestId('toggle-admin').check();
      await waitForTools(page, ['clearCatalogFilter']);
      const listed = (await listTools(page)).find((tool) => tool.name === 'clearCatalogFilter');
      expect(listed).toEqual({ ...listedShopTool(ADMIN_CATALOG_TOOL), origin: new URL(suite.url()).origin });

      await callTool(page, 'setCatalogFilter', { category: 'music' });
      await expect.poll(() => text(page, 'product-count')).toBe('1');
      expect((await callTool(page, 'clearCatalogFilter', {})).structuredContent).toEqual({ cleared: true });
      await expect.poll(() => text(page, 'product-count')).toBe('5');

      await page.getByTestId('toggle-admin').uncheck();
      await waitForTools(page, ['clearCatalogFilter'], { present: false });
      await waitForTools(page, INITIAL_TOOL_NAMES);
    });

    it('removes the page’s tools when it unmounts, and brings them back when it remounts', async () => {
      const page = await openShop();
      await callTool(page, 'setCatalogFilter', { category: 'music' });
      await page.getByTestId('toggle-catalog').click();
      await waitForTools(page, CATALOG_TOOL_NAMES, { present: false });
      const remaining = (await listTools(page)).map((tool) => tool.name);
      expect(remaining).toEqual([...GLOBAL_TOOL_NAMES, ...REVIEW_TOOL_NAMES].sort());
      await expect(callTool(page, 'setCatalogFilter', { category: 'games' })).rejects.toThrow(
        /no tool named/,
      );

      await page.getByTestId('toggle-catalog').click();
      await waitForTools(page, CATALOG_TOOL_NAMES);
      // A fresh mount: its state starts over, and the tools read the new instance's state.
      expect((await callTool(page, 'getCatalogFilter', {})).structuredContent).toEqual({
        category: 'all',
        maxPrice: null,
        productCount: 5,
      });
      await callTool(page, 'setCatalogFilter', { category: 'games' });
      await expect.poll(() => text(page, 'product-count')).toBe('2');
    });
  });

  describe(`${label}: withWebMcpTools on ReviewsPanel`, () => {
    it('lists reviews from the component’s state (an array result is JSON text)', async () => {
      const page = await openShop();
      const result = await callTool(page, 'listReviews', { productId: 'b1' });
      expect(JSON.parse(result.content[0]?.text ?? '')).toEqual([
        { productId: 'b1', author: 'ada', text: 'Clear and thorough.' },
      ]);
    });

    it('changes the component’s state, and later calls see the current state', async () => {
      const page = await openShop();
      const added = await callTool(page, 'addReview', { productId: 'b1', author: 'cy', text: 'Loved it.' });
      expect(added.structuredContent).toEqual({ ok: true, reviewCount: 3 });
      await expect.poll(() => text(page, 'review-count')).toBe('3');
      const result = await callTool(page, 'listReviews', { productId: 'b1' });
      expect(JSON.parse(result.content[0]?.text ?? '')).toEqual([
        { productId: 'b1', author: 'ada', text: 'Clear and thorough.' },
        { productId: 'b1', author: 'cy', text: 'Loved it.' },
      ]);
    });

    it('is named in the registry by its tools, not by its class name, which the build minified', async () => {
      const page = await openShop();
      const { owners } = await readSdkRegistry(page);
      // ReviewsPanel sets no displayName, so the label is the tools it owns (in the order of the
      // class's tool map, which the build plugin emits by name); owner numbers vary.
      const label = (owner: string | undefined) => owner?.replace(/#\d+$/, '');
      expect(label(owners.listReviews)).toBe('withWebMcpTools(addReview, listReviews)');
      expect(owners.addReview).toBe(owners.listReviews);
      expect(label(owners.setCatalogFilter)).toBe('useWebMcpTools');
      expect(label(owners.checkout)).toBe('registerGlobalTools');
    });

    it('removes the class component’s tools on unmount; a remount registers a fresh instance', async () => {
      const page = await openShop();
      await callTool(page, 'addReview', { productId: 'g2', author: 'dee', text: 'Tricky!' });
      await expect.poll(() => text(page, 'review-count')).toBe('3');

      await page.getByTestId('toggle-reviews').click();
      await waitForTools(page, REVIEW_TOOL_NAMES, { present: false });
      expect((await listTools(page)).map((tool) => tool.name)).toEqual(
        [...GLOBAL_TOOL_NAMES, ...CATALOG_TOOL_NAMES].sort(),
      );

      await page.getByTestId('toggle-reviews').click();
      await waitForTools(page, REVIEW_TOOL_NAMES);
      expect(await text(page, 'review-count')).toBe('2');
      const result = await callTool(page, 'listReviews', { productId: 'g2' });
      expect(JSON.parse(result.content[0]?.text ?? '')).toEqual([]);
    });
  });

  if (nativeWebMcp) {
    describe(`${label}: on Chromium's native WebMCP, through the DevTools protocol`, () => {
      const openNative = async () => {
        let opened: OpenedPage | undefined;
        const connected = await openNativeShop(async (beforeNavigation) => {
          opened = await suite.openPage('/', { nativeWebMcp: true, beforeNavigation });
          return opened.page;
        });
        return { ...connected, errors: opened!.errors };
      };

      it('lists every tool with its exact schema and all four hints, each added once; titles stay in the page', async () => {
        const { page, protocol, errors } = await openNative();
        await expectNativeListing(page, protocol);
        expect(errors.warnings).toEqual([]);
      });

      it('answers valid, invalid and throwing calls made with WebMCP.invokeTool', async () => {
        const { page, protocol } = await openNative();
        await expectNativeCalls(page, protocol);
      });

      it('reports tools removed and added as their components unmount and mount', async () => {
        const { page, protocol } = await openNative();
        await expectNativeMounting(page, protocol);
      });
    });
  }
}
