// SPEC 4's run-time rules, end to end: a React-free page built by Vite with the plugin, the real
// SDK, the real polyfill as host, in Chromium. Each tool of pages/sdk-runtime/orders.ts exists to
// prove one rule; the fixture apps prove the same machinery on realistic apps.

import { callTool, listTools, startToolCall, waitForTools } from '@webmcp-nexus/test-helpers/model-context';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildE2ePage } from '../src/build.mjs';
import { readSdkRegistry } from '../src/sdk-registry.mjs';
import { useBrowserSuite } from './support/browser-suite.js';

const suite = useBrowserSuite({
  label: 'sdk-runtime',
  prepareSite: (dir) => buildE2ePage('sdk-runtime', dir),
});

const TOOL_NAMES = [
  'askFollowUp',
  'chargeCard',
  'exportOrders',
  'preformattedReport',
  'sayHello',
  'tagOrder',
  'waitForShipment',
];

async function openWithTools() {
  const opened = await suite.openPage();
  await waitForTools(opened.page, TOOL_NAMES);
  return opened;
}

describe('registration', () => {
  it('lists every exported function of the namespace with its derived schema', async () => {
    const { page } = await openWithTools();
    const tools = await listTools(page);
    expect(tools.map((tool) => tool.name)).toEqual(TOOL_NAMES);
    expect(tools.find((tool) => tool.name === 'tagOrder')).toEqual({
      name: 'tagOrder',
      title: 'tagOrder',
      description: 'Tag an order',
      inputSchema: {
        type: 'object',
        properties: {
          orderId: { type: 'string', description: 'The order to tag' },
          filters: {
            type: 'object',
            description: 'How to tag it',
            properties: {
              tags: { type: 'array', description: 'Tags to add', items: { type: 'string' } },
              priority: { type: 'string', description: 'How urgent the order is', enum: ['low', 'high'] },
            },
            required: ['tags'],
            additionalProperties: false,
          },
        },
        required: ['orderId', 'filters'],
        additionalProperties: false,
      },
      origin: new URL(suite.url()).origin,
      annotations: { readOnlyHint: false, untrustedContentHint: false },
    });
  });

  it('hands the host every hint, consequential included (which the polyfill then drops)', async () => {
    const { page } = await openWithTools();
    const registry = await readSdkRegistry(page);
    expect(registry.state).toBe('ready');
    expect(registry.failures).toEqual([]);
    expect(registry.annotations.chargeCard).toEqual({
      readOnlyHint: false,
      untrustedContentHint: false,
      consequentialHint: true,
      debugging: false,
    });
    const listed = await listTools(page);
    expect(listed.find((tool) => tool.name === 'chargeCard')?.annotations).toEqual({
      readOnlyHint: false,
      untrustedContentHint: false,
    });
  });
});

describe('results (MCP CallToolResult)', () => {
  it('returns a plain object as JSON text plus structuredContent, and the page sees the call', async () => {
    const { page } = await openWithTools();
    const result = await callTool(page, 'tagOrder', {
      orderId: 'o-7',
      filters: { tags: ['gift', 'fragile'] },
    });
    const expected = { orderId: 'o-7', tags: ['gift', 'fragile'], priority: 'low' };
    expect(result).toEqual({
      content: [{ type: 'text', text: JSON.stringify(expected) }],
      structuredContent: expected,
    });
    await expect.poll(() => page.locator('#tagged-count').textContent()).toBe('1');
  });

  it('returns a string as the text itself, without structuredContent', async () => {
    const { page } = await openWithTools();
    expect(await callTool(page, 'sayHello', {})).toEqual({ content: [{ type: 'text', text: 'hello' }] });
  });

  it('passes a value that already has a content array through unchanged', async () => {
    const { page } = await openWithTools();
    expect(await callTool(page, 'preformattedReport', {})).toEqual({
      content: [{ type: 'text', text: 'report ready' }],
      isError: false,
    });
  });
});

