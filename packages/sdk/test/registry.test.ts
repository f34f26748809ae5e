import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRegistry } from '../src/registry';
import type { ToolEntry } from '../src/tool-entry';
import type { WebMcpSchema } from '../src/types';
import { FakeHost } from './support/fake-host';
import { keywordSchema, settle } from './support/tools';

function entry(name: string, invoke: ToolEntry['invoke'], schema: Partial<WebMcpSchema> = {}): ToolEntry {
  const full: WebMcpSchema = {
    description: `${name} tool`,
    inputSchema: { type: 'object', properties: {} },
    ...schema,
  };
  return { name, schema: full, schemaKey: JSON.stringify(full), invoke };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('registry and host', () => {
  it('registers each winner on the host with title, description, schema, annotations and a signal', async () => {
    const host = new FakeHost();
    const registry = createRegistry(() => host);
    registry.claim('registerGlobalTools', [
      entry('search', () => 'ok', {
        inputSchema: keywordSchema,
        readOnly: true,
        untrustedContent: true,
        title: 'Search',
      }),
      entry('cancelOrder', () => 'ok', { consequential: true }),
    ]);
    expect(registry.getState()).toBe('no-host'); // until the batched sync has run
    await settle();
    expect(registry.getState()).toBe('ready');
    const search = host.tools.get('search')!;
    expect(search).toMatchObject({
      name: 'search',
      title: 'Search',
      description: 'search tool',
      inputSchema: keywordSchema,
      annotations: {
        readOnlyHint: true,
        untrustedContentHint: true,
        consequentialHint: false,
        debugging: false,
      },
    });
    expect(host.tools.get('cancelOrder')).toMatchObject({
      title: 'cancelOrder', // no @title: the name
      annotations: {
        readOnlyHint: false,
        untrustedContentHint: false,
        consequentialHint: true,
        debugging: false,
      },
    });
    expect(host.signals.get('search')).toBeInstanceOf(AbortSignal);
  });

  it('falls back to the name when the description is empty (hosts reject empty ones)', async () => {
    const host = new FakeHost();
    createRegistry(() => host).claim('g', [entry('ping', () => 'pong', { description: '' })]);
    await settle();
    expect(host.tools.get('ping')!.description).toBe('ping');
  });

  it('unregisters by aborting the registration signal; release is idempotent', async () => {
    const host = new FakeHost();
    const registry = createRegistry(() => host);
    const release = registry.claim('g', [entry('a', () => 1)]);
    await settle();
    const signal = host.signals.get('a')!;
    release();
    release();
    await settle();
    expect(signal.aborted).toBe(true);
    expect(host.tools.size).toBe(0);
    expect(registry.getState()).toBe('idle');
    expect(registry.listTools()).toEqual([]);
  });

  it('executes through the host: input validated, function called with a signal, result shaped', async () => {
    const host = new FakeHost();
    const search = vi.fn(({ keyword }: { keyword: string }) => [`${keyword}-1`]);
    createRegistry(() => host).claim('g', [
      entry('search', search as ToolEntry['invoke'], { inputSchema: keywordSchema }),
    ]);
    await settle();
    expect(await host.execute('search', { keyword: 'tea' })).toEqual({
      content: [{ type: 'text', text: '["tea-1"]' }],
    });
    expect(search).toHaveBeenCalledWith({ keyword: 'tea' }, { signal: expect.any(AbortSignal) });
    expect(await host.execute('search', { keyword: 1 })).toMatchObject({ isError: true });
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('tells a running call its tool was unregistered, and still delivers its result', async () => {
    const host = new FakeHost();
    const registry = createRegistry(() => host);
    let signal: AbortSignal | undefined;
    let finish!: (value: string) => void;
    const release = registry.claim('g', [
      entry('slow', (_input, options) => {
        signal = options.signal;
        return new Promise((resolve) => (finish = resolve));
      }),
    ]);
    await settle();
    const running = host.execute('slow', {});
    release();
    await settle();
    expect(signal!.aborted).toBe(true);
    finish('done anyway');
    expect(await running).toEqual({ content: [{ type: 'text', text: 'done anyway' }] });
  });

  it.each(['promise', 'sync'] as const)(
    'reports a refused registration (%s host) in the state and a warning, never by throwing',
    async (mode) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const host = new FakeHost(mode);
      // Someone registered "search" on the host directly, outside the SDK.
      host.tools.set('search', {} as never);
      const registry = createRegistry(() => host);
      const listener = vi.fn();
      registry.subscribe(listener);
      expect(() => registry.claim('g', [entry('search', () => 1), entry('other', () => 2)])).not.toThrow();
      await settle();
      expect(registry.getState()).toBe('error');
      expect(registry.getSnapshot().failures).toEqual({ search: 'Tool already registered: search' });
      expect(host.tools.has('other')).toBe(true); // one failure never breaks the others
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('host refused tool "search"'));
      expect(listener).toHaveBeenCalled();
    },
  );

  it('reports a host whose registerTool is missing, without throwing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const registry = createRegistry(() => ({}) as never);
    registry.claim('g', [entry('a', () => 1)]);
    await settle();
    expect(registry.getState()).toBe('error');
    expect(Object.keys(registry.getSnapshot().failures)).toEqual(['a']);
  });

  it('stays usable with no host at all (SSR / no agent), without timers', async () => {
    vi.useFakeTimers();
    try {
      const registry = createRegistry(() => undefined);
      registry.claim('g', [
        entry('add', ({ a, b }: any) => a + b, {
          inputSchema: { type: 'object', properties: { a: { type: 'number' }, b: { type: 'number' } } },
        }),
      ]);
      await vi.advanceTimersByTimeAsync(0);
      expect(registry.getState()).toBe('no-host');
      expect(vi.getTimerCount()).toBe(0); // Node has no document: nothing polls
      vi.useRealTimers();
      expect(await registry.callTool('add', { a: 2, b: 3 })).toEqual({
        ok: true,
        result: { content: [{ type: 'text', text: '5' }] },
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('moves to a new host when the host object changes (polyfill re-initialised)', async () => {
    let host = new FakeHost();
    const registry = createRegistry(() => host);
    registry.claim('g', [entry('a', () => 1)]);
    await settle();
    const first = host;
    host = new FakeHost();
    registry.claim('g', [entry('b', () => 2)]);
    await settle();
    expect([...host.tools.keys()].sort()).toEqual(['a', 'b']);
    expect(first.signals.get('a')!.aborted).toBe(true);
  });
});

describe('names and owners', () => {
  it('gives a name to the newest owner with a warning, and back to the previous owner when it goes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const host = new FakeHost();
    const registry = createRegistry(() => host);
    registry.claim('registerGlobalTools', [
      entry('search', () => 'global', { description: 'Global search' }),
    ]);
    const release = registry.claim('useWebMcpTools', [
      entry('search', () => 'panel', { description: 'Panel search' }),
    ]);
    expect(warn).toHaveBeenCalledWith(
      '[webmcp-nexus] tool "search": useWebMcpTools overrides registerGlobalTools until it goes away',
    );
    expect(registry.listTools()).toMatchObject([
      { name: 'search', description: 'Panel search', owner: 'useWebMcpTools#2' },
    ]);
    await settle();
    expect(await host.execute('search', {})).toMatchObject({ content: [{ text: 'panel' }] });
    release();
    await settle();
    expect(registry.listTools()).toMatchObject([
      { name: 'search', description: 'Global search', owner: 'registerGlobalTools#1' },
    ]);
    expect(host.tools.get('search')!.description).toBe('Global search');
    expect(await host.execute('search', {})).toMatchObject({ content: [{ text: 'global' }] });
  });

  it('restores the right owner when a middle owner leaves first', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const registry = createRegistry(() => undefined);
    registry.claim('a', [entry('t', () => 'a', { description: 'A' })]);
    const releaseB = registry.claim('b', [entry('t', () => 'b', { description: 'B' })]);
    const releaseC = registry.claim('c', [entry('t', () => 'c', { description: 'C' })]);
    releaseB();
    expect(registry.listTools()[0]!.description).toBe('C');
    releaseC();
    expect(registry.listTools()[0]!.description).toBe('A');
  });

  it('stacks identical tools (instances of one component, repeated calls) silently, one host registration', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const host = new FakeHost();
    const registry = createRegistry(() => host);
    // Two instances: the same code, each with its own state.
    const select = (answer: string) => () => answer;
    const releaseFirst = registry.claim('useWebMcpTools', [entry('select', select('first'))]);
    await settle();
    const releaseSecond = registry.claim('useWebMcpTools', [entry('select', select('second'))]);
    await settle();
    expect(warn).not.toHaveBeenCalled();
    expect(host.registerCalls).toBe(1);
    expect(await host.execute('select', {})).toMatchObject({ content: [{ text: 'second' }] });
    releaseSecond();
    await settle();
    expect(host.registerCalls).toBe(1);
    expect(await host.execute('select', {})).toMatchObject({ content: [{ text: 'first' }] });
    releaseFirst();
    await settle();
    expect(host.tools.size).toBe(0);
  });

  it('reaches the host with the net effect of changes made in one task', async () => {
    const host = new FakeHost();
    const registry = createRegistry(() => host);
    registry.claim('g', [entry('a', () => 1)])();
    registry.claim('g', [entry('a', () => 1)]);
    await settle();
    expect(host.registerCalls).toBe(1);
  });

  it('re-registers on the host when the winning schema changes', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const host = new FakeHost();
    const registry = createRegistry(() => host);
    registry.claim('g', [entry('a', () => 1, { description: 'old' })]);
    await settle();
    registry.claim('h', [entry('a', () => 1, { description: 'new' })]);
    await settle();
    expect(host.registerCalls).toBe(2);
    expect(host.tools.get('a')!.description).toBe('new');
  });

  it('warns about a conflict once per name and owner kind', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const registry = createRegistry(() => undefined);
    registry.claim('g', [entry('a', () => 1, { description: 'one' })]);
    registry.claim('h', [entry('a', () => 1, { description: 'two' })])();
    registry.claim('h', [entry('a', () => 1, { description: 'two' })]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('prints no warning in production', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubEnv('NODE_ENV', 'production');
    try {
      const registry = createRegistry(() => undefined);
      registry.claim('g', [entry('a', () => 1, { description: 'one' })]);
      registry.claim('h', [entry('a', () => 1, { description: 'two' })]);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('testing face', () => {
  it('lists tools with name, title, description, inputSchema, annotations and owner', () => {
    const registry = createRegistry(() => undefined);
    registry.claim('registerGlobalTools', [
      entry('search', () => 1, { inputSchema: keywordSchema, readOnly: true }),
    ]);
    expect(registry.listTools()).toEqual([
      {
        name: 'search',
        title: 'search',
        description: 'search tool',
        inputSchema: keywordSchema,
        annotations: {
          readOnlyHint: true,
          untrustedContentHint: false,
          consequentialHint: false,
          debugging: false,
        },
        owner: 'registerGlobalTools#1',
      },
    ]);
  });

  it('callTool returns { ok, result } or { ok: false, error } and never rejects', async () => {
    const registry = createRegistry(() => undefined);
    registry.claim('g', [
      entry('search', ({ keyword }: any) => ({ hits: [keyword] }), { inputSchema: keywordSchema }),
      entry('fail', () => Promise.reject(new Error('backend down'))),
      entry('hang', () => new Promise(() => {})),
    ]);
    expect(await registry.callTool('search', { keyword: 'tea' })).toEqual({
      ok: true,
      result: { content: [{ type: 'text', text: '{"hits":["tea"]}' }], structuredContent: { hits: ['tea'] } },
    });
    expect(await registry.callTool('search', {})).toEqual({
      ok: false,
      result: {
        content: [{ type: 'text', text: 'Invalid input for "search": keyword: is required' }],
        isError: true,
      },
      error: 'Invalid input for "search": keyword: is required',
    });
    expect(await registry.callTool('fail')).toMatchObject({ ok: false, error: 'backend down' });
    expect(await registry.callTool('nope')).toEqual({ ok: false, error: 'Unknown tool "nope"' });
  });

  it('callTool still answers when the tool goes away mid-call', async () => {
    const registry = createRegistry(() => undefined);
    let finish!: (value: string) => void;
    const release = registry.claim('g', [entry('hang', () => new Promise((resolve) => (finish = resolve)))]);
    const outcome = registry.callTool('hang');
    release();
    finish('late');
    expect(await outcome).toMatchObject({ ok: true, result: { content: [{ text: 'late' }] } });
  });

  it('subscribe/getSnapshot: a new immutable snapshot after each change, the same one in between', async () => {
    const host = new FakeHost();
    const registry = createRegistry(() => host);
    const states: string[] = [];
    const unsubscribe = registry.subscribe(() => states.push(registry.getSnapshot().state));
    const before = registry.getSnapshot();
    expect(registry.getSnapshot()).toBe(before);
    expect(before).toEqual({ state: 'idle', tools: [], failures: {} });
    registry.claim('g', [entry('a', () => 1)]);
    const after = registry.getSnapshot();
    expect(after).not.toBe(before);
    expect(after.tools.map((tool) => tool.name)).toEqual(['a']);
    await settle();
    expect(states.at(-1)).toBe('ready');
    unsubscribe();
    registry.claim('g', [entry('b', () => 1)]);
    await settle();
    expect(states.at(-1)).toBe('ready');
    expect(states.length).toBeLessThan(5);
  });
});
