import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AppCopy, copyApp } from '@webmcp-nexus/test-helpers/app-copy';
import { type Browser, launchBrowser } from '@webmcp-nexus/test-helpers/browser';
import { freePort } from '@webmcp-nexus/test-helpers/free-port';
import { listTools, waitForTools } from '@webmcp-nexus/test-helpers/model-context';
import { openPage } from '@webmcp-nexus/test-helpers/page-errors';
import { pollUntil } from '@webmcp-nexus/test-helpers/poll';
import type { Page } from 'playwright-core';
import type { Logger, Plugin, ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webmcp from '../src/index';
import { recordingLogger, SHOP_DIR } from './support';
import { VITE_VERSIONS, type ViteVersion } from './vite-versions';

const VANILLA_DIR = join(SHOP_DIR, '../vanilla');

/**
 * A fresh copy of the vanilla app (each test edits its own) inside the app, so its
 * node_modules (SDK, polyfill) resolve as in the app, with the parameter type of `increment`
 * moved to a third file: the one the test edits.
 */
function copyVanillaApp(): string {
  const copy = copyApp(VANILLA_DIR, 'dev', ['index.html', 'tsconfig.json', 'src']);
  const source = copy.read('src/api/counter.ts');
  const typeStart = source.indexOf('/** How to change the counter. */');
  const typeEnd = source.indexOf('}', typeStart) + 1;
  copy.write('src/increment-params.ts', `${source.slice(typeStart, typeEnd)}\n`);
  copy.write(
    'src/api/counter.ts',
    `import type { IncrementParams } from '../increment-params';\n${source.slice(0, typeStart)}${source.slice(typeEnd)}`,
  );
  copies.push(copy);
  return copy.root;
}

let browser: Browser;
const copies: AppCopy[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  for (const copy of copies) copy.remove();
});

/**
 * A dev server of `root` on a real port (with port 0 the HMR client would not know where to
 * connect); `more` adds plugins, a logger, or turns the watcher off.
 */
async function startDevServer(
  vite: ViteVersion,
  root: string,
  more: { plugins?: Plugin[]; customLogger?: Logger; watch?: null } = {},
): Promise<ViteDevServer> {
  const server = await vite.createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    customLogger: more.customLogger,
    // Vite 5 and 8 would otherwise share (and re-optimise) the app's node_modules/.vite.
    cacheDir: join(root, '.vite'),
    plugins: [webmcp(), ...(more.plugins ?? [])],
    server: {
      port: await freePort(),
      strictPort: true,
      host: '127.0.0.1',
      ...('watch' in more ? { watch: more.watch } : {}),
    },
  });
  await server.listen();
  return server;
}

/** The text of Vite's error overlay in the page, or undefined while none is shown. */
function overlayText(page: Page): Promise<string | undefined> {
  return page.evaluate(
    () => document.querySelector('vite-error-overlay')?.shadowRoot?.textContent ?? undefined,
  );
}

