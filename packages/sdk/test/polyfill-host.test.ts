// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerGlobalTools, webmcpRegistry } from '../src/core';
import { executeByName, installPolyfill, removePolyfill, waitFor } from './support/polyfill';
import { described, keywordSchema, settle } from './support/tools';

const releases: Array<() => void> = [];
afterEach(() => {
  for (const release of releases.splice(0)) release();
  removePolyfill();
  vi.restoreAllMocks();
});

const search = described(
  async ({ keyword }: { keyword: string }) => ({ hits: [`${keyword}-1`] }),
  'Search the catalogue',
  keywordSchema,
  { title: 'Search', readOnly: true, untrustedContent: true },
);
const explode = described(() => {
  throw new Error('warehouse offline');
}, 'Always fails');

describe('with the real @mcp-b/webmcp-polyfill', () => {
  it('registers tools that agents see through getTools()', async () => {
    const context = installPolyfill();
    releases.push(registerGlobalTools({ search, explode }));
    await settle();
    const tools = await context.getTools();
    expect(
      tools.map(({ name, title, description, inputSchema, annotations }) => ({
        name,
        title,
        description,
        inputSchema,
        annotations,
      })),
    ).toEqual([
      {
        name: 'explode',
        title: 'explode',
        description: 'Always fails',
        inputSchema: { type: 'object', properties: {} },
        annotations: { readOnlyHint: false, untrustedContentHint: false },
      },
      {
        name: 'search',
        title: 'Search',
        description: 'Search the catalogue',
        inputSchema: keywordSchema,
        // The polyfill 5.1.0 drops consequentialHint (SPEC 5); we still send it.
        annotations: { readOnlyHint: true, untrustedContentHint: true },
      },
    ]);
    expect(webmcpRegistry.getState()).toBe('ready');
  });

  it('executes: valid input, invalid input, throwing tool', async () => {
    const context = installPolyfill();
    releases.push(registerGlobalTools({ search, explode }));
    await settle();
    expect(await executeByName(context, 'search', { keyword: 'tea' })).toEqual({
      content: [{ type: 'text', text: '{"hits":["tea-1"]}' }],
      structuredContent: { hits: ['tea-1'] },
    });
    expect(await executeByName(context, 'search', { keyword: 42 })).toEqual({
      content: [{ type: 'text', text: 'Invalid input for "search": keyword: expected string, got number' }],
      isError: true,
    });
    expect(await executeByName(context, 'explode', {})).toEqual({
      content: [{ type: 'text', text: 'warehouse offline' }],
      isError: true,
    });
  });

  it('lets the host cancel a call, which aborts the signal the tool received', async () => {
    const context = installPolyfill();
    let received: AbortSignal | undefined;
    const wait = described((_input: object, { signal }: { signal: AbortSignal }) => {
      received = signal;
      return new Promise(() => {});
    }, 'Waits forever');
    releases.push(registerGlobalTools({ wait }));
    await settle();
    const cancel = new AbortController();
    const call = executeByName(context, 'wait', {}, { signal: cancel.signal });
    await waitFor(() => !!received);
    cancel.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    // The polyfill passes no signal of its own: the one the tool got is the SDK's, aborted on unregister.
    const release = releases.pop()!;
    release();
    expect(received!.aborted).toBe(true);
  });

  it('removes the tools from the host when they are unregistered', async () => {
    const context = installPolyfill();
    const release = registerGlobalTools({ search });
    await settle();
    expect((await context.getTools()).map((tool) => tool.name)).toEqual(['search']);
    release();
    await settle();
    expect(await context.getTools()).toEqual([]);
    expect(webmcpRegistry.getState()).toBe('idle');
  });

  it('hands the tools to a host that appears after registration (polyfill initialised later)', async () => {
    releases.push(registerGlobalTools({ search }));
    await settle();
    expect(webmcpRegistry.getState()).toBe('no-host');
    const context = installPolyfill();
    await waitFor(async () => (await context.getTools()).length === 1);
    expect(webmcpRegistry.getState()).toBe('ready');
    expect(await executeByName(context, 'search', { keyword: 'late' })).toMatchObject({
      structuredContent: { hits: ['late-1'] },
    });
  });

  it('hands the tools to a host that replaces the first one (polyfill cleaned up and initialised again)', async () => {
    installPolyfill();
    releases.push(registerGlobalTools({ search }));
    await settle();
    removePolyfill();
    const replaced = installPolyfill();
    // No claim changes: the registry notices the new host by itself.
    await waitFor(async () => (await replaced.getTools()).length === 1);
    expect(await executeByName(replaced, 'search', { keyword: 'again' })).toMatchObject({
      structuredContent: { hits: ['again-1'] },
    });
  });

  it('falls back to the deprecated navigator.modelContext', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const context = installPolyfill();
    // Leave only the navigator accessor, as in browsers that predate document.modelContext.
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'modelContext')!;
    delete (Document.prototype as { modelContext?: unknown }).modelContext;
    try {
      expect((document as { modelContext?: unknown }).modelContext).toBeUndefined();
      releases.push(registerGlobalTools({ search }));
      await settle();
      expect((await context.getTools()).map((tool) => tool.name)).toEqual(['search']);
    } finally {
      Object.defineProperty(Document.prototype, 'modelContext', descriptor);
    }
  });

  it('reports a name the host refuses (InvalidStateError) in the state, and keeps the other tools', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const context = installPolyfill();
    await context.registerTool({ name: 'search', description: 'someone else', execute: () => 'theirs' });
    const listener = vi.fn();
    const unsubscribe = webmcpRegistry.subscribe(listener);
    releases.push(registerGlobalTools({ search, explode }));
    await settle();
    unsubscribe();
    expect(webmcpRegistry.getState()).toBe('error');
    expect(webmcpRegistry.getSnapshot().failures).toEqual({ search: 'Tool already registered: search' });
    expect((await context.getTools()).map((tool) => tool.name)).toEqual(['explode', 'search']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('host refused tool "search"'));
    expect(listener).toHaveBeenCalled();
  });

  it('gives a name back to its previous owner on the host', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const context = installPolyfill();
    releases.push(registerGlobalTools({ search }));
    const panelSearch = described(() => 'panel result', 'Search inside the panel');
    const releasePanel = registerGlobalTools({ search: panelSearch });
    await settle();
    expect(await executeByName(context, 'search', {})).toMatchObject({ content: [{ text: 'panel result' }] });
    releasePanel();
    await settle();
    const [tool] = await context.getTools();
    expect(tool!.description).toBe('Search the catalogue');
    expect(await executeByName(context, 'search', { keyword: 'x' })).toMatchObject({
      structuredContent: { hits: ['x-1'] },
    });
  });
});
