// Issue 26, item 1: a call in flight is never aborted by an unmount (WebMCP PR #248). The page's
// consequential `placeOrder` closes its own dialog (unmounting the component that registered it)
// and then waits for the payment to settle; its result must reach the agent however late, while
// its signal tells it that it was unregistered. Before, a result arriving more than 1 s after the
// owner went away became an AbortError: 30 of 30 calls were lost, in React 18 and 19.
//
// Real Chromium, real React 18 and 19 builds, on both hosts: the polyfill (called as an in-page
// agent bridge does, with `executeTool`) and Chromium's native WebMCP (called through the DevTools
// protocol, `WebMCP.invokeTool`). The page runs on Playwright's clock: the test waits until the
// tool has been told it is unregistered, then moves time forward by the settle delay, so 5 s cost
// no 5 s; the old 1 s deadline was a timer too, and fired in the same move.
import { join } from 'node:path';
import { listTools, startToolCall, waitForTools } from '@webmcp-nexus/test-helpers/model-context';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runBuild } from '../src/build.mjs';
import { connectWebMcpProtocol, type WebMcpProtocol } from '../src/webmcp-protocol.mjs';
import { useBrowserSuite } from './support/browser-suite.js';

const REACT_BUILDS = { react19: '19.3.1', react18: '18.3.1' } as const;
const SETTLE_DELAYS = [900, 1100, 5000];

const suite = useBrowserSuite({
  label: 'in-flight-unmount',
  nativeWebMcp: true,
  prepareSite: async (dir) => {
    for (const build of Object.keys(REACT_BUILDS)) {
      const mode = build === 'react18' ? ['--mode', 'react18'] : [];
      await runBuild(
        'pnpm',
        [
          'exec',
          'vite',
          'build',
          'pages/in-flight-unmount',
          ...mode,
          '--outDir',
          join(dir, build),
          '--logLevel',
          'warn',
        ],
        { cwd: new URL('..', import.meta.url).pathname },
      );
    }
  },
});

const dialogStatus = (page: Page) => page.locator('#dialog-status').textContent();
const told = 'closed; the tool was told it is unregistered';

/** Opens one React build on one host, on a clock the test moves. */
async function openCheckout(build: keyof typeof REACT_BUILDS, nativeWebMcp: boolean) {
  let protocol: WebMcpProtocol | undefined;
  const { page } = await suite.openPage(`/${build}/`, {
    nativeWebMcp,
    beforeNavigation: async (blank) => {
      await blank.clock.install();
      if (nativeWebMcp) protocol = await connectWebMcpProtocol(blank);
    },
  });
  if (protocol) await protocol.waitForTools(['placeOrder']);
  else await waitForTools(page, ['placeOrder']);
  expect(await page.evaluate(() => (window as any).reactVersion)).toBe(REACT_BUILDS[build]);
  return { page, protocol };
}

describe.each(Object.keys(REACT_BUILDS) as (keyof typeof REACT_BUILDS)[])('%s', (build) => {
  describe.each(SETTLE_DELAYS)('a payment settling %i ms after the dialog closed', (settleMs) => {
    it('polyfill: the agent gets the order, the tool heard it was unregistered, and the tool stays until it answers', async () => {
      const { page } = await openCheckout(build, false);
      const call = await startToolCall(page, 'placeOrder', { settleMs });
      await expect.poll(() => dialogStatus(page)).toBe(told);
      // The polyfill cancels the calls of a tool it unregisters: the SDK keeps it meanwhile.
      expect((await listTools(page)).map((tool) => tool.name)).toEqual(['placeOrder']);
      await page.clock.runFor(settleMs);
      const outcome = await call.settled();
      expect(outcome).toMatchObject({
        status: 'fulfilled',
        result: {
          structuredContent: { orderId: 'order-1', settledAfterMs: settleMs, toldUnregistered: true },
        },
      });
      expect(await dialogStatus(page)).toBe('order placed');
      await waitForTools(page, ['placeOrder'], { present: false });
    });

    it('native: the agent gets the order, the tool heard it was unregistered, and the tool went at once', async () => {
      const { page, protocol } = await openCheckout(build, true);
      const call = await protocol!.startCall('placeOrder', { settleMs });
      await expect.poll(() => dialogStatus(page)).toBe(told);
      // The browser keeps a started call itself: the tool is unregistered while the call runs.
      await protocol!.waitForTools(['placeOrder'], { present: false });
      await page.clock.runFor(settleMs);
      expect(await call.answer()).toEqual({
        status: 'Completed',
        output: {
          content: [
            {
              type: 'text',
              text: `{"orderId":"order-1","settledAfterMs":${settleMs},"toldUnregistered":true}`,
            },
          ],
          structuredContent: { orderId: 'order-1', settledAfterMs: settleMs, toldUnregistered: true },
        },
      });
      expect(await dialogStatus(page)).toBe('order placed');
    });
  });
});

describe('a call the agent cancels', () => {
  it('native: WebMCP.cancelInvocation ends the call at once, unlike an unmount', async () => {
    const { page, protocol } = await openCheckout('react19', true);
    const call = await protocol!.startCall('placeOrder', { settleMs: 5000 });
    await expect.poll(() => dialogStatus(page)).toBe(told);
    await call.cancel();
    expect(await call.answer()).toMatchObject({ status: 'Canceled' });
    // The clock never moved: the payment never settled.
    expect(await dialogStatus(page)).toBe(told);
  });
});
