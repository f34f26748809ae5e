// The dev inspector (`<webmcp-nexus-inspector>`) driven in real Chromium over a dev server of a
// fresh copy of the shop app: the same scenario for Vite's dev server and webpack-dev-server.

import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyApp } from '@webmcp-nexus/test-helpers/app-copy';
import { type Browser, launchBrowser } from '@webmcp-nexus/test-helpers/browser';
import { collectPageErrors, type PageErrorLog } from '@webmcp-nexus/test-helpers/page-errors';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOG_TOOLS,
  INITIAL_TOOL_NAMES,
  REVIEW_TOOLS,
} from '../../../fixtures/apps/shop/expected-tools.js';
import { isUpdateRun } from '../../../scripts/fixture-updates.mjs';
import { assertPackagesBuilt } from '../../src/build.mjs';

export const SHOP_DIR = fileURLToPath(new URL('../../../fixtures/apps/shop', import.meta.url));
const REPO_DIR = fileURLToPath(new URL('../../..', import.meta.url));

/** Generous: a cold dev build and a page reload on a busy 2-core machine; polls end on success. */
const DEADLINE_MS = 120_000;

/** A running dev server of a shop copy. */
export interface ShopDevServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * A fresh copy of the shop (the M2 test edits it) inside the app, so its node_modules (SDK,
 * plugins, React) resolve as in the app.
 */
function copyShopApp(label: string): string {
  return copyApp(SHOP_DIR, label, [
    'index.html',
    'tsconfig.json',
    'src',
    'vite.config.ts',
    'webpack.config.cjs',
  ]).root;
}

/** `removeFromCart` taking a bare string: the build reports M2 and skips that tool. */
function introduceM2(copy: string): void {
  const cart = join(copy, 'src/api/cart.ts');
  const source = readFileSync(cart, 'utf8');
  const start = source.indexOf('/** Remove every item of one product from the cart */');
  const end = source.indexOf('\n}\n', start) + 3;
  if (start === -1)
    throw new Error('src/api/cart.ts no longer documents removeFromCart as this test expects');
  writeFileSync(
    cart,
    `${source.slice(0, start)}/** Remove every item of one product from the cart */
export function removeFromCart(productId: string): { itemCount: number } {
  setCartLines(getCartLines().filter((line) => line.productId !== productId));
  return { itemCount: countItems() };
}
${source.slice(end)}`,
  );
}

/** The inspector in `page`, opened through its `open()` method. */
async function openInspector(page: Page): Promise<Locator> {
  const inspector = page.locator('webmcp-nexus-inspector');
  await inspector.waitFor({ state: 'attached', timeout: DEADLINE_MS });
  await inspector.evaluate((element) => (element as HTMLElement & { open(): void }).open());
  await inspector.getByRole('dialog', { name: 'webmcp-nexus inspector' }).waitFor();
  return inspector;
}

/** The tool names the inspector lists, in its order. */
function listedTools(inspector: Locator): Promise<string[]> {
  return inspector
    .locator('details.tool')
    .evaluateAll((views) => views.map((view) => view.getAttribute('data-tool')!));
}

/** Waits until the inspector lists exactly `names` (any order). */
async function expectListed(inspector: Locator, names: string[]): Promise<void> {
  await expect
    .poll(async () => (await listedTools(inspector)).sort(), { timeout: DEADLINE_MS })
    .toEqual([...names].sort());
}

/**
 * The inspector scenario over one dev server: `start` serves a shop copy (`copy`) and resolves
 * once it listens. With `screenshot`, the open inspector is photographed (docs/inspector.png when
 * UPDATE_SCREENSHOTS=1, else the copy, which is deleted). With `editorLink` (Vite), a skipped
 * tool's location is a button that opens the file at the line through `/__open-in-editor`.
 */