describe('failures become error results, never rejections', () => {
  it('names the path of a wrong nested value and does not call the tool', async () => {
    const { page } = await openWithTools();
    const result = await callTool(page, 'tagOrder', { orderId: 'o-7', filters: { tags: ['gift', 2] } });
    expect(result.isError).toBe(true);
    expect(result.content[0]?.text).toContain('filters.tags[1]: expected string, got number');
    expect(await page.locator('#tagged-count').textContent()).toBe('0');
  });

  it('names a missing required field and an unknown one', async () => {
    const { page } = await openWithTools();
    const missing = await callTool(page, 'tagOrder', { orderId: 'o-7' });
    expect(missing.isError).toBe(true);
    expect(missing.content[0]?.text).toContain('filters: is required');
    const unknown = await callTool(page, 'tagOrder', { orderId: 'o-7', filters: { tags: [] }, urgent: true });
    expect(unknown.isError).toBe(true);
    expect(unknown.content[0]?.text).toContain('urgent');
    expect(await page.locator('#tagged-count').textContent()).toBe('0');
  });

  it('turns a thrown error into isError with its message and no stack', async () => {
    const { page } = await openWithTools();
    expect(await callTool(page, 'chargeCard', { amount: 500 })).toEqual({
      content: [{ type: 'text', text: 'Card declined: insufficient funds for 500' }],
      isError: true,
    });
  });

  it('refuses an input_required result, explaining M4', async () => {
    const { page } = await openWithTools();
    const result = await callTool(page, 'askFollowUp', {});
    expect(result.isError).toBe(true);
    expect(result.content[0]?.text).toMatch(/input_required.*M4.*split/);
  });

  it('refuses a non-JSON result, naming where the bad value is', async () => {
    const { page } = await openWithTools();
    const result = await callTool(page, 'exportOrders', {});
    expect(result.isError).toBe(true);
    expect(result.content[0]?.text).toMatch(/byCustomer.*Map|Map.*byCustomer/);
  });
});

describe('aborting and unregistering', () => {
  it('does not run a tool whose call arrives already aborted', async () => {
    const { page } = await openWithTools();
    const call = await startToolCall(
      page,
      'tagOrder',
      { orderId: 'o-1', filters: { tags: [] } },
      { alreadyAborted: true },
    );
    expect(await call.settled()).toMatchObject({ status: 'rejected', errorName: 'AbortError' });
    expect(await page.locator('#tagged-count').textContent()).toBe('0');
  });

  it('rejects an in-flight call when the agent aborts it, and the page keeps working', async () => {
    const { page } = await openWithTools();
    const call = await startToolCall(page, 'waitForShipment', {});
    await expect.poll(() => page.locator('#shipment').textContent()).toBe('waiting');
    await call.abort();
    expect(await call.settled()).toMatchObject({ status: 'rejected', errorName: 'AbortError' });
    expect(await callTool(page, 'sayHello', {})).toEqual({ content: [{ type: 'text', text: 'hello' }] });
  });

  it('aborts the tool’s own signal when the tool is unregistered mid-call; the call still answers when the tool does', async () => {
    const { page } = await openWithTools();
    const call = await startToolCall(page, 'waitForShipment', {});
    await expect.poll(() => page.locator('#shipment').textContent()).toBe('waiting');
    await page.evaluate(() => (window as any).unregisterOrders());
    await expect.poll(() => page.locator('#shipment').textContent()).toBe('aborted: AbortError');
    // WebMCP never cancels a started call (PR #248): the polyfill would, so the SDK keeps the
    // tool registered, refusing new calls, until this one answers.
    expect((await listTools(page)).map((tool) => tool.name)).toEqual(['waitForShipment']);
    await page.evaluate(() => (window as any).shipNow());
    expect(await call.settled()).toMatchObject({
      status: 'fulfilled',
      result: { structuredContent: { shipped: true } },
    });
    await waitForTools(page, TOOL_NAMES, { present: false });
    expect(await listTools(page)).toEqual([]);
  });

  it('lets a slow call finish normally when nothing aborts it', async () => {
    const { page } = await openWithTools();
    const call = await startToolCall(page, 'waitForShipment', {});
    await expect.poll(() => page.locator('#shipment').textContent()).toBe('waiting');
    await page.evaluate(() => (window as any).shipNow());
    expect(await call.settled()).toMatchObject({
      status: 'fulfilled',
      result: { content: [{ type: 'text', text: '{"shipped":true}' }], structuredContent: { shipped: true } },
    });
  });
});

