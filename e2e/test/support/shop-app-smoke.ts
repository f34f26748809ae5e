// The shop's smaller browser suite, for a build that is one more version or one more host of a
// bundler the full suite (shop-app-tests.ts) already covers: what the build plugin decides
// (every tool listed with its exact schema; the schema validating a call) and one call of each
// kind — valid, invalid, throwing. The React/SDK behaviour does not depend on the bundler.

import type { Browser } from '@webmcp-nexus/test-helpers/browser';
import { callTool, listTools, waitForTools } from '@webmcp-nexus/test-helpers/model-context';
import { expect, it } from 'vitest';
import {
  INITIAL_TOOL_NAMES,
  INITIAL_TOOLS,
  listedShopTool,
} from '../../../fixtures/apps/shop/expected-tools.js';
import { useBrowserSuite } from './browser-suite.js';

/**
 * Declares the shop's smaller browser suite for one build: `build(outDir)` produces the site.
 * @param label names the suite and its temp directory (e.g. `shop-esbuild-0.25`)
 * @param sharedBrowser the file's Chromium when the file has several such suites
 */
export function describeShopAppSmoke(
  label: string,
  build: (outDir: string) => Promise<unknown>,
  sharedBrowser?: () => Promise<Browser>,
): void {
  const suite = useBrowserSuite({ label, prepareSite: build, sharedBrowser });

  it(`${label}: lists every tool with its exact schema, and calls a valid, an invalid and a throwing one`, async () => {
    const { page, errors } = await suite.openPage();
    await waitForTools(page, INITIAL_TOOL_NAMES);
    const origin = new URL(suite.url()).origin;
    const expected = INITIAL_TOOLS.map((tool) => ({ ...listedShopTool(tool), origin })).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    );
    expect(await listTools(page)).toEqual(expected);

    const product = { id: 'b1', name: 'TypeScript in Depth', category: 'books', price: 39 };
    expect((await callTool(page, 'getProduct', { id: 'b1' })).structuredContent).toEqual(product);

    const invalid = await callTool(page, 'searchProducts', { keyword: 'e', price: { min: 'cheap' } });
    expect(invalid.isError).toBe(true);
    expect(invalid.content[0]?.text).toContain('price.min: expected number, got string');

    expect(await callTool(page, 'checkout', { address: '1 Main St' })).toEqual({
      content: [{ type: 'text', text: 'The cart is empty' }],
      isError: true,
    });
    expect(errors.warnings).toEqual([]);
  });
}
