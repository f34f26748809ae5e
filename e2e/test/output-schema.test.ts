// Output schemas (plugin option `outputSchema: true`), built by Vite and run in Chromium on the real
// polyfill: the schema derived from a tool's return type reaches the host's registerTool, a
// development build warns (naming the path) when the tool returns another shape and passes the
// result on unchanged, and a production build of the same page carries no trace of the check.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { callTool, listTools, waitForTools } from '@webmcp-nexus/test-helpers/model-context';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { assertPackagesBuilt, runBuild } from '../src/build.mjs';
import { useBrowserSuite } from './support/browser-suite.js';

const e2eDir = fileURLToPath(new URL('..', import.meta.url));
const WARNING = 'does not match its outputSchema';

/** `vite build` of pages/output-schema in `mode` (development reads the page's .env.development: NODE_ENV=development). */
function buildPage(mode: 'development' | 'production', outDir: string) {
  const args = ['exec', 'vite', 'build', 'pages/output-schema', '--mode', mode, '--outDir', outDir];
  return runBuild('pnpm', [...args, '--emptyOutDir', '--base', './', '--logLevel', 'warn'], { cwd: e2eDir });
}

const suite = useBrowserSuite({
  label: 'output-schema',
  prepareSite: async (dir) => {
    assertPackagesBuilt();
    // Both builds of the one page, served side by side: development at /, production at /production/.
    await buildPage('development', dir);
    await buildPage('production', join(dir, 'production'));
  },
});

const PRODUCT_SCHEMA = {
  type: 'object',
  properties: {
    id: { type: 'string', description: 'Product id' },
    price: { type: 'number', description: 'Price in euros' },
    tags: { type: 'array', items: { type: 'string' } },
  },
  required: ['id', 'price', 'tags'],
};

async function openWithTools(path = '/') {
  const opened = await suite.openPage(path);
  await waitForTools(opened.page, ['countProducts', 'getProduct']);
  return opened;
}

/** The descriptors the page's host received from the SDK, by tool name (recorded by the page's main.ts). */
function receivedDescriptors(page: Page): Promise<Record<string, Record<string, unknown>>> {
  return page.evaluate(() => (window as unknown as { __receivedDescriptors: never }).__receivedDescriptors);
}

/** The JavaScript the build wrote. */
async function bundleText(dir: string): Promise<string> {
  const assets = join(dir, 'assets');
  const files = (await readdir(assets)).filter((file) => file.endsWith('.js'));
  return (await Promise.all(files.map((file) => readFile(join(assets, file), 'utf8')))).join('\n');
}

describe('output schemas', () => {
  it('reach the host: registerTool gets outputSchema for an object result, none for a number', async () => {
    const { page } = await openWithTools();
    const descriptors = await receivedDescriptors(page);
    expect(descriptors.getProduct?.outputSchema).toEqual(PRODUCT_SCHEMA);
    expect(descriptors.countProducts).not.toHaveProperty('outputSchema');
    // The polyfill accepted both registrations (5.1.0 does not list outputSchema back).
    expect((await listTools(page)).map((tool) => tool.name)).toEqual(['countProducts', 'getProduct']);
  });

  it('in a development build, a result of another shape is warned about with its path and passed on unchanged', async () => {
    const { page, errors } = await openWithTools();
    const matching = await callTool(page, 'getProduct', { id: 'p1' });
    expect(matching.structuredContent).toEqual({ id: 'p1', price: 9.5, tags: ['new'] });

    const mismatching = await callTool(page, 'getProduct', { id: 'p2' });
    expect(mismatching.isError).toBeFalsy();
    expect(mismatching.structuredContent).toEqual({ id: 'p2', price: '12.50', tags: ['sale'] });
    await callTool(page, 'getProduct', { id: 'p2' });
    await expect.poll(() => page.locator('#lookup-count').textContent()).toBe('3');
    await expect
      .poll(() => errors.warnings.filter((text) => text.includes(WARNING)))
      .toEqual([
        expect.stringContaining(
          '[webmcp-nexus] getProduct returned a result that does not match its outputSchema at $.price: expected number, got string',
        ),
      ]);
  });

  it('a production build sends the schema but has no check: no warning text in the bundle, none in the page', async () => {
    expect(await bundleText(suite.siteDir())).toContain(WARNING);
    expect(await bundleText(join(suite.siteDir(), 'production'))).not.toContain(WARNING);

    const { page, errors } = await openWithTools('/production/');
    expect((await receivedDescriptors(page)).getProduct?.outputSchema).toEqual(PRODUCT_SCHEMA);
    const mismatching = await callTool(page, 'getProduct', { id: 'p2' });
    expect(mismatching.structuredContent).toEqual({ id: 'p2', price: '12.50', tags: ['sale'] });
    await expect.poll(() => page.locator('#lookup-count').textContent()).toBe('1');
    expect(errors.warnings.filter((text) => text.includes('[webmcp-nexus]'))).toEqual([]);
  });
});
