// `webmcp-nexus mcp` serving the live tools of the shop open in real Chromium, from a development
// build: the same scenario for every dev server (and a development watch build served as files).

import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { copyApp } from '@webmcp-nexus/test-helpers/app-copy';
import { type Browser, launchBrowser } from '@webmcp-nexus/test-helpers/browser';
import { collectPageErrors, type PageErrorLog } from '@webmcp-nexus/test-helpers/page-errors';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOG_TOOLS,
  INITIAL_TOOL_NAMES,
  INITIAL_TOOLS,
} from '../../../fixtures/apps/shop/expected-tools.js';
import { assertPackagesBuilt } from '../../src/build.mjs';
import { expectedMcpTool, type LiveToolsCli, startLiveToolsCli } from './live-tools-client.js';

export const SHOP_DIR = fileURLToPath(new URL('../../../fixtures/apps/shop', import.meta.url));

/** A development server (or a watch build and a file server) of a shop copy. */
export interface ShopDevServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * A fresh copy of the shop inside the app (so its node_modules resolve as the app's), with a
 * package.json of its own: its cache folder, and so its live-tools port and secret, are its own.
 */
export function copyShopForLiveTools(label: string): string {
  const copy = copyApp(SHOP_DIR, `live-${label}`, [
    'index.html',
    'tsconfig.json',
    'src',
    'vite.config.ts',
    'webpack.config.cjs',
    'rsbuild.config.ts',
  ]);
  copy.write('package.json', '{ "private": true, "type": "module" }\n');
  return copy.root;
}

/** Everything a suite's tests share: the CLI and its client, Chromium, the page. */
export interface LiveToolsRun {
  copy: string;
  server: ShopDevServer;
  cli: LiveToolsCli;
  browser: Browser;
  page: Page;
  errors: PageErrorLog;
}

/** How long a tool took to reach the client after the page mounted it, per suite (for the report). */
export const appearanceTimes: { suite: string; milliseconds: number }[] = [];

/**
 * Milliseconds from the moment the page's SDK registry held `name` (the mount, as the page saw it)
 * to the moment the client's tools/list showed it, after `act` (e.g. a click that mounts it).
 * Both are wall-clock times of one machine.
 */
export async function timeAppearance(
  run: LiveToolsRun,
  name: string,
  act: () => Promise<void>,
): Promise<number> {
  await run.page.evaluate((toolName) => {
    const registry = (
      globalThis as unknown as Record<
        symbol,
        { subscribe(f: () => void): () => void; listTools(): { name: string }[] }
      >
    )[Symbol.for('webmcp-nexus.registry')];
    const scope = globalThis as unknown as { __mountedAt?: Promise<number> };
    scope.__mountedAt = new Promise((resolve) => {
      const stop = registry.subscribe(() => {
        if (registry.listTools().some((tool) => tool.name === toolName)) {
          stop();
          resolve(Date.now());
        }
      });
    });
  }, name);
  await act();
  await run.cli.liveToolsWhen((names) => names.includes(name));
  const listedAt = Date.now();
  const mountedAt = await run.page.evaluate(
    () => (globalThis as unknown as { __mountedAt: Promise<number> }).__mountedAt,
  );
  return listedAt - mountedAt;
}

/** Waits until the client lists exactly the shop's initial tools. */
export function initialToolsListed(cli: LiveToolsCli) {
  return cli.liveToolsWhen(
    (names) => JSON.stringify([...names].sort()) === JSON.stringify(INITIAL_TOOL_NAMES),
  );
}

/** How one suite serves the shop. */
export interface LiveToolsHost {
  /** Makes the project copy to serve (default: `copyShopForLiveTools`). */
  copy?: (label: string) => Promise<string>;
  /** Serves the copy in development; resolves once it answers. */
  start(copy: string): Promise<ShopDevServer>;
  /**
   * Whether the CLI starts before the dev server (and creates the project's endpoint), or after
   * the page is open (the dev build created it, and the page's worker has been waiting).
   */
  cliFirst: boolean;
  /** More tests that share the run. */
  more?: (run: () => LiveToolsRun) => void;
  /** The file's Chromium (`shareBrowser()`), else one of the suite's own. */
  browser?: () => Browser;
}

/** One Chromium for every suite of a test file: launched before them, closed after them. */
export function shareBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('the shared browser is launched in beforeAll');
    return browser;
  };
}

