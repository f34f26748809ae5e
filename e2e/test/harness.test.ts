// Proves the harness on a page that registers tools straight on the real polyfill, with no SDK
// and no build: if these fail, the app suites' failures mean nothing.
import { cp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import {
  callTool,
  countToolChanges,
  executeTool,
  listTools,
  startToolCall,
  waitForTools,
} from '@webmcp-nexus/test-helpers/model-context';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './support/browser-suite.js';

const require = createRequire(import.meta.url);
const polyfillHostPage = fileURLToPath(new URL('../pages/polyfill-host/', import.meta.url));

const suite = useBrowserSuite({
  label: 'harness',
  prepareSite: async (dir) => {
    await cp(polyfillHostPage, dir, { recursive: true });
    await cp(require.resolve('@mcp-b/webmcp-polyfill/iife'), `${dir}/webmcp-polyfill.iife.js`);
  },
});

const ALL_TOOLS = ['echo', 'explode', 'wait_for_release'];

describe('static server', () => {
  it('serves files and falls back to index.html for page paths only', async () => {
    const index = await fetch(suite.url('/'));
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('text/html');
    const script = await fetch(suite.url('/app.js'));
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(await script.text()).toContain('harnessPage');

    const deepRoute = await fetch(suite.url('/orders/42'));
    expect(deepRoute.status).toBe(200);
    expect(await deepRoute.text()).toContain('<title>Harness check');
    expect((await fetch(suite.url('/missing.js'))).status).toBe(404);
  });

  it('never serves files outside its root', async () => {
    const escaped = await fetch(suite.url('/%2e%2e/%2e%2e/package.json'));
    expect(escaped.status).toBe(404);
  });

  it('serves client-side routes to the browser', async () => {
    const { page } = await suite.openPage('/cart/checkout');
    await expect.poll(() => page.locator('#route').textContent()).toBe('/cart/checkout');
    await waitForTools(page, ALL_TOOLS);
  });
});

describe('model context helpers (through the polyfill, no SDK)', () => {
  it('lists tools with what the host keeps of them', async () => {
    const { page } = await suite.openPage();
    await waitForTools(page, ALL_TOOLS);
    const tools = await listTools(page);
    expect(tools.map((tool) => tool.name)).toEqual(ALL_TOOLS);
    expect(tools[0]).toEqual({
      name: 'echo',
      title: 'Echo',
      description: 'Returns its input',
      inputSchema: { type: 'object', properties: { word: { type: 'string' } }, required: ['word'] },
      origin: new URL(suite.url('/')).origin,
      annotations: { readOnlyHint: true, untrustedContentHint: false },
    });
  });

  it('calls a tool and parses the host’s CallToolResult; the page sees the call', async () => {
    const { page } = await suite.openPage();
    await waitForTools(page, ['echo']);
    const result = await callTool(page, 'echo', { word: 'hello' });
    expect(result).toEqual({
      content: [{ type: 'text', text: 'hello' }],
      structuredContent: { word: 'hello' },
    });
    await expect.poll(() => page.locator('#echo-count').textContent()).toBe('1');
  });

  it('reports a rejected call instead of hiding it', async () => {
    const { page } = await suite.openPage();
    await waitForTools(page, ['explode']);
    const outcome = await executeTool(page, 'explode', {});
    expect(outcome).toMatchObject({ status: 'rejected', errorName: 'UnknownError' });
    expect(outcome.status === 'rejected' && outcome.message).toContain('kaboom');
    await expect(callTool(page, 'explode', {})).rejects.toThrow(
      /rejected by the host: UnknownError: .*kaboom/,
    );
  });

  it('aborts an in-flight call through its signal', async () => {
    const { page } = await suite.openPage();
    await waitForTools(page, ['wait_for_release']);
    const call = await startToolCall(page, 'wait_for_release', {});
    await page.locator('body[data-slow-call="running"]').waitFor({ state: 'attached' });
    await call.abort();
    expect(await call.settled()).toMatchObject({ status: 'rejected', errorName: 'AbortError' });
  });

  it('lets a slow call finish when nobody aborts it', async () => {
    const { page } = await suite.openPage();
    await waitForTools(page, ['wait_for_release']);
    const call = await startToolCall(page, 'wait_for_release', {});
    await page.locator('body[data-slow-call="running"]').waitFor({ state: 'attached' });
    await page.evaluate(() => (window as any).harnessPage.releaseSlowCall());
    expect(await call.settled()).toMatchObject({
      status: 'fulfilled',
      result: { content: [{ text: 'released' }] },
    });
  });

  it('fails a wait for a tool that never comes, saying what the host lists', async () => {
    const { page } = await suite.openPage();
    await waitForTools(page, ALL_TOOLS);
    await expect(waitForTools(page, ['never_registered'], { timeout: 300 })).rejects.toThrow(
      /\["never_registered"\] to be listed; the host lists \["echo","explode","wait_for_release"\]/,
    );
    await expect(waitForTools(page, ['echo'], { present: false, timeout: 300 })).rejects.toThrow(
      /to be gone/,
    );
  });

  it('waits for tools to disappear after their registration is aborted, counting the change', async () => {
    const { page } = await suite.openPage();
    await waitForTools(page, ['echo']);
    const toolChanges = await countToolChanges(page);
    await page.evaluate(() => (window as any).harnessPage.unregister('echo'));
    await waitForTools(page, ['echo'], { present: false });
    expect((await listTools(page)).map((tool) => tool.name)).toEqual(['explode', 'wait_for_release']);
    expect(await toolChanges.count()).toBe(1);
    await expect(callTool(page, 'echo', { word: 'x' })).rejects.toThrow(/no tool named "echo"/);
  });
});

describe('console error collection', () => {
  it('records console errors and uncaught exceptions, filtered by the allowed patterns', async () => {
    const { page, errors } = await suite.openPage();
    await page.evaluate(() => (window as any).harnessPage.logError('visible failure'));
    await page.evaluate(() => (window as any).harnessPage.throwLater('late failure'));
    await expect.poll(() => errors.errors.length).toBe(2);
    expect(errors.errors[0]).toMatch(/^visible failure/);
    expect(errors.errors[1]).toBe('uncaught Error: late failure');
    expect(errors.unexpected([/visible/])).toEqual(['uncaught Error: late failure']);
    errors.clear(); // expected here; the suite's afterEach would otherwise fail this test
  });

  it('records warnings apart from errors, without failing the test', async () => {
    const { page, errors } = await suite.openPage();
    await page.evaluate(() => (window as any).harnessPage.logWarning('heads up'));
    await expect.poll(() => errors.warnings.length).toBe(1);
    expect(errors.warnings[0]).toMatch(/^heads up/);
    expect(errors.errors).toEqual([]);
  });
});