describe.each(VITE_VERSIONS)('the $name dev server in a browser', (vite) => {
  it('shows the page the new schema after a tool JSDoc or its parameter type in a third file is edited', async () => {
    const copy = copyVanillaApp();
    const server = await startDevServer(vite, copy);
    const { page, errors } = await openPage(browser, server.resolvedUrls!.local[0]);
    const increment = async () => (await listTools(page)).find((tool) => tool.name === 'increment');
    try {
      const first = await pollUntil(increment, (tool) => tool !== undefined);
      expect(first?.description).toBe('Add to the counter shown on the page');

      const api = join(copy, 'src/api/counter.ts');
      writeFileSync(
        api,
        readFileSync(api, 'utf8').replace('Add to the counter shown on the page', 'Add to the counter, live'),
      );
      // The module does not accept hot updates: Vite reloads the page, which registers again.
      const afterJsDoc = await pollUntil(
        increment,
        (tool) => tool?.description === 'Add to the counter, live',
      );
      expect(afterJsDoc?.description).toBe('Add to the counter, live');

      const types = join(copy, 'src/increment-params.ts');
      const withReason = readFileSync(types, 'utf8').replace(
        '  by?: number;',
        '  by?: number;\n  /** Why it changes */\n  reason?: string;',
      );
      writeFileSync(types, withReason);
      const afterType = await pollUntil(increment, (tool) =>
        JSON.stringify(tool?.inputSchema).includes('reason'),
      );
      expect(afterType?.inputSchema).toMatchObject({
        properties: { reason: { type: 'string', description: 'Why it changes' } },
      });
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      await server.close();
    }
  });

  it("serves the checker's schemas, with warning I1 once, when its shadow check finds the fast answer different", async () => {
    const copy = copyVanillaApp();
    const types = join(copy, 'src/increment-params.ts');
    const withReason = readFileSync(types, 'utf8').replace(
      '  by?: number;',
      '  by?: number;\n  /** Why it changes */\n  reason?: string;',
    );
    // The engines agree unless one has a bug: to make them differ, the parameter type changes on
    // disk right after the fast answer is served, unseen (no watcher). The checker, checking that
    // answer once the server is idle, reads the new type.
    let edited = false;
    const editAfterFastAnswer: Plugin = {
      name: 'edit-after-fast-answer',
      transform(_code, id) {
        if (!edited && id.startsWith('\0webmcp-nexus/schemas/')) {
          edited = true;
          writeFileSync(types, withReason);
        }
      },
    };
    const logger = recordingLogger();
    const server = await startDevServer(vite, copy, {
      plugins: [editAfterFastAnswer],
      customLogger: logger,
      watch: null,
    });
    const { page, errors } = await openPage(browser, server.resolvedUrls!.local[0]);
    const increment = async () => (await listTools(page)).find((tool) => tool.name === 'increment');
    try {
      const fast = await pollUntil(increment, (tool) => tool !== undefined);
      expect(edited).toBe(true);
      expect(JSON.stringify(fast?.inputSchema)).not.toContain('reason');
      // The schema module is served again as a hot update: the page reloads and registers again.
      const checked = await pollUntil(increment, (tool) =>
        JSON.stringify(tool?.inputSchema).includes('reason'),
      );
      expect(checked?.inputSchema).toMatchObject({
        properties: { reason: { type: 'string', description: 'Why it changes' } },
      });
      const mismatches = logger.warnings.filter((warning) => warning.includes('warning I1'));
      expect(mismatches).toHaveLength(1);
      expect(mismatches[0]).toContain('answered differently from the TypeScript checker');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      await server.close();
    }
  });

  it('shows a broken tool in the error overlay and registers the other tools', async () => {
    const copy = copyVanillaApp();
    const api = join(copy, 'src/api/counter.ts');
    // A primitive first parameter: error M2, the tool is skipped in dev.
    writeFileSync(
      api,
      readFileSync(api, 'utf8').replace(
        'export function readCounter()',
        'export function readCounter(scale: number)',
      ),
    );
    const server = await startDevServer(vite, copy);
    const { page, errors } = await openPage(browser, server.resolvedUrls!.local[0]);
    try {
      const overlay = await pollUntil(
        () => overlayText(page),
        (text) => text !== undefined,
      );
      expect(overlay).toContain("error M2: Tool 'readCounter'");
      expect(overlay).toContain('counter.ts:');
      const registered = ['divideCounter', 'increment', 'resetCounter', 'setNote'];
      await waitForTools(page, registered);
      const names = (await listTools(page)).map((tool) => tool.name).sort();
      expect(names).toEqual(registered);

      // An edit that reloads the page while the error remains: the reloaded page shows it again.
      await page.evaluate(() => {
        (window as { beforeEdit?: boolean }).beforeEdit = true;
      });
      writeFileSync(
        api,
        `${readFileSync(api, 'utf8')}
// edited
`,
      );
      await pollUntil(
        () => page.evaluate(() => (window as { beforeEdit?: boolean }).beforeEdit === undefined),
        (reloaded) => reloaded,
      );
      const overlayAfterReload = await pollUntil(
        () => overlayText(page),
        (text) => text !== undefined,
      );
      expect(overlayAfterReload).toContain("error M2: Tool 'readCounter'");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      await server.close();
    }
  });
});
