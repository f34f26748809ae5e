// `next dev` on fixtures/apps/next-shop, Turbopack (the default) and `--webpack`: an edit to a
// type in a third file (src/types.ts, imported by src/api/products.ts for types only) reaches the
// page's schema after a reload; a broken tool is a warning there and only that tool is skipped.

import { type Browser, launchBrowser } from '@webmcp-nexus/test-helpers/browser';
import { listTools, waitForTools } from '@webmcp-nexus/test-helpers/model-context';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INITIAL_TOOL_NAMES, INITIAL_TOOLS } from '../../fixtures/apps/shop/expected-tools.js';
import {
  type Bundler,
  bundlerFlags,
  copyNextShop,
  type NextAppCopy,
  type NextServer,
  startNext,
} from './support/next-app.js';
import { withInStockField, withPrimitiveParameterTool } from './support/next-edits.js';

const searchSchema = INITIAL_TOOLS.find((tool) => tool.name === 'searchProducts')?.inputSchema as {
  properties: Record<string, unknown>;
};

/** A development warning of the SDK's (the build's own diagnostics are not prefixed by an API name). */
const SDK_WARNING =
  /no __webmcpSchema|\[webmcp-nexus\] (?:registerGlobalTools|useWebMcpTools|withWebMcpTools)/;

/** What the server itself printed: Next 16's dev server also echoes the page's console, as `[browser] …` lines. */
const serverSide = (output: string) =>
  output
    .split('\n')
    .filter((line) => !line.includes('[browser]'))
    .join('\n');

for (const bundler of ['turbopack', 'webpack'] satisfies Bundler[]) {
  describe(`next dev, ${bundler}`, () => {
    let copy: NextAppCopy;
    let server: NextServer;
    let browser: Browser;
    let page: Page;

    beforeAll(async () => {
      const launching = launchBrowser();
      try {
        copy = await copyNextShop(`dev-${bundler}`);
        server = await startNext(copy.dir, 'dev', bundlerFlags(bundler));
      } finally {
        browser = await launching;
      }
      page = await browser.newPage();
    });

    afterAll(async () => {
      await Promise.all([browser?.close(), server?.stop()]);
      await copy?.remove();
    });

    /** Reloads until the host lists searchProducts with a schema that satisfies `check`. */
    async function searchSchemaAfterReload(): Promise<Record<string, unknown> | undefined> {
      // A reload during a recompile waits for it: minutes on a busy 2-core machine.
      await page.goto(`${server.origin}/`, { waitUntil: 'domcontentloaded', timeout: 120_000 });
      await waitForTools(page, INITIAL_TOOL_NAMES, { timeout: 60_000 });
      const search = (await listTools(page)).find((tool) => tool.name === 'searchProducts');
      return search?.inputSchema as Record<string, unknown> | undefined;
    }

    it('serves the exact schemas and the dev inspector, then the new field after types.ts changes', async () => {
      expect(await searchSchemaAfterReload()).toEqual(searchSchema);
      // The server rendered the 'use client' components too, from bundles without schemas: the SDK
      // says nothing there (no "no __webmcpSchema" per tool).
      expect(serverSide(server.output())).not.toMatch(SDK_WARNING);
      await expect.poll(() => page.locator('webmcp-nexus-inspector').count()).toBe(1);
      await copy.write('src/types.ts', withInStockField(await copy.read('src/types.ts')));
      const expected = {
        ...searchSchema,
        properties: {
          ...searchSchema.properties,
          inStock: { type: 'boolean', description: 'Only products that are in stock' },
        },
      };
      await expect.poll(searchSchemaAfterReload, { timeout: 240_000, interval: 500 }).toEqual(expected);
    }, 300_000);

    it('warns about a tool with a primitive parameter, skips it and keeps the others', async () => {
      const { source, line, column } = withPrimitiveParameterTool(await copy.read('src/api/products.ts'));
      await copy.write('src/api/products.ts', source);
      const location = `src/api/products.ts:${line}:${column}`;
      await expect
        .poll(
          async () => {
            await searchSchemaAfterReload();
            return server.output().includes(location);
          },
          { timeout: 240_000, interval: 500 },
        )
        .toBe(true);
      const names = (await listTools(page)).map((tool) => tool.name);
      expect(names).toEqual(INITIAL_TOOL_NAMES);
      // Reported once, though the save and each request since served the page again. Under
      // Turbopack the loader reports it once too, but Next's dev server prints every warning a
      // module's latest load emitted again at each request (its printNonFatalIssue), so there the
      // count is Next's to keep.
      if (bundler === 'webpack') {
        await searchSchemaAfterReload();
        await searchSchemaAfterReload();
        const reports = serverSide(server.output()).split(location).length - 1;
        expect(reports, serverSide(server.output())).toBe(1);
      }
      expect(server.output()).toMatch(/M2/);
      expect(serverSide(server.output())).not.toMatch(SDK_WARNING);
    }, 300_000);
  });
}
