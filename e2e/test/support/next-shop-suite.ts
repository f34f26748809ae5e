// The browser suite of a built fixtures/apps/next-shop: one copy, one `next build`, one
// `next start` and one Chromium per suite; a fresh tab per test. The tools an agent sees must be
// exactly the shop's (fixtures/apps/shop/expected-tools.ts), whatever bundler built the app.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type Browser, launchBrowser } from '@webmcp-nexus/test-helpers/browser';
import { callTool, listTools, waitForTools } from '@webmcp-nexus/test-helpers/model-context';
import { collectPageErrors, type PageErrorLog } from '@webmcp-nexus/test-helpers/page-errors';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import {
  INITIAL_TOOL_NAMES,
  INITIAL_TOOLS,
  listedShopTool,
} from '../../../fixtures/apps/shop/expected-tools.js';
import {
  expectNativeCalls,
  expectNativeListing,
  expectNativeMounting,
  openNativeShop,
} from './native-shop-checks.js';
import {
  buildNext,
  copyNextShop,
  type NextAppCopy,
  type NextMajor,
  type NextServer,
  startNext,
} from './next-app.js';

const CLI = fileURLToPath(new URL('../../../packages/cli/dist/cli.js', import.meta.url));

export interface NextShopSuiteOptions {
  label: string;
  /** Extra `next build` arguments (`--webpack`). */
  buildArgs: string[];
  major?: NextMajor;
  /** Also runs the app on Chromium's native WebMCP (a second Chromium, the same build and server). */
  nativeWebMcp?: boolean;
}