describe('a host initialised after registration (?late-host)', () => {
  it('receives the tools registered before it existed, and they work', async () => {
    const { page } = await suite.openPage('/?late-host');
    await expect.poll(() => page.locator('#host-status').textContent()).toBe('waiting for startHost()');
    expect(await page.evaluate(() => 'modelContext' in document)).toBe(false);
    expect((await readSdkRegistry(page)).state).toBe('no-host');

    await page.evaluate(() => (window as any).startHost());
    await waitForTools(page, TOOL_NAMES);
    expect((await listTools(page)).map((tool) => tool.name)).toEqual(TOOL_NAMES);
    expect(await callTool(page, 'sayHello', {})).toEqual({ content: [{ type: 'text', text: 'hello' }] });
    await expect.poll(async () => (await readSdkRegistry(page)).state).toBe('ready');
  });
});

/**
 * How many objects of each class the page holds after a forced GC, counted through CDP
 * (`Runtime.queryObjects`): memory as a count, not a timing.
 */
async function countLiveObjects(page: Page, classNames: string[]): Promise<Record<string, number>> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const counts: Record<string, number> = {};
    for (const name of classNames) {
      const { result: prototype } = await cdp.send('Runtime.evaluate', { expression: `${name}.prototype` });
      const { objects } = await cdp.send('Runtime.queryObjects', { prototypeObjectId: prototype.objectId! });
      const { result } = await cdp.send('Runtime.callFunctionOn', {
        objectId: objects.objectId!,
        functionDeclaration: 'function () { return this.length; }',
        returnByValue: true,
      });
      counts[name] = result.value as number;
      await cdp.send('Runtime.releaseObject', { objectId: objects.objectId! });
      await cdp.send('Runtime.releaseObject', { objectId: prototype.objectId! });
    }
    return counts;
  } finally {
    await cdp.detach();
  }
}

/** Runs `count` settled calls of `name` through the host, one after another, inside the page. */
function callRepeatedly(page: Page, name: string, count: number) {
  return page.evaluate(
    async ({ toolName, times }) => {
      const host = (document as any).modelContext;
      const tool = (await host.getTools()).find((listed: { name: string }) => listed.name === toolName);
      for (let call = 0; call < times; call += 1) await host.executeTool(tool, '{}');
    },
    { toolName: name, times: count },
  );
}

describe('a long-lived page', () => {
  it('holds no per-call state once calls settle: 10,000 calls leave no AbortSignal or promise behind', async () => {
    const { page } = await openWithTools();
    await callRepeatedly(page, 'sayHello', 100); // warm up: lazy host and SDK state exists from here on
    const before = await countLiveObjects(page, ['AbortSignal', 'Promise']);
    await callRepeatedly(page, 'sayHello', 10_000);
    const after = await countLiveObjects(page, ['AbortSignal', 'Promise']);
    console.log(
      `live objects after 100 calls: ${JSON.stringify(before)}; after 10,100: ${JSON.stringify(after)}`,
    );
    // Before the fix: +10,000 AbortSignals and +20,000 promises (one composite signal and two
    // promises per call, held by the tool's registration signal until it was unregistered).
    expect(after.AbortSignal! - before.AbortSignal!).toBeLessThan(50);
    expect(after.Promise! - before.Promise!).toBeLessThan(50);
  });
});
