import { describe, expect, it } from 'vitest';
import { toCallToolResult } from '../src/to-call-tool-result';

describe('toCallToolResult', () => {
  it('returns a string as the text itself', () => {
    expect(toCallToolResult('t', 'done')).toEqual({ content: [{ type: 'text', text: 'done' }] });
  });

  it('returns a plain object as JSON text plus structuredContent', () => {
    const value = { count: 2, items: [{ id: 'a' }], at: new Date(0) };
    expect(toCallToolResult('t', value)).toEqual({
      content: [{ type: 'text', text: JSON.stringify(value) }],
      structuredContent: value,
    });
    const bare = Object.assign(Object.create(null), { a: 1 });
    expect(toCallToolResult('t', bare).structuredContent).toBe(bare);
  });

  it('gives arrays, numbers, booleans, null and undefined only as text', () => {
    expect(toCallToolResult('t', [1, 2])).toEqual({ content: [{ type: 'text', text: '[1,2]' }] });
    expect(toCallToolResult('t', 42)).toEqual({ content: [{ type: 'text', text: '42' }] });
    expect(toCallToolResult('t', false)).toEqual({ content: [{ type: 'text', text: 'false' }] });
    expect(toCallToolResult('t', null)).toEqual({ content: [{ type: 'text', text: 'null' }] });
    expect(toCallToolResult('t', undefined)).toEqual({ content: [{ type: 'text', text: 'null' }] });
  });

  it('passes a value that already has a content array through unchanged', () => {
    const ready = { content: [{ type: 'image', data: 'AAAA', mimeType: 'image/png' }], isError: false };
    expect(toCallToolResult('t', ready)).toBe(ready);
  });

  it('turns resultType input_required into an error that explains M4', () => {
    const result = toCallToolResult('askUser', { resultType: 'input_required', message: 'which one?' });
    expect(result.isError).toBe(true);
    expect(result.content[0]!.text).toMatch(/askUser.*input_required.*multi-round.*single-round tools/);
  });

  it.each([
    [{ items: [1, new Map()] }, 'result.items[1] is a Map'],
    [{ tags: new Set(['a']) }, 'result.tags is a Set'],
    [{ id: 10n }, 'result.id is a BigInt'],
    [{ onDone: () => {} }, 'result.onDone is a function'],
    [{ key: Symbol('k') }, 'result.key is a symbol'],
    [10n, 'result is a BigInt'],
  ])('names the path of a non-JSON value (%#)', (value, path) => {
    const result = toCallToolResult('t', value);
    expect(result).toEqual({
      content: [{ type: 'text', text: `Tool "t" returned non-JSON: ${path}` }],
      isError: true,
    });
  });

  it('names a cycle, but allows the same object twice', () => {
    const node: Record<string, unknown> = { name: 'root', children: [] };
    (node.children as unknown[]).push({ parent: node });
    expect(toCallToolResult('t', node).content[0]!.text).toBe(
      'Tool "t" returned non-JSON: result.children[0].parent is a cycle',
    );
    const shared = { id: 1 };
    expect(toCallToolResult('t', { a: shared, b: shared }).isError).toBeUndefined();
  });
});
