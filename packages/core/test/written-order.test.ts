import { describe, expect, test } from 'vitest';
import type { JsonSchema } from '../src/json-schema';
import { schemaOf } from './schema-harness';

// SPEC 3.3: literal unions keep their written order wherever they are reached from, and property
// order follows the source, never the checker's internal order. The checker orders a union by
// type id (which literal some earlier code created first) and a mapped type's properties by its
// key union: each case below is built twice, once with a first field that creates the same
// literals in another order, and must come out the same, in written order, both times.

/** Builds `tool(p: { [w], f: <type> })` and returns the schema of `f`, with and without the warm-up `w`. */
function fieldBothWays(type: string, warmUp: string, prelude = '', files?: Record<string, string>) {
  const build = (first: string) => {
    const result = schemaOf(
      `${prelude}\n/** T */\nexport function tool(p: {\n${first}\n  /** f */\n  f: ${type};\n}) {}`,
      { files },
    );
    expect(result.schema, JSON.stringify(result.diagnostics)).toBeDefined();
    return { field: result.schema!.inputSchema.properties.f, diagnostics: result.diagnostics };
  };
  return { cold: build(''), warm: build(`  /** w */\n  w: ${warmUp};`) };
}

/** The enum of `f` (or of its items), which must be the same with and without the warm-up. */
function enumOf(type: string, warmUp: string, prelude = '', files?: Record<string, string>) {
  const { cold, warm } = fieldBothWays(type, warmUp, prelude, files);
  const values = (schema: JsonSchema) => schema.enum ?? schema.items?.enum;
  expect(values(warm.field)).toEqual(values(cold.field));
  return values(cold.field);
}

/** The property names of `f`, which must be the same with and without the warm-up. */
function keysOf(type: string, warmUp: string, prelude = '', files?: Record<string, string>) {
  const { cold, warm } = fieldBothWays(type, warmUp, prelude, files);
  expect(Object.keys(warm.field.properties ?? {})).toEqual(Object.keys(cold.field.properties ?? {}));
  return Object.keys(cold.field.properties ?? {});
}

const ORDER = "interface Order {\n  status: 'draft' | 'active' | 'archived';\n  kind?: 'b' | 'a';\n}";
const FILTER = 'interface Filter<S> {\n  /** s */\n  state: S;\n  /** l */\n  list: S[];\n}';

