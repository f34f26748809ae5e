import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import {
  ADMIN_CATALOG_TOOL,
  GLOBAL_TOOLS,
  INITIAL_TOOL_NAMES,
  INITIAL_TOOLS,
  listedShopTool,
} from '../../../../fixtures/apps/shop/expected-tools';
import { callTool, hostTools, openPage } from './browser';
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
    const tools = await hostTools(page, INITIAL_TOOL_NAMES.length);
    expect(tools.map((tool) => tool.name).sort()).toEqual(INITIAL_TOOL_NAMES);
    for (const tool of tools) {
      const expected = INITIAL_TOOLS.find((candidate) => candidate.name === tool.name)!;
      expect(tool, tool.name).toEqual(listedShopTool(expected));
    }

    await callTool(page, 'addToCart', { productId: 'b1', quantity: 2 });
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('2');
    await callTool(page, 'addReview', { productId: 'g2', author: 'eve', text: 'Fun' });
    await expect.poll(() => page.getByTestId('review-count').textContent()).toBe('3');
    const reviews = await callTool(page, 'listReviews', { productId: 'g2' });
    expect(JSON.stringify(reviews)).toContain('Fun');

    await page.getByTestId('toggle-admin').check();
    const withAdmin = await hostTools(page, INITIAL_TOOL_NAMES.length + 1);
    expect(withAdmin.find((tool) => tool.name === ADMIN_CATALOG_TOOL.name)).toEqual(
      listedShopTool(ADMIN_CATALOG_TOOL),
    );
    await page.getByTestId('toggle-catalog').click();
    await page.getByTestId('toggle-reviews').click();
    const remaining = await hostTools(page, GLOBAL_TOOLS.length);
    expect(remaining.map((tool) => tool.name).sort()).toEqual(GLOBAL_TOOLS.map((tool) => tool.name).sort());
    expect(errors).toEqual([]);
  } finally {
    await page.close();
    await server.close();
  }
}