/** Declares the tests of one built Next shop: tools listed exactly, then a valid, an invalid and a throwing call. */
export function describeBuiltNextShop({
  label,
  buildArgs,
  major = 16,
  nativeWebMcp = false,
}: NextShopSuiteOptions): void {
  let copy: NextAppCopy | undefined;
  let server: NextServer | undefined;
  let browser: Browser | undefined;
  let nativeBrowser: Browser | undefined;
  let opened: { page: Page; errors: PageErrorLog }[] = [];
  let buildOutput = '';

  beforeAll(async () => {
    const launching = launchBrowser();
    const launchingNative = nativeWebMcp ? launchBrowser({ nativeWebMcp: true }) : undefined;
    try {
      copy = await copyNextShop(label, major);
      buildOutput = (await buildNext(copy.dir, buildArgs, major)).output;
      server = await startNext(copy.dir, 'start', [], major);
    } finally {
      [browser, nativeBrowser] = await Promise.all([launching, launchingNative]);
    }
  });

  afterEach(async () => {
    const pages = opened;
    opened = [];
    await Promise.all(pages.map(({ page }) => page.close().catch(() => undefined)));
    const unexpected = pages.flatMap(({ errors }) => errors.unexpected());
    expect(unexpected, 'console errors or uncaught exceptions in the page').toEqual([]);
  });

  afterAll(async () => {
    await Promise.all([browser?.close(), nativeBrowser?.close(), server?.stop()]);
    await copy?.remove();
  });

  async function openShop(): Promise<Page> {
    if (!browser || !server) throw new Error('the app is not running (beforeAll failed?)');
    const page = await browser.newPage();
    opened.push({ page, errors: collectPageErrors(page) });
    await page.goto(`${server.origin}/`, { waitUntil: 'domcontentloaded' });
    await waitForTools(page, INITIAL_TOOL_NAMES);
    return page;
  }

  it(`${label}: the build reports no webmcp-nexus warning, and the server rendered the page`, async () => {
    expect(buildOutput).not.toMatch(/webmcp-nexus|WebMcpError/);
    const html = await (await fetch(`${server?.origin}/`)).text();
    expect(html).toContain('data-testid="cart-count"');
  });

  if (buildArgs.includes('--webpack'))
    it(`${label}: the webpack compilations ran in Next's build worker, as the app's config alone has them`, async () => {
      // Next runs them in the main process when a config has a `webpack` hook it did not get from
      // us (withWebMcp always adds one); its build diagnostics say which it did.
      const diagnostics = JSON.parse(
        await readFile(join(copy?.dir ?? '', '.next/diagnostics/build-diagnostics.json'), 'utf8'),
      );
      expect(diagnostics.buildOptions).toEqual(expect.objectContaining({ useBuildWorker: 'true' }));
    });

  it(`${label}: lists the global, hook and class-component tools with their exact schemas`, async () => {
    const page = await openShop();
    const origin = server?.origin;
    const expected = INITIAL_TOOLS.map((tool) => ({ ...listedShopTool(tool), origin })).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    );
    expect(await listTools(page)).toEqual(expected);
    // The dev inspector is for `next dev` only.
    expect(await page.locator('webmcp-nexus-inspector').count()).toBe(0);
  });

  it(`${label}: the build wrote webmcp-tools.json into the project (not .next/, not public/), the same tools as webmcp-nexus list --json`, async () => {
    const dir = copy?.dir ?? '';
    const written = JSON.parse(await readFile(join(dir, 'webmcp-tools.json'), 'utf8'));
    const listed = JSON.parse(
      (await promisify(execFile)(process.execPath, [CLI, 'list', '--json', dir])).stdout,
    );
    expect(written).toEqual(listed);
    expect(written.tools.map((tool: { name: string }) => tool.name)).toEqual(
      expect.arrayContaining(INITIAL_TOOL_NAMES),
    );
  });

  it(`${label}: a valid call works, an invalid one is refused with the path named, a throw is an error result`, async () => {
    const page = await openShop();
    const found = await callTool(page, 'searchProducts', { keyword: 'e', price: { max: 30 } });
    expect(found.isError).toBeFalsy();
    expect(JSON.parse(found.content[0]?.text ?? '')).toEqual([
      { id: 'g2', name: 'Puzzle Box', category: 'games', price: 15 },
      { id: 'b2', name: 'The Web Platform', category: 'books', price: 25 },
    ]);
    const invalid = await callTool(page, 'addToCart', { productId: 'b1', quantity: '2' });
    expect(invalid.isError).toBe(true);
    expect(invalid.content[0]?.text).toContain('quantity: expected number, got string');
    expect(await page.getByTestId('cart-count').textContent()).toBe('0');
    expect(await callTool(page, 'checkout', { address: '1 Main St' })).toEqual({
      content: [{ type: 'text', text: 'The cart is empty' }],
      isError: true,
    });
    // The class component's tool reads its current state; the hook's tool changes the page.
    await callTool(page, 'addReview', { productId: 'b1', author: 'eve', text: 'Great.' });
    await expect.poll(() => page.getByTestId('review-count').textContent()).toBe('3');
    await callTool(page, 'setCatalogFilter', { category: 'games' });
    await expect.poll(() => page.getByTestId('product-count').textContent()).toBe('2');
  });

  if (nativeWebMcp) {
    /** The app in the native-WebMCP Chromium, its `WebMCP` domain connected before it loads. */
    const openNative = () =>
      openNativeShop(async (beforeNavigation) => {
        if (!nativeBrowser || !server) throw new Error('the app is not running (beforeAll failed?)');
        const page = await nativeBrowser.newPage();
        opened.push({ page, errors: collectPageErrors(page) });
        await beforeNavigation(page);
        await page.goto(`${server.origin}/`, { waitUntil: 'domcontentloaded' });
        return page;
      });

    it(`${label}: on native WebMCP, the DevTools protocol lists every tool exactly; titles stay in the page`, async () => {
      const { page, protocol } = await openNative();
      await expectNativeListing(page, protocol);
    });

    it(`${label}: on native WebMCP, WebMCP.invokeTool gets valid, invalid and throwing calls answered`, async () => {
      const { page, protocol } = await openNative();
      await expectNativeCalls(page, protocol);
    });

    it(`${label}: on native WebMCP, tools are removed and added as their components unmount and mount`, async () => {
      const { page, protocol } = await openNative();
      await expectNativeMounting(page, protocol);
    });
  }
}
