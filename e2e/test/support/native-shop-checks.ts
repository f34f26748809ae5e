// The shop on Chromium's native WebMCP, seen as an agent outside the page sees it: listed through
// the DevTools protocol's `WebMCP` domain and called with `WebMCP.invokeTool`. Shared by the
// shop's bundler suites (shop-app-tests.ts) and the Next.js ones (next-shop-suite.ts): the same
// tools, whatever built them, must reach the browser's own host exactly as they reach the polyfill.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  ADMIN_CATALOG_TOOL,
  CATALOG_TOOLS,
  INITIAL_TOOL_NAMES,
  INITIAL_TOOLS,
  protocolShopTool,
} from '../../../fixtures/apps/shop/expected-tools.js';
import { connectWebMcpProtocol, type WebMcpProtocol } from '../../src/webmcp-protocol.mjs';

const CATALOG_TOOL_NAMES = CATALOG_TOOLS.map((tool) => tool.name);
const byName = <T extends { name: string }>(a: T, b: T) => (a.name < b.name ? -1 : 1);
const text = (page: Page, testId: string) => page.getByTestId(testId).textContent();

/**
 * Opens the shop with `open` (which navigates a blank tab, after running the hook it is given) and
 * connects to its `WebMCP` domain before the page loads, so every tool the page adds or removes
 * is seen; resolves once the initial tools are listed.
 */
export async function openNativeShop(
  open: (beforeNavigation: (page: Page) => Promise<unknown>) => Promise<Page>,
): Promise<{ page: Page; protocol: WebMcpProtocol }> {
  let protocol: WebMcpProtocol | undefined;
  const page = await open(async (blank) => {
    protocol = await connectWebMcpProtocol(blank);
  });
  await protocol!.waitForTools(INITIAL_TOOL_NAMES);
  return { page, protocol: protocol! };
}

/**
 * The page runs on the browser's own host (the polyfill, which the app initialises, stood aside),
 * and the protocol lists every tool with its exact schema and all four hints (`consequential`
 * included, which the polyfill drops), each added once and none removed (no flicker); titles,
 * which the protocol does not carry, are kept in the page's own `getTools()`.
 */
export async function expectNativeListing(page: Page, protocol: WebMcpProtocol): Promise<void> {
  expect(
    await page.evaluate(() => ({
      polyfill: '__isWebMCPPolyfill' in (document as any).modelContext,
      testingShim: 'modelContextTesting' in navigator,
    })),
  ).toEqual({ polyfill: false, testingShim: false });
  expect(protocol.listTools()).toEqual(INITIAL_TOOLS.map(protocolShopTool).sort(byName));
  expect(protocol.changes().sort()).toEqual(INITIAL_TOOL_NAMES.map((name) => `added ${name}`).sort());
  const titles = await page.evaluate(async () =>
    (await (document as any).modelContext.getTools()).map(
      ({ name, title }: { name: string; title: string }) => [name, title],
    ),
  );
  expect(titles.sort()).toEqual(INITIAL_TOOLS.map((tool) => [tool.name, tool.title ?? tool.name]).sort());
}

/**
 * Calls through `WebMCP.invokeTool`: a valid call answers with the SDK's CallToolResult; an input
 * the schema forbids, which the browser passes on unchecked, is refused by the SDK with the path
 * named, the tool not called; a tool that throws answers an error result, not a protocol error; a
 * name the page never registered is refused by the browser itself.
 */
export async function expectNativeCalls(page: Page, protocol: WebMcpProtocol): Promise<void> {
  expect(await protocol.call('searchProducts', { keyword: 'e', price: { max: 30 } })).toEqual({
    status: 'Completed',
    output: {
      content: [
        {
          type: 'text',
          text: JSON.stringify([
            { id: 'g2', name: 'Puzzle Box', category: 'games', price: 15 },
            { id: 'b2', name: 'The Web Platform', category: 'books', price: 25 },
          ]),
        },
      ],
    },
  });
  expect(await protocol.call('addToCart', { productId: 'b1', quantity: '2' })).toEqual({
    status: 'Completed',
    output: {
      content: [
        { type: 'text', text: 'Invalid input for "addToCart": quantity: expected number, got string' },
      ],
      isError: true,
    },
  });
  expect(await protocol.call('addToCart', { product_id: 'b1' })).toMatchObject({
    output: { isError: true, content: [{ text: expect.stringContaining('productId: is required') }] },
  });
  expect(await text(page, 'cart-count')).toBe('0');
  expect(await protocol.call('checkout', { address: '1 Main St' })).toEqual({
    status: 'Completed',
    output: { content: [{ type: 'text', text: 'The cart is empty' }], isError: true },
  });
  expect(await protocol.call('addToCart', { productId: 'g1', quantity: 2 })).toMatchObject({
    status: 'Completed',
    output: { structuredContent: { ok: true, itemCount: 2 } },
  });
  await expect.poll(() => text(page, 'cart-count')).toBe('2');
  await expect(protocol.call('noSuchTool', {})).rejects.toThrow(/Tool not found/);
}

/**
 * Tools come and go with their components: the protocol reports the catalog page's tools removed
 * when it unmounts (the browser then refuses their calls) and added again, exactly, when it
 * mounts; the conditional admin tool likewise.
 */
export async function expectNativeMounting(page: Page, protocol: WebMcpProtocol): Promise<void> {
  await page.getByTestId('toggle-catalog').click();
  await protocol.waitForTools(CATALOG_TOOL_NAMES, { present: false });
  await expect(protocol.call('setCatalogFilter', { category: 'games' })).rejects.toThrow(/Tool not found/);
  await page.getByTestId('toggle-catalog').click();
  await protocol.waitForTools(CATALOG_TOOL_NAMES);
  expect(await protocol.call('getCatalogFilter', {})).toMatchObject({
    status: 'Completed',
    output: { structuredContent: { category: 'all', maxPrice: null, productCount: 5 } },
  });

  await page.getByTestId('toggle-admin').check();
  await protocol.waitForTools([ADMIN_CATALOG_TOOL.name]);
  expect(protocol.listTools().find((tool) => tool.name === ADMIN_CATALOG_TOOL.name)).toEqual(
    protocolShopTool(ADMIN_CATALOG_TOOL),
  );
  await page.getByTestId('toggle-admin').uncheck();
  await protocol.waitForTools([ADMIN_CATALOG_TOOL.name], { present: false });
  expect(protocol.listTools().map((tool) => tool.name)).toEqual(INITIAL_TOOL_NAMES);
}
