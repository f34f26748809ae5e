import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { callTool, hostTools, openPage } from './browser';
import { SHOP_TOOLS, SHOP_TOOLS_AT_START } from './shop-tools';
import { serveDirectory } from './static-server';

/**
 * Opens a built shop (`outDir`) in Chromium and checks what an agent sees and can do: every tool
 * with its schema, a global tool changing the cart, a class tool seeing current state, a
 * conditional hook tool, and tools going away when their component unmounts.
 */
export async function checkBuiltShop(browser: Browser, outDir: string): Promise<void> {
  const server = await serveDirectory(outDir);
  const { page, errors } = await openPage(browser, server.url);
  try {
    const tools = await hostTools(page, SHOP_TOOLS_AT_START.length);
    expect(tools.map((tool) => tool.name).sort()).toEqual(SHOP_TOOLS_AT_START);
    for (const tool of tools) {
      const expected = SHOP_TOOLS[tool.name];
      expect(tool, tool.name).toMatchObject({
        title: expected.title ?? tool.name,
        description: expected.description,
        inputSchema: expected.inputSchema,
        annotations: {
          readOnlyHint: expected.readOnly ?? false,
          untrustedContentHint: expected.untrusted ?? false,
        },
      });
    }

    await callTool(page, 'addToCart', { productId: 'b1', quantity: 2 });
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('2');
    await callTool(page, 'addReview', { productId: 'g2', author: 'eve', text: 'Fun' });
    await expect.poll(() => page.getByTestId('review-count').textContent()).toBe('3');
    const reviews = await callTool(page, 'listReviews', { productId: 'g2' });
    expect(JSON.stringify(reviews)).toContain('Fun');

    await page.getByTestId('toggle-admin').check();
    expect((await hostTools(page, SHOP_TOOLS_AT_START.length + 1)).map((tool) => tool.name)).toContain(
      'clearCatalogFilter',
    );
    await page.getByTestId('toggle-catalog').click();
    await page.getByTestId('toggle-reviews').click();
    const remaining = await hostTools(page, 6);
    expect(remaining.map((tool) => tool.name).sort()).toEqual([
      'addToCart',
      'checkout',
      'getCart',
      'getProduct',
      'removeFromCart',
      'searchProducts',
    ]);
    expect(errors).toEqual([]);
  } finally {
    await page.close();
    await server.close();
  }
}