export function describeInspector(
  name: string,
  start: (copy: string) => Promise<ShopDevServer>,
  { screenshot = false, editorLink = false }: { screenshot?: boolean; editorLink?: boolean } = {},
): void {
  describe(`the dev inspector over ${name}`, () => {
    let browser: Browser;
    let server: ShopDevServer | undefined;
    let copy: string;
    let page: Page;
    let errors: PageErrorLog;
    let inspector: Locator;

    beforeAll(async () => {
      assertPackagesBuilt();
      copy = copyShopApp(name.replace(/\W+/g, '-'));
      const launching = launchBrowser();
      try {
        server = await start(copy);
      } finally {
        browser = await launching;
      }
      page = await browser.newPage();
      await page.setViewportSize({ width: 1100, height: 1000 });
      errors = collectPageErrors(page);
      await page.goto(server.url);
      inspector = await openInspector(page);
    });

    afterAll(async () => {
      await browser?.close();
      await server?.stop();
      if (copy) rmSync(copy, { recursive: true, force: true });
    });

    it('lists every tool the page registered, with its annotations, owner and schema tree, and the host state', async () => {
      await expectListed(inspector, INITIAL_TOOL_NAMES);
      const registered = await page.evaluate(() =>
        (globalThis as unknown as Record<symbol, { listTools(): { name: string }[] }>)[
          Symbol.for('webmcp-nexus.registry')
        ]
          .listTools()
          .map((tool) => tool.name)
          .sort(),
      );
      expect(registered).toEqual(INITIAL_TOOL_NAMES);
      await expect.poll(() => inspector.locator('.state').textContent()).toBe('ready');
      const checkout = inspector.locator('details[data-tool="checkout"]');
      await checkout.locator('summary').click();
      await expect.poll(() => checkout.locator('.badge').allTextContents()).toEqual(['consequential']);
      expect(await checkout.textContent()).toContain('Registered by: global (registerGlobalTools)');
      expect(await checkout.locator('ul.tree').textContent()).toContain('address: string');
      const reviews = inspector.locator(`details[data-tool="${REVIEW_TOOLS[0].name}"]`);
      expect(await reviews.textContent()).toContain('Registered by: class (withWebMcpTools');
      expect(await reviews.locator('.badge').allTextContents()).toEqual(['read-only', 'untrusted']);
      await checkout.locator('summary').click();
    });

    it('calls a tool with a nested object from the generated form and shows the result, then a call history', async () => {
      const search = inspector.locator('details[data-tool="searchProducts"]');
      await search.locator('summary').click();
      const form = search.getByRole('form', { name: 'Try searchProducts' });
      await form.getByLabel(/^keyword/).fill('');
      await form.getByLabel(/^min \(optional\)/).fill('10');
      await form.getByLabel(/^max \(optional\)/).fill('30');
      // `limit` keeps its pre-filled default (10, from the parameter's default value).
      expect(await form.getByLabel(/^limit/).inputValue()).toBe('10');
      await form.getByRole('button', { name: 'Call' }).click();
      const output = form.locator('output');
      await expect.poll(() => output.textContent()).toMatch(/^Result \(\d+ ms\)\n\[/);
      const products = JSON.parse((await output.textContent())!.split('\n').slice(1).join('\n')) as {
        name: string;
      }[];
      // Cheapest first, between 10 and 30 inclusive.
      expect(products.map((product) => product.name)).toEqual([
        'Puzzle Box',
        'The Web Platform',
        'Jazz Standards (vinyl)',
      ]);
      expect(await inspector.getByRole('region', { name: 'Call history' }).textContent()).toContain(
        'searchProducts {"keyword":"","price":{"min":10,"max":30},"limit":10} → ok',
      );
      if (screenshot) {
        const file = isUpdateRun('UPDATE_SCREENSHOTS')
          ? join(REPO_DIR, 'docs/inspector.png')
          : join(copy, 'inspector.png');
        mkdirSync(join(file, '..'), { recursive: true });
        await inspector.getByRole('dialog').screenshot({ path: file });
      }
    });

    it('shows the SDK validation error for an invalid value, without running the tool', async () => {
      const form = inspector.getByRole('form', { name: 'Try searchProducts' });
      await form.getByLabel(/^limit/).fill('500');
      await form.getByRole('button', { name: 'Call' }).click();
      const output = form.locator('output');
      await expect.poll(() => output.textContent()).toMatch(/^Error \(\d+ ms\)\n.*limit/s);
      expect(await output.getAttribute('class')).toContain('error');
      await form.getByLabel(/^limit/).fill('10');
    });

    it('asks before calling a consequential tool', async () => {
      const checkout = inspector.locator('details[data-tool="checkout"]');
      await checkout.locator('summary').click();
      const form = checkout.getByRole('form', { name: 'Try checkout' });
      await form.getByLabel(/^address/).fill('1 Main St');
      await form.getByRole('button', { name: 'Call' }).click();
      await form.getByRole('button', { name: 'Cancel' }).click();
      expect(await form.locator('output').isHidden()).toBe(true);
      await form.getByRole('button', { name: 'Call' }).click();
      await form.getByRole('button', { name: 'Yes, call it' }).click();
      // The cart is empty: the tool's own error comes back as the result's isError text.
      await expect
        .poll(() => form.locator('output').textContent())
        .toMatch(/^Error \(\d+ ms\)\nThe cart is empty/);
      await checkout.locator('summary').click();
    });

    it('follows components as they unmount and mount again', async () => {
      const withoutReviews = INITIAL_TOOL_NAMES.filter(
        (tool) => !REVIEW_TOOLS.some(({ name }) => name === tool),
      );
      await page.getByTestId('toggle-reviews').click();
      await expectListed(inspector, withoutReviews);
      await page.getByTestId('toggle-catalog').click();
      await expectListed(
        inspector,
        withoutReviews.filter((tool) => !CATALOG_TOOLS.some(({ name }) => name === tool)),
      );
      await page.getByTestId('toggle-catalog').click();
      await page.getByTestId('toggle-reviews').click();
      await expectListed(inspector, INITIAL_TOOL_NAMES);
      // The dev servers serve no favicon.
      expect(errors.unexpected([/favicon\.ico/])).toEqual([]);
    });

    it('lists a tool the build skipped (M2) with its location and code frame, from the keyboard shortcut', async () => {
      introduceM2(copy);
      const skipped = inspector.locator('li.skipped[data-code="M2"]');
      // A hot update may re-run the tool module without the call site that registers it: each
      // try reloads, so the page shows what a fresh load of the rebuilt app registers.
      await expect
        .poll(
          async () => {
            await page.reload();
            await page.locator('webmcp-nexus-inspector').waitFor({ state: 'attached' });
            await page.keyboard.press('Alt+Shift+KeyW');
            return (await skipped.count()) ? skipped.textContent() : undefined;
          },
          { timeout: DEADLINE_MS, interval: 2_000 },
        )
        .toMatch(/src\/api\/cart\.ts:\d+:\d+/);
      const text = (await skipped.textContent())!;
      expect(text).toContain('removeFromCart');
      expect(text).toMatch(/> +\d+ \| export function removeFromCart\(productId: string\)/);
      await expectListed(
        inspector,
        INITIAL_TOOL_NAMES.filter((tool) => tool !== 'removeFromCart'),
      );
      const location = /^src\/api\/cart\.ts:\d+:\d+$/;
      if (!editorLink) {
        expect(await skipped.locator('code.location').textContent()).toMatch(location);
        return;
      }
      // Answered here: the real endpoint would start an editor on this machine.
      let opened: string | undefined;
      await page.route('**/__open-in-editor?*', async (route) => {
        opened = new URL(route.request().url()).searchParams.get('file') ?? undefined;
        await route.fulfill({ status: 200, body: '' });
      });
      const link = skipped.getByRole('button', { name: location });
      await link.focus();
      await page.keyboard.press('Enter');
      // Relative to the dev server's working directory (no absolute path reaches the page), which
      // is where Vite's /__open-in-editor resolves it.
      const shown = (await link.textContent())!;
      await expect.poll(() => opened && resolve(opened)).toBe(join(copy, shown));
    });
  });
}
