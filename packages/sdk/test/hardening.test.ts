// Issue 17 at unit level (Node): the store-side halves of what e2e/test/sdk-runtime-hardening.test.ts
// proves in Chromium with the real polyfill.
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectTools } from '../src/collect-tools';
import { messageOf } from '../src/development';
import { findNonJsonValue } from '../src/find-non-json-value';
import { createRegistry } from '../src/registry';
import { toCallToolResult } from '../src/to-call-tool-result';
import type { ToolEntry } from '../src/tool-entry';
import type { JsonSchema } from '../src/types';
import { validateInput } from '../src/validate-input';
import { FakeHost } from './support/fake-host';
import { described, settle } from './support/tools';

afterEach(() => {
  vi.restoreAllMocks();
});

const objectSchema = { type: 'object' as const, properties: {} };
function entry(name: string, invoke: ToolEntry['invoke'], inputSchema: JsonSchema = objectSchema): ToolEntry {
  const schema = { description: name, inputSchema };
  return { name, schema, schemaKey: JSON.stringify(schema), invoke };
}

describe('validation', () => {
  it('requires a field named like an Object.prototype member (own properties only)', () => {
    const schema = {
      type: 'object' as const,
      properties: { constructor: { type: 'string' as const }, toString: { type: 'string' as const } },
      required: ['constructor', 'toString'],
    };
    expect(validateInput({}, schema)).toEqual(['constructor: is required', 'toString: is required']);
    expect(validateInput({ constructor: 'a', toString: 'b' }, schema)).toEqual([]);
  });

  it('applies type/properties/required/additionalProperties beside anyOf', () => {
    const schema = {
      type: 'object' as const,
      properties: { a: { type: 'number' as const } },
      required: ['a'],
      additionalProperties: false as const,
      anyOf: [{ required: ['a'] }, { type: 'null' as const }],
    };
    expect(validateInput({ a: 5, extra: 1 }, schema)).toEqual(['extra: is not allowed']);
    expect(validateInput({ a: 5 }, schema)).toEqual([]);
  });

  it('lists ten problems and counts the rest; clips long keys', () => {
    const problems = validateInput(
      { readings: Array.from({ length: 1000 }, () => 'x') },
      { type: 'object', properties: { readings: { type: 'array', items: { type: 'number' } } } },
    );
    expect(problems).toHaveLength(11);
    expect(problems[10]).toBe('990 more problems');
    const [long] = validateInput(
      { ['k'.repeat(100_000)]: 1 },
      { type: 'object', additionalProperties: false },
    );
    expect(long!.length).toBeLessThan(100);
  });

  it('compiles a pattern without the u flag when only ECMA-262 accepts it', () => {
    const schema = { type: 'string' as const, pattern: '^\\d{3}\\-\\d{4}$' };
    expect(validateInput('555-1234', schema)).toEqual([]);
    expect(validateInput('5551234', schema)).toEqual([
      'input: expected a match of /^\\d{3}\\-\\d{4}$/, got "5551234"',
    ]);
  });
});

describe('never throwing (fast-check)', () => {
  const schema: JsonSchema = {
    type: 'object',
    properties: {
      tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'], pattern: '^\\w+$' } },
      target: {
        anyOf: [{ type: 'object', required: ['id'], additionalProperties: false }, { type: 'null' }],
      },
      constructor: { type: ['number', 'null'], minimum: 0 } as JsonSchema,
    },
    required: ['constructor'],
  };

  it('validates any value (not only JSON) without throwing, listing at most 10 problems and a count', () => {
    fc.assert(
      fc.property(
        fc.anything({ withMap: true, withSet: true, withBigInt: true, withNullPrototype: true }),
        (value) => {
          const problems = validateInput({ tags: value, target: value, constructor: value }, schema);
          expect(problems.length).toBeLessThanOrEqual(11);
        },
      ),
      { numRuns: 300, seed: 17 },
    );
  });

  it('finds nothing non-JSON in any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => findNonJsonValue(value, 'result') === undefined),
      {
        numRuns: 300,
        seed: 17,
      },
    );
  });
});

