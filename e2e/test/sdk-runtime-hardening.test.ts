// Issue 17 in real Chromium with the real @mcp-b/webmcp-polyfill: what an adversarial agent, a
// long-lived page and an odd result do to the SDK. pages/sdk-runtime-hardening is a development
// build (its warnings are part of the contract); each test names the item it proves.

import { callTool, listTools, startToolCall, waitForTools } from '@webmcp-nexus/test-helpers/model-context';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runBuild } from '../src/build.mjs';
import { readSdkRegistry } from '../src/sdk-registry.mjs';
import { useBrowserSuite } from './support/browser-suite.js';

const suite = useBrowserSuite({
  label: 'sdk-runtime-hardening',
  prepareSite: (dir) =>
    runBuild(
      'pnpm',
      [
        'exec',
        'vite',
        'build',
        'pages/sdk-runtime-hardening',
        '--outDir',
        dir,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      { cwd: new URL('..', import.meta.url).pathname },
    ),
});

const ALWAYS = [
  'saveContact',
  'placeOrder',
  'bulkTag',
  'savePhone',
  'findProduct',
  'syncCart',
  'closeDialog',
  'saveSlug',
];

async function openScenario(query = '') {
  const opened = await suite.openPage(`/${query}`);
  await waitForTools(opened.page, ALWAYS);
  return opened;
}

/** What the page caught thrown out of the SDK (each one a bug). */
const thrownOutOfSdk = (page: Page) => page.evaluate(() => (window as any).page.thrown as string[]);
const reached = (page: Page) => page.locator('#reached').textContent();

/**
 * Calls `name` through the host with an input built in the page by the JS expression `input`
 * (a million-element array does not cross the DevTools protocol); returns the parsed result.
 */
function callWithInputBuiltInPage(page: Page, name: string, input: string) {
  return page.evaluate(
    async ({ toolName, expression }) => {
      const host = (document as any).modelContext;
      const tool = (await host.getTools()).find((listed: { name: string }) => listed.name === toolName);
      const built = new Function(`return (${expression});`)();
      return JSON.parse(await host.executeTool(tool, JSON.stringify(built)));
    },
    { toolName: name, expression: input },
  ) as Promise<{ content: { text: string }[]; isError?: boolean }>;
}

describe('input validation an agent aims at', () => {
  it('2: a required field named like an Object.prototype member is required', async () => {
    const { page } = await openScenario();
    const result = await callTool(page, 'saveContact', {});
    expect(result.isError).toBe(true);
    expect(result.content[0]?.text).toContain('constructor: is required');
    expect(result.content[0]?.text).toContain('toString: is required');
    expect(await reached(page)).toBe('0');
  });

  it('3: anyOf beside type/properties/required/additionalProperties checks all of them', async () => {
    const { page } = await openScenario();
    const result = await callTool(page, 'placeOrder', { a: 5, extra: 1 });
    expect(result.isError).toBe(true);
    expect(result.content[0]?.text).toContain('extra: is not allowed');
    expect(await reached(page)).toBe('0');
    expect(await callTool(page, 'placeOrder', { a: 5 })).toEqual({
      content: [{ type: 'text', text: 'placed' }],
    });
  });

  it('4: a 10,000-member enum against a 10,000-element array reads each member about once', async () => {
    const { page } = await openScenario();
    await page.evaluate(() => {
      (window as any).page.enumReads.count = 0;
    });
    const result = await callWithInputBuiltInPage(page, 'bulkTag', '{ tags: window.page.manyTags(10000) }');
    expect(result.content[0]?.text).toBe('{"tagged":10000}');
    // A linear scan per item reads ~50,000,000 members; a set built once reads each once.
    expect(await page.evaluate(() => (window as any).page.enumReads.count)).toBeLessThan(30_000);
  });

  it('4: an invalid 1,000,000-element array gives a short message that says how many more problems', async () => {
    const { page } = await openScenario();
    const result = await callWithInputBuiltInPage(
      page,
      'storeReadings',
      "{ readings: Array.from({ length: 1000000 }, () => 'x') }",
    );
    expect(result.isError).toBe(true);
    const text = result.content[0]!.text;
    expect(text).toContain('readings[0]: expected number, got string');
    expect(text).toContain('999990 more problems');
    expect(text.length).toBeLessThan(2_000);
    expect(await reached(page)).toBe('0');
  });

  it('4: 100,000 unknown properties (with 1 MB names) give a short message', async () => {
    const { page } = await openScenario();
    const result = await callWithInputBuiltInPage(
      page,
      'setPreferences',
      "Object.fromEntries(Array.from({ length: 100000 }, (_, i) => [i + 'x'.repeat(i === 0 ? 1e6 : 1), true]))",
    );
    expect(result.isError).toBe(true);
    const text = result.content[0]!.text;
    expect(text).toContain('is not allowed');
    expect(text).toContain('99990 more problems');
    expect(text.length).toBeLessThan(2_000);
  });

  it('5: a pattern valid only without the u flag still validates instead of making the tool uncallable', async () => {
    const { page } = await openScenario();
    expect(await callTool(page, 'savePhone', { phone: '555-1234' })).toMatchObject({
      content: [{ type: 'text', text: '{"phone":"555-1234"}' }],
    });
    const wrong = await callTool(page, 'savePhone', { phone: '5551234' });
    expect(wrong.isError).toBe(true);
    expect(wrong.content[0]?.text).toContain('phone: expected a match of');
  });
});

describe('patterns an agent can exploit (issue 26, item 2)', () => {
  it('a dangerous pattern is not run on the agent’s string: 40 characters answer at once, with a warning in development', async () => {
    const { page, errors } = await openScenario();
    // ^([a-z0-9]+-?)+$ against 40 letters and a `!` would take the engine 2^40 steps: the page
    // would not answer before the test's timeout.
    const result = await callTool(page, 'saveSlug', { loose: `${'a'.repeat(40)}!` });
    expect(result).toMatchObject({ content: [{ type: 'text', text: `{"saved":"${'a'.repeat(40)}!"}` }] });
    expect(await reached(page)).toBe('1');
    expect(errors.warnings.join('\n')).toContain(
      'tool "saveSlug": agents\' strings are not checked against the pattern /^([a-z0-9]+-?)+$/',
    );
  });

  it('a separated pattern is still checked, and a polynomial one refuses a string too long to check', async () => {
    const { page } = await openScenario();
    const strict = await callTool(page, 'saveSlug', { loose: 'ok', strict: 'web--mcp' });
    expect(strict.isError).toBe(true);
    expect(strict.content[0]?.text).toContain('strict: expected a match of /^[a-z0-9]+(?:-[a-z0-9]+)*$/');
    const long = await callWithInputBuiltInPage(
      page,
      'saveSlug',
      "{ loose: 'ok', code: '1'.repeat(100000) }",
    );
    expect(long).toEqual({
      content: [
        {
          type: 'text',
          text: 'Invalid input for "saveSlug": code: expected at most 3162 characters for /\\d+x/, got 100000',
        },
      ],
      isError: true,
    });
    expect(await reached(page)).toBe('0');
    expect(await callTool(page, 'saveSlug', { loose: 'ok', strict: 'web-mcp', code: 'a12x' })).toMatchObject({
      content: [{ text: '{"saved":"ok"}' }],
    });
  });
});

describe('results and failures that are not what they look like', () => {
  it('6: a thrown value that cannot become a string is an error result, not a rejection', async () => {
    const { page } = await openScenario();
    for (const name of ['failBare', 'failMessageGetter']) {
      const result = await callTool(page, name, {});
      expect(result.isError, name).toBe(true);
      expect(result.content[0]?.text, name).toMatch(/\S/);
    }
  });

  it('6: a content-array result carrying a BigInt is an error naming where', async () => {
    const { page } = await openScenario();
    expect(await callTool(page, 'bigintContent', {})).toEqual({
      content: [
        { type: 'text', text: 'Tool "bigintContent" returned non-JSON: result.content[0].count is a BigInt' },
      ],
      isError: true,
    });
  });

  it('7: a Map from another realm is named, not turned into {}', async () => {
    const { page } = await openScenario();
    expect(await callTool(page, 'foreignMap', {})).toEqual({
      content: [{ type: 'text', text: 'Tool "foreignMap" returned non-JSON: result.byCustomer is a Map' }],
      isError: true,
    });
  });

  it('7: plain data with a `content` array is data (JSON text + structuredContent), not a CallToolResult', async () => {
    const { page } = await openScenario();
    const post = { title: 'Hello', content: [{ heading: 'Intro', body: 'First paragraph' }] };
    expect(await callTool(page, 'readPost', {})).toEqual({
      content: [{ type: 'text', text: JSON.stringify(post) }],
      structuredContent: post,
    });
  });

  it('7: a result 100,000 levels deep arrives as JSON; a Date as its ISO string', async () => {
    const { page } = await openScenario();
    const deep = await callTool(page, 'deepResult', {});
    expect(deep.isError).toBeUndefined();
    const deepText = deep.content[0]?.text ?? '';
    expect(deepText).toBe(`${'{"child":'.repeat(100_000)}"leaf"${'}'.repeat(100_000)}`);
    expect(await callTool(page, 'whenIsIt', {})).toEqual({
      content: [{ type: 'text', text: '{"at":"2026-01-02T03:04:05.000Z"}' }],
      structuredContent: { at: '2026-01-02T03:04:05.000Z' },
    });
  });
});

describe('owners and lifecycles', () => {
  it('8: two functions of two owners under one name with identical schemas: the override is announced', async () => {
    const { page, errors } = await openScenario();
    expect(await callTool(page, 'findProduct', { keyword: 'tea' })).toMatchObject({
      content: [{ type: 'text', text: 'catalog B: tea' }],
    });
    expect(errors.warnings.join('\n')).toContain('tool "findProduct": registerGlobalTools overrides');
  });

  it('9: a tool whose own effect unmounts its owner still delivers its result, then goes', async () => {
    const { page } = await openScenario();
    expect(await callTool(page, 'closeDialog', {})).toEqual({
      content: [{ type: 'text', text: 'dialog closed' }],
    });
    expect(await page.locator('#dialog-status').textContent()).toBe('closed by the agent');
    await waitForTools(page, ['closeDialog'], { present: false });
  });

  it('9: a newer owner taking the name mid-call aborts the old call’s signal, and its result still arrives', async () => {
    const { page } = await openScenario();
    const call = await startToolCall(page, 'syncCart', {});
    await expect.poll(() => page.locator('#dialog-status').textContent()).toBe('syncing');
    await page.evaluate(() => (window as any).page.overrideCartSync());
    await expect.poll(() => page.locator('#dialog-status').textContent()).toBe('sync heard abort');
    await page.evaluate(() => (window as any).finishSync());
    expect(await call.settled()).toMatchObject({
      status: 'fulfilled',
      result: { structuredContent: { synced: true, aborted: true } },
    });
    await expect
      .poll(
        async () => (await listTools(page)).find((tool) => tool.name === 'syncCart')?.inputSchema?.required,
      )
      .toEqual(['store']);
  });

  it('10: withWebMcpTools(Class, [a misspelt name]) says so in development', async () => {
    const { page, errors } = await openScenario();
    await waitForTools(page, ['search']);
    expect(errors.warnings.join('\n')).toMatch(/serach/);
  });

  it('11: a schema JSON cannot encode skips that tool only, in registerGlobalTools and useWebMcpTools', async () => {
    const { page, errors } = await suite.openPage('/?broken-schemas');
    await waitForTools(page, [...ALWAYS, 'goodNeighbour', 'panelPing']);
    expect(await thrownOutOfSdk(page)).toEqual([]);
    await expect.poll(() => page.locator('#broken-panel').textContent()).toBe('Broken tools panel rendered');
    const names = (await listTools(page)).map((tool) => tool.name);
    for (const broken of ['cyclicTool', 'bigintTool', 'getterTool', 'brokenHookTool']) {
      expect(names).not.toContain(broken);
      expect(errors.warnings.join('\n')).toContain(`"${broken}"`);
    }
    expect(await callTool(page, 'goodNeighbour', {})).toEqual({
      content: [{ type: 'text', text: 'still here' }],
    });
  });
});

describe('the host and its neighbours', () => {
  it('12: a host replaced after registration receives the tools again', async () => {
    const { page } = await openScenario();
    await page.evaluate(() => (window as any).page.replaceHost());
    await waitForTools(page, ALWAYS);
    expect(await callTool(page, 'placeOrder', { a: 1 })).toEqual({
      content: [{ type: 'text', text: 'placed' }],
    });
  });

  it('12: a document.modelContext getter that throws (a permissions policy) is the state no-host', async () => {
    const { page } = await suite.openPage('/?throwing-host');
    await expect.poll(() => page.evaluate(() => (window as any).page.state())).toBe('no-host');
    expect(await thrownOutOfSdk(page)).toEqual([]);
    // Past the registry's first re-check of the host, still without an uncaught error (afterEach checks).
    await page.waitForTimeout(700);
  });

  it('12: a registry subscriber that throws does not break the registration that notified it', async () => {
    const { page, errors } = await suite.openPage('/?throwing-subscriber');
    await waitForTools(page, ALWAYS);
    expect(await thrownOutOfSdk(page)).toEqual([]);
    expect((await readSdkRegistry(page)).state).toBe('ready');
    // The subscriber's own error is reported (uncaught, as an event listener's would be), not swallowed.
    expect(errors.errors.join('\n')).toContain('subscriber bug');
    errors.clear();
  });
});
