import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, launchBrowser } from '@webmcp-nexus/test-helpers/browser';
import { collectPageErrors, type PageErrorLog } from '@webmcp-nexus/test-helpers/page-errors';
import { type StaticServer, serveDirectory } from '@webmcp-nexus/test-helpers/static-server';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';

export interface BrowserSuiteOptions {
  /** Names the suite's temporary directory (`webmcp-e2e-<label>-*`). */
  label: string;
  /**
   * Fills `siteDir`, a fresh empty directory, with the site to serve (typically a build); runs
   * once, in beforeAll. Builds go to the OS temp dir, not the shared checkout, so parallel runs
   * never overwrite each other; the directory is deleted after the suite.
   */
  prepareSite: (siteDir: string) => Promise<unknown>;
  /** Console errors the pages of this suite may log (anything else fails the test). */
  allowedConsoleErrors?: RegExp[];
  /**
   * Also starts a Chromium with its native WebMCP on (started beside the other while the site
   * builds), for `openPage(path, { nativeWebMcp: true })`: the same site against the browser's
   * own `document.modelContext`.
   */
  nativeWebMcp?: boolean;
  /** The file's Chromium (`useSharedBrowser()`), for a file with several suites; else one of its own. */
  sharedBrowser?: () => Promise<Browser>;
}

export interface OpenPageOptions {
  /** Open it in the Chromium whose native WebMCP is on (the suite's `nativeWebMcp` option). */
  nativeWebMcp?: boolean;
  /** Runs on the blank tab before it navigates (a DevTools session to attach, a clock to install). */
  beforeNavigation?: (page: Page) => Promise<unknown>;
}

export interface OpenedPage {
  page: Page;
  errors: PageErrorLog;
}

export interface BrowserSuite {
  /**
   * Opens a new tab on `path` of the served site, collecting its console errors; with
   * `nativeWebMcp`, in the Chromium whose native WebMCP is on (the suite's `nativeWebMcp` option).
   */
  openPage: (path?: string, options?: OpenPageOptions) => Promise<OpenedPage>;
  /** Absolute URL of `path` on the served site. */
  url: (path?: string) => string;
  /** The directory being served (available after beforeAll). */
  siteDir: () => string;
}

/**
 * One Chromium for every suite of a test file that passes it as `sharedBrowser`: launched when the
 * first suite starts, closed after the file.
 */
export function useSharedBrowser(): () => Promise<Browser> {
  let launching: Promise<Browser> | undefined;
  afterAll(async () => {
    await (await launching?.catch(() => undefined))?.close();
  });
  return () => {
    launching ??= launchBrowser();
    return launching;
  };
}

/**
 * Registers the hooks of a browser suite: one site, one server and one Chromium for the file;
 * a fresh tab per `openPage`; after each test its tabs close, and any console error nobody
 * expected fails that test.
 */
export function useBrowserSuite({
  label,
  prepareSite,
  allowedConsoleErrors = [],
  nativeWebMcp = false,
  sharedBrowser,
}: BrowserSuiteOptions): BrowserSuite {
  let browser: Browser | undefined;
  let nativeBrowser: Browser | undefined;
  let server: StaticServer | undefined;
  let servedDir: string | undefined;
  let opened: OpenedPage[] = [];

  beforeAll(async () => {
    // Chromium starts while the site builds: both are slow, they do not depend on each other.
    const launching = sharedBrowser ? sharedBrowser() : launchBrowser();
    const launchingNative = nativeWebMcp ? launchBrowser({ nativeWebMcp: true }) : undefined;
    try {
      servedDir = await mkdtemp(join(tmpdir(), `webmcp-e2e-${label}-`));
      await prepareSite(servedDir);
      server = await serveDirectory(servedDir);
    } finally {
      [browser, nativeBrowser] = await Promise.all([launching, launchingNative]);
    }
  });

  afterEach(async () => {
    const pages = opened;
    opened = [];
    await Promise.all(pages.map(({ page }) => page.close().catch(() => undefined)));
    const unexpected = pages.flatMap(({ errors }) => errors.unexpected(allowedConsoleErrors));
    expect(unexpected, 'console errors or uncaught exceptions in the page').toEqual([]);
  });

  afterAll(async () => {
    await Promise.all([
      sharedBrowser ? undefined : browser?.close(),
      nativeBrowser?.close(),
      server?.close(),
    ]);
    if (servedDir) await rm(servedDir, { recursive: true, force: true });
  });

  const url = (path = '/') => {
    if (!server) throw new Error('the site is not served yet (use url() inside tests or hooks)');
    return new URL(path, server.origin).href;
  };

  return {
    url,
    siteDir: () => {
      if (!servedDir) throw new Error('the site is not prepared yet');
      return servedDir;
    },
    openPage: async (path = '/', { nativeWebMcp: native = false, beforeNavigation } = {}) => {
      const chosen = native ? nativeBrowser : browser;
      if (!chosen)
        throw new Error(
          native
            ? 'no native-WebMCP browser: give the suite `nativeWebMcp: true`'
            : 'the browser is not running (beforeAll failed?)',
        );
      const page = await chosen.newPage();
      const entry = { page, errors: collectPageErrors(page) };
      opened.push(entry);
      await beforeNavigation?.(page);
      await page.goto(url(path), { waitUntil: 'domcontentloaded' });
      return entry;
    },
  };
}
