import { expect } from 'vitest';
import {
  ADMIN_CATALOG_TOOL,
  GLOBAL_TOOLS,
  INITIAL_TOOL_NAMES,
  INITIAL_TOOLS,
  listedShopTool,
} from '../../fixtures/apps/shop/expected-tools';
import type { Browser } from './browser.mjs';
import { callTool, listTools, waitForTools } from './model-context.mjs';
import { openPage } from './page-errors.mjs';
import { serveDirectory } from './static-server.mjs';

/**
 * Opens a built shop (`outDir`) in Chromium and checks what an agent sees and can do: every tool
 * with its schema, a global tool changing the cart, a class tool seeing current state, a
 * conditional hook tool, and tools going away when their component unmounts.
 */
export async function checkBuiltShop(browser: Browser, outDir: string): Promise<void> {
  const server = await serveDirectory(outDir);
  const { page, errors } = await openPage(browser, `${server.origin}/`);
  const origin = server.origin;
  try {
    await waitForTools(page, INITIAL_TOOL_NAMES);
    const tools = await listTools(page);
    expect(tools.map((tool) => tool.name).sort()).toEqual(INITIAL_TOOL_NAMES);
    for (const tool of tools) {
      const expected = INITIAL_TOOLS.find((candidate) => candidate.name === tool.name)!;
      expect(tool, tool.name).toEqual({ ...listedShopTool(expected), origin });
    }

    await callTool(page, 'addToCart', { productId: 'b1', quantity: 2 });
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('2');
    await callTool(page, 'addReview', { productId: 'g2', author: 'eve', text: 'Fun' });
    await expect.poll(() => page.getByTestId('review-count').textContent()).toBe('3');
    const reviews = await callTool(page, 'listReviews', { productId: 'g2' });
    expect(JSON.stringify(reviews)).toContain('Fun');

    await page.getByTestId('toggle-admin').check();
    await waitForTools(page, [ADMIN_CATALOG_TOOL.name]);
    const withAdmin = await listTools(page);
    expect(withAdmin.find((tool) => tool.name === ADMIN_CATALOG_TOOL.name)).toEqual({
      ...listedShopTool(ADMIN_CATALOG_TOOL),
      origin,
    });
    await page.getByTestId('toggle-catalog').click();
    await page.getByTestId('toggle-reviews').click();
    const globalNames = GLOBAL_TOOLS.map((tool) => tool.name);
    const unmounted = INITIAL_TOOL_NAMES.filter((name) => !globalNames.includes(name));
    await waitForTools(page, [...unmounted, ADMIN_CATALOG_TOOL.name], { present: false });
    const remaining = await listTools(page);
    expect(remaining.map((tool) => tool.name).sort()).toEqual(globalNames.sort());
    expect(errors).toEqual([]);
  } finally {
    await page.close();
    await server.close();
  }
}
