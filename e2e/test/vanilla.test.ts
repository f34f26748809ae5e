// fixtures/apps/vanilla: no React at all, built by Vite with the plugin, registering through the
// React-free entry (`webmcp-nexus-sdk/core`).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { callTool, listTools, startToolCall, waitForTools } from '@webmcp-nexus/test-helpers/model-context';
import { describe, expect, it } from 'vitest';
import { buildFixtureAppWithVite } from '../src/build.mjs';
import { readSdkRegistry } from '../src/sdk-registry.mjs';
import { useBrowserSuite } from './support/browser-suite.js';

const suite = useBrowserSuite({
  label: 'vanilla',
  prepareSite: (dir) => buildFixtureAppWithVite('vanilla', 'build', dir),
});

const TOOL_NAMES = ['divideCounter', 'increment', 'readCounter', 'resetCounter', 'setNote'];
const plain = { readOnlyHint: false, untrustedContentHint: false };

async function openCounter() {
  const opened = await suite.openPage();
  await waitForTools(opened.page, TOOL_NAMES);
  return opened.page;
}

const text = (page: import('playwright-core').Page, testId: string) => page.getByTestId(testId).textContent();

describe('vanilla: the tools an agent sees', () => {
  it('lists the namespace’s and the literal map’s tools with their exact metadata', async () => {
    const page = await openCounter();
    const origin = new URL(suite.url()).origin;
    expect(await listTools(page)).toEqual([
      {
        name: 'divideCounter',
        title: 'Divide counter',
        description: 'Divide the counter by a whole number, rounding toward zero. Fails when `by` is 0.',
        inputSchema: {
          type: 'object',
          properties: { by: { type: 'number', description: 'What to divide by (not 0)' } },
          required: ['by'],
          additionalProperties: false,
        },
        origin,
        annotations: plain,
      },
      {
        name: 'increment',
        title: 'Increment counter',
        description: 'Add to the counter shown on the page',
        inputSchema: {
          type: 'object',
          properties: {
            by: { type: 'number', description: 'How much to add (negative to subtract)', default: 1 },
          },
          additionalProperties: false,
        },
        origin,
        annotations: plain,
      },
      {
        name: 'readCounter',
        title: 'readCounter',
        description: 'Read the counter',
        inputSchema: { type: 'object', properties: {} },
        origin,
        annotations: { readOnlyHint: true, untrustedContentHint: false },
      },
      {
        name: 'resetCounter',
        title: 'resetCounter',
        description: 'Set the counter back to zero',
        inputSchema: { type: 'object', properties: {} },
        origin,
        annotations: plain,
      },
      {
        name: 'setNote',
        title: 'setNote',
        description: 'Write a note under the counter. The text comes from the agent.',
        inputSchema: {
          type: 'object',
          properties: { text: { type: 'string', description: 'What to show' } },
          required: ['text'],
          additionalProperties: false,
        },
        origin,
        annotations: { readOnlyHint: false, untrustedContentHint: true },
      },
    ]);
  });

  it('sends @consequential for resetCounter only, and every registration succeeded', async () => {
    const page = await openCounter();
    const registry = await readSdkRegistry(page);
    expect(registry.state).toBe('ready');
    expect(registry.failures).toEqual([]);
    const consequential = Object.entries(registry.annotations).filter(([, hints]) => hints.consequentialHint);
    expect(consequential.map(([name]) => name)).toEqual(['resetCounter']);
  });

  it('ships no React, and no development warning text: the production bundle of the React-free entry', async () => {
    const assets = join(suite.siteDir(), 'assets');
    const scripts = (await readdir(assets)).filter((file) => file.endsWith('.js'));
    expect(scripts, 'the entry is one chunk: the app imports nothing lazily').toHaveLength(1);
    for (const script of scripts) {
      const code = await readFile(join(assets, script), 'utf8');
      expect(code).not.toMatch(/react\.(transitional\.)?element|__CLIENT_INTERNALS|useSyncExternalStore/);
      expect(code).toContain('__webmcpSchema');
      // The SDK's development warnings sit behind `process.env.NODE_ENV` guards that Vite folds away.
      expect(code).not.toMatch(/\[webmcp-nexus\]|no __webmcpSchema|host refused tool|until it goes away/);
    }
  });
});

describe('vanilla: calling tools', () => {
  it('changes the counter through tools, and the page shows it', async () => {
    const page = await openCounter();
    expect((await callTool(page, 'increment', {})).structuredContent).toEqual({ count: 1, note: '' });
    await expect.poll(() => text(page, 'count')).toBe('1');
    expect((await callTool(page, 'increment', { by: 5 })).structuredContent).toEqual({ count: 6, note: '' });
    await expect.poll(() => text(page, 'count')).toBe('6');

    await callTool(page, 'setNote', { text: 'from the agent' });
    await expect.poll(() => text(page, 'note')).toBe('from the agent');
    expect(await callTool(page, 'readCounter', {})).toEqual({
      content: [{ type: 'text', text: '{"count":6,"note":"from the agent"}' }],
      structuredContent: { count: 6, note: 'from the agent' },
    });

    await callTool(page, 'resetCounter', {});
    await expect.poll(() => text(page, 'count')).toBe('0');
  });

  it('turns a synchronous throw into an isError result with its message only; the page keeps working', async () => {
    const page = await openCounter();
    await callTool(page, 'increment', { by: 7 });
    await expect.poll(() => text(page, 'count')).toBe('7');
    // divideCounter throws `new RangeError('Cannot divide the counter by zero')` before changing anything.
    expect(await callTool(page, 'divideCounter', { by: 0 })).toEqual({
      content: [{ type: 'text', text: 'Cannot divide the counter by zero' }],
      isError: true,
    });
    expect(await text(page, 'count')).toBe('7');
    expect((await callTool(page, 'divideCounter', { by: 2 })).structuredContent).toEqual({
      count: 3,
      note: '',
    });
    await expect.poll(() => text(page, 'count')).toBe('3');
  });

  it('rejects invalid input with the path named, without calling the tool', async () => {
    const page = await openCounter();
    const wrongType = await callTool(page, 'increment', { by: 'two' });
    expect(wrongType).toEqual({
      content: [{ type: 'text', text: expect.stringContaining('by: expected number, got string') }],
      isError: true,
    });
    const missing = await callTool(page, 'setNote', {});
    expect(missing.isError).toBe(true);
    expect(missing.content[0]?.text).toContain('text: is required');
    const unknown = await callTool(page, 'increment', { step: 2 });
    expect(unknown.isError).toBe(true);
    expect(unknown.content[0]?.text).toContain('step');
    expect(await text(page, 'count')).toBe('0');
    expect(await text(page, 'note')).toBe('');
  });

  it('logs no warnings in a production build', async () => {
    const { page, errors } = await suite.openPage();
    await waitForTools(page, TOOL_NAMES);
    await callTool(page, 'increment', {});
    await callTool(page, 'increment', { by: 'x' });
    expect(errors.warnings).toEqual([]);
  });

  it('does not run a call that arrives already aborted', async () => {
    const page = await openCounter();
    const call = await startToolCall(page, 'increment', { by: 3 }, { alreadyAborted: true });
    expect(await call.settled()).toMatchObject({ status: 'rejected', errorName: 'AbortError' });
    expect(await text(page, 'count')).toBe('0');
  });
});
