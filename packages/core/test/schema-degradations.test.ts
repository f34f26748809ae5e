import { describe, expect, test } from 'vitest';
import { schemaOf, validate, wordAt } from './schema-harness';

function degraded(fields: string, prelude = '') {
  const result = schemaOf(`${prelude}\n/** Tool */\nexport function tool(params: {\n${fields}\n}) {}`);
  expect(result.schema).toBeDefined();
  const located = result.diagnostics.map((d) => `${d.code} ${wordAt(d)}`);
  return { input: result.schema!.inputSchema, result, located };
}

describe('degradations (SPEC 3.3 rows with a warning)', () => {
  test('any and unknown fields become {} with a D2 warning at the field', () => {
    const { input, located } = degraded('/** a */ a: any;\n/** u */ u?: unknown;');
    expect(input.properties).toEqual({ a: { description: 'a' }, u: { description: 'u' } });
    expect(input.required).toEqual(['a']);
    expect(located).toEqual(['D2 a', 'D2 u']);
    expect(validate(input, { a: [1, { x: null }], u: 'anything' }).valid).toBe(true);
  });

  test('function, symbol and bigint fields are left out with a D3 warning each', () => {
    const { input, located, result } = degraded(
      '/** k */ keep: string;\n/** f */ onDone: () => void;\n/** m */ method(): void;\n/** s */ s: symbol;\n/** b */ big: bigint;\n/** l */ n: 10n;\n/** c */ ctor: new () => object;',
    );
    expect(Object.keys(input.properties)).toEqual(['keep']);
    expect(input.required).toEqual(['keep']);
    expect(located).toEqual(['D3 onDone', 'D3 method', 'D3 s', 'D3 big', 'D3 n', 'D3 ctor']);
    expect(result.diagnostics[3].hint).toContain('string or number');
  });

  test('a field whose type cannot be resolved is {} with a D4 warning at the field, never a crash', () => {
    const { input, located } = degraded(
      '/** a */ a: Missing;\n/** b */ b: Remote[];\n/** c */ c: string;',
      "import type { Remote } from 'not-installed-package';",
    );
    expect(input.properties.a).toEqual({ description: 'a' });
    expect(input.properties.b).toEqual({ type: 'array', description: 'b', items: {} });
    expect(input.properties.c.type).toBe('string');
    expect(located).toEqual(['D4 a', 'D4 b']);
  });

  test('Map, Set, Promise and other non-data lib types degrade to { type: object } with D5 (RegExp is a string)', () => {
    const { input, located } = degraded(
      '/** m */ m: Map<string, number>;\n/** s */ s: Set<string>;\n/** p */ p: Promise<string>;\n/** r */ r: RegExp;\n/** w */ w: String;',
    );
    expect(input.properties.m).toEqual({ type: 'object', description: 'm' });
    expect(input.properties.s).toEqual({ type: 'object', description: 's' });
    expect(input.properties.p).toEqual({ type: 'object', description: 'p' });
    expect(input.properties.r).toEqual({ type: 'string', description: 'r (regular expression)' });
    expect(input.properties.w).toEqual({ type: 'string', description: 'w' });
    expect(located).toEqual(['D5 m', 'D5 s', 'D5 p']);
    expect(JSON.stringify(input)).not.toMatch(/"(size|has|then|exec|length|charAt)"/);
  });

  test('a field typed by a type parameter uses its constraint, with a D5 warning', () => {
    const result = schemaOf(
      `/** T */ export function tool<T extends { /** id */ id: string }, U>(p: { /** i */ item: T; /** o */ other: U }) {}`,
    );
    const input = result.schema!.inputSchema;
    expect(input.properties.item.properties).toEqual({ id: { type: 'string', description: 'id' } });
    expect(input.properties.other).toEqual({ description: 'o' });
    expect(result.diagnostics.map((d) => `${d.code} ${wordAt(d)}`)).toEqual(['D5 item', 'D5 other']);
  });

  test('never and void fields are left out with D5', () => {
    const { input, located } = degraded('/** k */ k: string;\n/** n */ n: never;\n/** v */ v: void;');
    expect(Object.keys(input.properties)).toEqual(['k']);
    expect(located).toEqual(['D5 n', 'D5 v']);
  });

  test('a 10,000-member literal union is emitted whole, in order', () => {
    const members = Array.from({ length: 10_000 }, (_, index) => `'v${index}'`).join(' | ');
    const { input, located } = degraded(
      '/** code */ code: Code;\n/** many */ many?: Code[];',
      `type Code = ${members};`,
    );
    const values = input.properties.code.enum!;
    expect(values).toHaveLength(10_000);
    expect(values[0]).toBe('v0');
    expect(values[9_999]).toBe('v9999');
    expect(values.slice(0, 3)).toEqual(['v0', 'v1', 'v2']);
    expect(input.properties.many.items!.enum).toHaveLength(10_000);
    expect(located).toEqual([]);
    expect(validate(input, { code: 'v5000', many: ['v1', 'v9999'] }).valid).toBe(true);
    expect(validate(input, { code: 'v10000' }).valid).toBe(false);
  });
});
