// One headless Chromium per test suite, in a throw-away profile that is removed on close.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

/** The Chromium the harness drives: CHROMIUM_PATH, else Debian's package. */
export function chromiumExecutablePath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

// Keep the browser from phoning home or updating itself mid-test: quiet, fast and deterministic.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The Chromium flag that turns on its native WebMCP (Chromium 150 and later). */
export const NATIVE_WEBMCP_FLAG = '--enable-features=WebMCP';

/**
 * @typedef {object} Browser
 * @property {import('playwright-core').BrowserContext} context
 * @property {() => Promise<import('playwright-core').Page>} newPage
 * @property {() => Promise<void>} close closes Chromium and deletes its profile directory
 */

/**
 * Launches headless Chromium with a fresh profile; with `nativeWebMcp`, with Chromium's own WebMCP
 * on (`document.modelContext` and the DevTools protocol's `WebMCP` domain; the polyfill then
 * stands aside, since it never installs over an existing `document.modelContext`). `args`: more
 * Chromium flags (e.g. `--host-resolver-rules` for a test that needs a name to resolve here).
 * @param {{ nativeWebMcp?: boolean, args?: string[] }} [options]
 * @returns {Promise<Browser>}
 */
export async function launchBrowser({ nativeWebMcp = false, args = [] } = {}) {
  const profileDir = await mkdtemp(join(tmpdir(), 'webmcp-e2e-profile-'));
  let context;
  try {
    context = await chromium.launchPersistentContext(profileDir, {
      executablePath: chromiumExecutablePath(),
      headless: true,
      args: [...CHROMIUM_ARGS, ...(nativeWebMcp ? [NATIVE_WEBMCP_FLAG] : []), ...args],
    });
  } catch (error) {
    await rm(profileDir, { recursive: true, force: true });
    throw new Error(
      `Could not start Chromium at ${chromiumExecutablePath()} (run \`node scripts/ensure-chromium.mjs\`): ${error instanceof Error ? error.message : error}`,
    );
  }
  const launched = context;
  return {
    context: launched,
    newPage: () => launched.newPage(),
    close: async () => {
      await launched.close().catch(() => undefined);
      await rm(profileDir, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}