describe('a literal union keeps its written order', () => {
  test('through an indexed access to a member (required, optional, in an array)', () => {
    expect(enumOf("Order['status']", "'archived' | 'active'", ORDER)).toEqual([
      'draft',
      'active',
      'archived',
    ]);
    expect(enumOf("Order['status'][]", "'archived' | 'active'", ORDER)).toEqual([
      'draft',
      'active',
      'archived',
    ]);
    expect(enumOf("NonNullable<Order['kind']>", "'a' | 'b'", ORDER)).toEqual(['b', 'a']);
    expect(enumOf("Order['status' | 'kind']", "'a' | 'archived'", ORDER)).toEqual([
      'draft',
      'active',
      'archived',
      'b',
      'a',
    ]);
  });

  test('through a type argument (interface, alias, heritage, default, nested generic)', () => {
    const prelude = `${FILTER}
      type Maybe<T> = T | 'none';
      type Named = Filter<'open' | 'blocked' | 'done'>;
      interface Extended extends Filter<'open' | 'blocked' | 'done'> {}
      interface Defaulted<S = 'open' | 'blocked' | 'done'> { /** s */ state: S }
      interface Outer<T> { /** i */ inner: Filter<T> }`;
    const warmUp = "'done' | 'open' | 'none'";
    const state = (type: string) => {
      const { cold, warm } = fieldBothWays(type, warmUp, prelude);
      expect(warm.field).toEqual(cold.field);
      return cold.field.properties;
    };
    expect(state("Filter<'open' | 'blocked' | 'done'>")?.state.enum).toEqual(['open', 'blocked', 'done']);
    expect(state("Filter<'open' | 'blocked' | 'done'>")?.list.items?.enum).toEqual([
      'open',
      'blocked',
      'done',
    ]);
    expect(state('Named')?.state.enum).toEqual(['open', 'blocked', 'done']);
    expect(state('Extended')?.state.enum).toEqual(['open', 'blocked', 'done']);
    expect(state('Defaulted')?.state.enum).toEqual(['open', 'blocked', 'done']);
    expect(state("Outer<'open' | 'blocked' | 'done'>")?.inner.properties?.state.enum).toEqual([
      'open',
      'blocked',
      'done',
    ]);
    expect(enumOf("Maybe<'open' | 'done'>", warmUp, prelude)).toEqual(['open', 'done', 'none']);
  });

  test('through conditional types (Exclude, Extract, a distributive alias)', () => {
    const prelude = "type S = 'a' | 'b' | 'c' | 'd';\ntype OnlyStrings<T> = T extends string ? T : never;";
    expect(enumOf("Exclude<S, 'a'>", "'c' | 'b'", prelude)).toEqual(['b', 'c', 'd']);
    expect(enumOf("Extract<S, 'd' | 'b'>", "'d' | 'b'", prelude)).toEqual(['b', 'd']);
    expect(enumOf("OnlyStrings<'y' | 'z' | 'x' | 1>", "'x' | 'y'", prelude)).toEqual(['y', 'z', 'x']);
  });

  test('through typeof: an as-const array indexed by number, an asserted member, keyof of a type argument', () => {
    const prelude = `const MODES = ['fast', 'slow', 'mid'] as const;
      const defaults = { mode: 'slow' as 'fast' | 'slow' };
      interface Keys<T> { /** k */ key: keyof T }
      interface K { zeta: 1; alpha: 2 }`;
    expect(enumOf('(typeof MODES)[number]', "'mid' | 'slow'", prelude)).toEqual(['fast', 'slow', 'mid']);
    expect(enumOf('typeof defaults.mode', "'slow' | 'fast'", prelude)).toEqual(['fast', 'slow']);
    const { cold, warm } = fieldBothWays('Keys<K>', "'alpha' | 'zeta'", prelude);
    expect(warm.field).toEqual(cold.field);
    expect(cold.field.properties?.key.enum).toEqual(['zeta', 'alpha']);
  });

  test('through a type parameter, which stands for its constraint (schema and message)', () => {
    const source = (first: string) =>
      `/** T */\nexport function tool<T extends 'on' | 'off'>(p: {\n${first}\n  /** f */\n  f: T;\n}) {}`;
    const cold = schemaOf(source(''));
    const warm = schemaOf(source("  /** w */\n  w: 'off' | 'on';"));
    expect(cold.schema!.inputSchema.properties.f.enum).toEqual(['on', 'off']);
    expect(warm.schema!.inputSchema.properties.f.enum).toEqual(['on', 'off']);
    const message = (result: typeof cold) => result.diagnostics.find((d) => d.code === 'D5')?.message;
    expect(message(cold)).toBe(
      "Field 'f' has the generic type 'T'; its schema describes the constraint '\"on\" | \"off\"'",
    );
    expect(message(warm)).toBe(message(cold));
  });

  test('in a description: a record whose values are a union', () => {
    const { cold, warm } = fieldBothWays("Record<string, 'on' | 'off'>", "'off' | 'on'");
    expect(cold.field.description).toBe('f (keys: string, values: "on" | "off")');
    expect(warm.field.description).toBe(cold.field.description);
  });

  test('inside a union member that has no syntax of its own (an array or a generic made nullable)', () => {
    expect(enumOf("('b' | 'a')[] | null", "'a' | 'b'")).toBeUndefined();
    const { cold, warm } = fieldBothWays("('b' | 'a')[] | null", "'a' | 'b'");
    expect(warm.field).toEqual(cold.field);
    expect(cold.field.anyOf?.[0].items?.enum).toEqual(['b', 'a']);
    const generic = fieldBothWays("Filter<'b' | 'a'> | null", "'a' | 'b'", FILTER);
    expect(generic.warm.field).toEqual(generic.cold.field);
    expect(generic.cold.field.anyOf?.[0].properties?.state.enum).toEqual(['b', 'a']);
  });

  test('read from a zod schema: z.enum, z.nativeEnum, z.literal unions, primitive unions, an as-const list', () => {
    const prelude = `import { z } from 'zod';
      enum Priority { Low = 'low', High = 'high' }
      const LEVELS = ['warn', 'info'] as const;
      const S = z.object({
        /** e */ e: z.enum(['low', 'high']),
        /** n */ n: z.nativeEnum(Priority).describe('Priority'),
        /** l */ l: z.union([z.literal('low'), z.literal('high')]),
        /** u */ u: z.union([z.string().min(1), z.number()]),
        /** c */ c: z.enum(LEVELS),
      });`;
    const { cold, warm } = fieldBothWays(
      'z.infer<typeof S>',
      "'high' | 'low' | 'info' | 'warn' | number",
      prelude,
    );
    expect(warm.field).toEqual(cold.field);
    const properties = cold.field.properties!;
    expect(properties.e.enum).toEqual(['low', 'high']);
    expect(properties.n.enum).toEqual(['low', 'high']);
    expect(properties.l.enum).toEqual(['low', 'high']);
    expect(properties.u.type).toEqual(['string', 'number']);
    expect(properties.c.enum).toEqual(['warn', 'info']);
  });

  test('TS enums list their members in declaration order, a merged enum block by block', () => {
    const prelude = "enum E { B = 'b', A = 'a' }\nenum E { D = 'd', C = 'c' }";
    expect(enumOf('E', 'E.C | E.A | E.D | E.B', prelude)).toEqual(['b', 'a', 'd', 'c']);
  });
});

