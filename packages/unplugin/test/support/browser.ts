import { type Browser, chromium, type Page } from 'playwright-core';

/** The Chromium the tests drive (Debian's package), unless CHROMIUM_PATH names another. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launches headless Chromium once per test file. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ['--no-sandbox'] });
}

/** A tool as the page's WebMCP host (the polyfill) holds it. */
export interface HostTool {
  name: string;
  title: string;
  description: string;
  inputSchema?: unknown;
  annotations?: Record<string, unknown>;
}

/** Opens `url` and collects uncaught page errors, so a broken bundle fails the test loudly. */
export async function openPage(browser: Browser, url: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  return { page, errors };
}

/**
 * The tools registered on `document.modelContext`, read through the host's own `getTools()`
 * after registration settled (the SDK registers asynchronously; React mounts later).
 */
export async function hostTools(page: Page, expectedCount?: number): Promise<HostTool[]> {
  return page.evaluate(async (count) => {
    const host = (document as unknown as { modelContext?: { getTools(): Promise<HostTool[]> } }).modelContext;
    if (!host) throw new Error('no document.modelContext: the app did not initialise the polyfill');
    const deadline = Date.now() + 10_000;
    for (;;) {
      const tools = await host.getTools();
      if (count === undefined || tools.length === count || Date.now() > deadline) {
        return tools.map(({ name, title, description, inputSchema, annotations }) => ({
          name,
          title,
          description,
          inputSchema,
          annotations,
        }));
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }, expectedCount);
}

/** Calls a tool through the polyfill's testing shim, as an agent would; returns its result. */
export async function callTool(page: Page, name: string, input: unknown): Promise<unknown> {
  return page.evaluate(
    async ({ name, input }) => {
      const testing = (
        navigator as unknown as {
          modelContextTesting: { executeTool(name: string, json: string): Promise<unknown> };
        }
      ).modelContextTesting;
      return testing.executeTool(name, JSON.stringify(input));
    },
    { name, input },
  );
}