/** The live-tools scenario over one development server of the shop (or of the Next.js shop). */
export function describeLiveTools(
  name: string,
  { copy, start, cliFirst, more, browser }: LiveToolsHost,
): void {
  describe(`webmcp-nexus mcp serves the live tools of the shop under ${name}`, () => {
    const run = {} as LiveToolsRun;

    beforeAll(async () => {
      assertPackagesBuilt();
      const label = name.replace(/\W+/g, '-');
      run.copy = copy ? await copy(label) : copyShopForLiveTools(label);
      const launching = browser ? Promise.resolve(browser()) : launchBrowser();
      try {
        if (cliFirst) run.cli = await startLiveToolsCli(run.copy);
        run.server = await start(run.copy);
      } finally {
        run.browser = await launching;
      }
      run.page = await run.browser.newPage();
      run.errors = collectPageErrors(run.page);
      await run.page.goto(run.server.url);
      await run.page.getByTestId('cart-count').waitFor();
      if (!cliFirst) run.cli = await startLiveToolsCli(run.copy);
    });

    afterAll(async () => {
      await run.cli?.close();
      if (browser) await run.page?.close();
      else await run.browser?.close();
      await run.server?.stop();
      if (run.copy) rmSync(run.copy, { recursive: true, force: true });
    });

    it(`lists every tool the page registered once, with its exact schema, title and annotations (${cliFirst ? 'CLI' : 'dev server'} started first)`, async () => {
      const tools = await initialToolsListed(run.cli);
      const expected = INITIAL_TOOLS.map(expectedMcpTool).sort((a, b) => (a.name < b.name ? -1 : 1));
      expect(tools).toEqual(expected);
    });

    it('runs calls in the page: a valid one changes it, an invalid one is refused naming the field, a throwing one is an error result; results are the page’s own', async () => {
      const { cli, page } = run;
      expect(await cli.call('addToCart', { productId: 'b1', quantity: 2 })).toEqual({
        content: [{ type: 'text', text: '{"ok":true,"itemCount":2}' }],
        structuredContent: { ok: true, itemCount: 2 },
      });
      await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('2');
      expect(await cli.call('addToCart', { quantity: 'two' })).toEqual({
        content: [
          {
            type: 'text',
            text: 'Invalid input for "addToCart": productId: is required; quantity: expected number, got string',
          },
        ],
        isError: true,
      });
      // The page's registry answers the same call with the same CallToolResult, unchanged.
      const inPage = await page.evaluate(() =>
        (
          globalThis as unknown as Record<
            symbol,
            { callTool(n: string, a: object): Promise<{ result: unknown }> }
          >
        )[Symbol.for('webmcp-nexus.registry')]
          .callTool('getCart', {})
          .then((outcome) => outcome.result),
      );
      expect(await cli.call('getCart')).toEqual(inPage);
      const order = await cli.call('checkout', { address: '1 Main St' });
      expect(order.isError).toBeUndefined();
      expect(order.structuredContent).toMatchObject({ itemCount: 2, shipTo: '1 Main St' });
      await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('0');
      expect(await cli.call('checkout', { address: '1 Main St' })).toEqual({
        content: [{ type: 'text', text: 'The cart is empty' }],
        isError: true,
      });
    });

    it('tells the client when a component unmounts and mounts its tools (tools/list_changed)', async () => {
      const { cli, page } = run;
      const catalogNames = CATALOG_TOOLS.map((tool) => tool.name);
      const before = cli.listChangedCount();
      await page.getByTestId('toggle-catalog').click();
      const without = await cli.liveToolsWhen((names) => !names.includes(catalogNames[0]));
      expect(without.map((tool) => tool.name).sort()).toEqual(
        INITIAL_TOOL_NAMES.filter((toolName) => !catalogNames.includes(toolName)),
      );
      const milliseconds = await timeAppearance(run, catalogNames[0], () =>
        page.getByTestId('toggle-catalog').click(),
      );
      appearanceTimes.push({ suite: name, milliseconds });
      await initialToolsListed(cli);
      expect(cli.listChangedCount()).toBeGreaterThanOrEqual(before + 2);
      expect(run.errors.unexpected([/favicon\.ico/])).toEqual([]);
    });

    more?.(() => run);
  });
}