describe('properties keep their source order', () => {
  test('of a mapped type over written keys (an inline mapped type, Record)', () => {
    const warmUp = "'x' | 'y' | 'z'";
    expect(keysOf("{ [K in 'z' | 'y' | 'x']: boolean }", warmUp)).toEqual(['z', 'y', 'x']);
    expect(keysOf("Record<'y' | 'x', string>", warmUp)).toEqual(['y', 'x']);
    expect(keysOf('Flags', warmUp, "type Flags = Record<'z' | 'x' | 'y', number>;")).toEqual(['z', 'x', 'y']);
  });

  test('of Pick, Omit and Partial over types from two files: file by file as the source lists them', () => {
    const files = {
      'z-first.ts': 'export interface Zed {\n  /** z2 */ z2: string;\n  /** z1 */ z1: string;\n}',
      'a-second.ts': 'export interface Aye {\n  /** a2 */ a2: string;\n  /** a1 */ a1: string;\n}',
    };
    const prelude =
      "import type { Zed } from './z-first';\nimport type { Aye } from './a-second';\ninterface Both extends Zed, Aye {}";
    const warmUp = "'a1' | 'z1' | 'a2' | 'z2'";
    const expected = ['z2', 'z1', 'a2', 'a1'];
    expect(keysOf("Pick<Zed & Aye, 'a1' | 'z1' | 'z2' | 'a2'>", warmUp, prelude, files)).toEqual(expected);
    expect(keysOf("Omit<Zed & Aye, 'none'>", warmUp, prelude, files)).toEqual(expected);
    expect(keysOf('Partial<Both>', warmUp, prelude, files)).toEqual(expected);
    expect(keysOf("Pick<Both, 'a1' | 'z1'>", warmUp, prelude, files)).toEqual(['z1', 'a1']);
  });

  test('of an intersection: member by member as written', () => {
    const prelude = 'interface B {\n  /** b */ b: string;\n}\ninterface A {\n  /** a */ a: string;\n}';
    expect(keysOf('B & A', 'A & B', prelude)).toEqual(['b', 'a']);
  });
});