describe('results and failures', () => {
  it('gives the message of anything thrown, never throwing itself', () => {
    expect(messageOf(Object.create(null))).toBe('unreadable error');
    const error = new Error('x');
    Object.defineProperty(error, 'message', {
      get() {
        throw new Error('getter');
      },
    });
    expect(messageOf(error)).toBe('unreadable error');
  });

  it('names a value JSON would turn into {} (a DOM node, a Promise, a RegExp, an Error); a Date stays a string', () => {
    const node = runInNewContext('({ [Symbol.toStringTag]: "HTMLDivElement" })');
    expect(findNonJsonValue({ panel: node }, 'result')).toBe('result.panel is a HTMLDivElement');
    expect(findNonJsonValue([Promise.resolve(1)], 'result')).toBe('result[0] is a Promise');
    expect(findNonJsonValue({ match: /x/ }, 'result')).toBe('result.match is a RegExp');
    expect(findNonJsonValue({ failure: new Error('x') }, 'result')).toBe('result.failure is a Error');
    expect(findNonJsonValue({ at: new Date(0), items: [], empty: {} }, 'result')).toBeUndefined();
  });

  it('names a Map or Set from another realm, and a BigInt inside a content array', () => {
    expect(findNonJsonValue({ byCustomer: runInNewContext('new Map()') }, 'result')).toBe(
      'result.byCustomer is a Map',
    );
    expect(toCallToolResult('t', { content: [{ type: 'text', text: 'n', count: 3n }] })).toEqual({
      content: [{ type: 'text', text: 'Tool "t" returned non-JSON: result.content[0].count is a BigInt' }],
      isError: true,
    });
  });

  it('passes through only arrays of MCP content blocks; other `content` arrays are data', () => {
    const post = { title: 'Hello', content: [{ heading: 'Intro' }] };
    expect(toCallToolResult('t', post)).toEqual({
      content: [{ type: 'text', text: JSON.stringify(post) }],
      structuredContent: post,
    });
    const image = { content: [{ type: 'image', data: 'AAAA', mimeType: 'image/png' }] };
    expect(toCallToolResult('t', image)).toBe(image);
  });

  it('walks a result 100,000 levels deep without recursion', () => {
    let deep: unknown = new Set();
    for (let level = 0; level < 100_000; level++) deep = { child: deep };
    expect(findNonJsonValue(deep, 'result')).toMatch(/\.child\.child is a Set$/);
  });
});

describe('owners and lifecycles', () => {
  it('warns when other code takes a name under an identical schema', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const registry = createRegistry(() => undefined);
    registry.claim('registerGlobalTools', [entry('find', () => 'A')]);
    registry.claim('registerGlobalTools', [entry('find', () => 'B')]);
    expect(warn).toHaveBeenCalledWith(
      '[webmcp-nexus] tool "find": registerGlobalTools overrides registerGlobalTools until it goes away',
    );
  });

  it('keeps a withdrawn tool on the host until its call in flight answers; its signal aborts at once', async () => {
    const host = new FakeHost();
    const registry = createRegistry(() => host);
    let signal: AbortSignal | undefined;
    let finish!: (value: string) => void;
    const release = registry.claim('g', [
      entry('close', (_input, options) => {
        signal = options.signal;
        return new Promise((resolve) => (finish = resolve));
      }),
    ]);
    await settle();
    const call = host.execute('close', {});
    release();
    await settle();
    expect(signal!.aborted).toBe(true);
    expect(host.tools.has('close')).toBe(true);
    finish('closed');
    expect(await call).toEqual({ content: [{ type: 'text', text: 'closed' }] });
    await settle();
    expect(host.tools.has('close')).toBe(false);
  });

  it('lets the same tool, mounted again while a call of the old instance runs, take new calls at once', async () => {
    const host = new FakeHost();
    const registry = createRegistry(() => host);
    let finish!: (value: string) => void;
    const first = registry.claim('g', [entry('close', () => new Promise((resolve) => (finish = resolve)))]);
    await settle();
    const call = host.execute('close', {});
    first(); // unmounted mid-call...
    await settle();
    registry.claim('g', [entry('close', () => 'second instance')]); // ...and mounted again
    await settle();
    expect(await host.execute('close', {})).toEqual({ content: [{ type: 'text', text: 'second instance' }] });
    finish('first instance');
    expect(await call).toEqual({ content: [{ type: 'text', text: 'first instance' }] });
    await settle();
    expect(host.tools.has('close')).toBe(true);
    expect(host.registerCalls).toBe(1);
  });

  it('registers a newer owner’s schema only after the old call answered', async () => {
    const host = new FakeHost();
    const registry = createRegistry(() => host);
    let finish!: (value: string) => void;
    registry.claim('g', [entry('sync', () => new Promise((resolve) => (finish = resolve)))]);
    await settle();
    const call = host.execute('sync', {});
    registry.claim('h', [
      entry('sync', () => 'v2', { type: 'object', properties: { store: { type: 'string' } } }),
    ]);
    await settle();
    expect(host.tools.get('sync')!.inputSchema).toEqual(objectSchema);
    finish('old answer');
    expect(await call).toMatchObject({ content: [{ text: 'old answer' }] });
    await settle();
    expect(host.tools.get('sync')!.inputSchema).toMatchObject({ properties: { store: {} } });
  });

  it('skips a tool whose schema JSON cannot encode, keeping its neighbours', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cyclic: Record<string, unknown> = { type: 'object' };
    cyclic.self = cyclic;
    const tools = collectTools(
      [{ bad: described(() => 1, 'bad', cyclic), good: described(() => 2, 'good') }],
      createRegistry(() => undefined),
      'registerGlobalTools',
    );
    expect(tools.map((tool) => tool.name)).toEqual(['good']);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('skipped "bad": its __webmcpSchema is not JSON'),
    );
  });
});

describe('the host and its neighbours', () => {
  it('treats a host getter that throws as no host', async () => {
    const registry = createRegistry(() => {
      throw new DOMException('blocked', 'NotAllowedError');
    });
    expect(() => registry.claim('g', [entry('a', () => 1)])).not.toThrow();
    await settle();
    expect(registry.getState()).toBe('no-host');
  });
});
