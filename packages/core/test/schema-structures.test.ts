import { describe, expect, test } from 'vitest';
import { schemaOf, validate, wordAt } from './schema-harness';

function toolInput(source: string, files?: Record<string, string>) {
  const result = schemaOf(source, { files });
  expect(result.schema, JSON.stringify(result.diagnostics)).toBeDefined();
  return { input: result.schema!.inputSchema, result };
}

describe('arrays and tuples', () => {
  test('T[], Array<T>, readonly T[] and ReadonlyArray<T> are arrays with items', () => {
    const { input } = toolInput(`/** T */ export function tool(p: {
      /** a */ a: string[]; /** b */ b: Array<number>; /** c */ c: readonly boolean[];
      /** d */ d: ReadonlyArray<'x' | 'y'>; /** e */ e: { /** n */ n: string }[]; /** f */ f: string[][];
    }) {}`);
    expect(input.properties.a).toEqual({ type: 'array', description: 'a', items: { type: 'string' } });
    expect(input.properties.b).toEqual({ type: 'array', description: 'b', items: { type: 'number' } });
    expect(input.properties.c).toEqual({ type: 'array', description: 'c', items: { type: 'boolean' } });
    expect(input.properties.d).toEqual({
      type: 'array',
      description: 'd',
      items: { type: 'string', enum: ['x', 'y'] },
    });
    expect(input.properties.e.items).toEqual({
      type: 'object',
      properties: { n: { type: 'string', description: 'n' } },
      required: ['n'],
      additionalProperties: false,
    });
    expect(input.properties.f).toEqual({
      type: 'array',
      description: 'f',
      items: { type: 'array', items: { type: 'string' } },
    });
    const sample = { a: ['x'], b: [1], c: [true], d: ['y'], e: [{ n: 'k' }], f: [['z']] };
    expect(validate(input, sample).valid).toBe(true);
    expect(validate(input, { ...sample, d: ['z'] }).valid).toBe(false);
  });

  test('tuples use prefixItems with minItems and maxItems; optional elements lower minItems', () => {
    const { input } = toolInput(`/** T */ export function tool(p: {
      /** a */ a: [string, number]; /** b */ b: [x: number, y?: number]; /** c */ c: [string, ...number[]];
    }) {}`);
    expect(input.properties.a).toEqual({
      type: 'array',
      description: 'a',
      prefixItems: [{ type: 'string' }, { type: 'number' }],
      minItems: 2,
      maxItems: 2,
    });
    expect(input.properties.b).toMatchObject({ minItems: 1, maxItems: 2 });
    expect(input.properties.c).toEqual({
      type: 'array',
      description: 'c',
      prefixItems: [{ type: 'string' }],
      items: { type: 'number' },
      minItems: 1,
    });
    expect(validate(input, { a: ['x', 1], b: [1], c: ['s', 1, 2, 3] }).valid).toBe(true);
    expect(validate(input, { a: ['x', 1, 2], b: [1], c: ['s'] }).valid).toBe(false);
    expect(validate(input, { a: ['x', 1], b: [], c: ['s'] }).valid).toBe(false);
  });
});

describe('objects', () => {
  test('nested interfaces are inlined with properties, required and additionalProperties: false', () => {
    const { input } = toolInput(`
      interface Address { /** Street */ street: string; /** Zip */ zip?: string }
      interface Params { /** Who */ name: string; /** Where */ address: Address }
      /** T */ export function tool(p: Params) {}`);
    expect(input).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string', description: 'Who' },
        address: {
          type: 'object',
          description: 'Where',
          properties: {
            street: { type: 'string', description: 'Street' },
            zip: { type: 'string', description: 'Zip' },
          },
          required: ['street'],
          additionalProperties: false,
        },
      },
      required: ['name', 'address'],
      additionalProperties: false,
    });
    expect(validate(input, { name: 'a', address: { street: 's' } }).valid).toBe(true);
    expect(validate(input, { name: 'a', address: { street: 's', extra: 1 } }).valid).toBe(false);
  });

  test('objects nest to level 3; level 4 is cut to { type: object } with one D1 at the field', () => {
    const { input, result } = toolInput(`/** T */ export function tool(p: {
      /** l2 */ a: { /** l3 */ b: { /** l4 */ c: { /** l5 */ d: string }; /** ok */ e: string[] } };
      /** list */ list: { /** l3 via array */ x: { /** cut */ y: { z: string } } }[];
    }) {}`);
    const b = input.properties.a.properties!.b;
    expect(b.properties!.c).toEqual({ type: 'object', description: 'l4' });
    expect(b.properties!.e).toEqual({ type: 'array', description: 'ok', items: { type: 'string' } });
    expect(input.properties.list.items!.properties!.x.properties!.y).toEqual({
      type: 'object',
      description: 'cut',
    });
    expect(result.diagnostics.map((d) => `${d.code} ${wordAt(d)}`)).toEqual(['D1 c', 'D1 y']);
    expect(result.diagnostics[0].message).toContain('deeper than 3 levels');
  });

  test('a recursive type is cut at its first recurrence, one D1 per cut field', () => {
    const { input, result } = toolInput(`
      interface Category { /** Name */ name: string; /** Children */ children?: Category[]; /** Parent */ parent: Category | null }
      /** T */ export function tool(p: { /** Root */ root: Category }) {}`);
    const root = input.properties.root;
    expect(root.properties!.children).toEqual({
      type: 'array',
      description: 'Children',
      items: { type: 'object' },
    });
    expect(root.properties!.parent).toEqual({
      description: 'Parent',
      anyOf: [{ type: 'object' }, { type: 'null' }],
    });
    expect(result.diagnostics.map((d) => `${d.code} ${wordAt(d)}`)).toEqual(['D1 children', 'D1 parent']);
    expect(result.diagnostics[0].message).toContain("refers back to 'Category'");
    expect(validate(input, { root: { name: 'a', children: [{ anything: 1 }], parent: null } }).valid).toBe(
      true,
    );
  });

  test('an array of a recursive object met again is cut to an array of { type: object }', () => {
    // Under an intersection the array type itself recurs (not only its element): its items are
    // still objects, never any JSON value.
    const { input, result } = toolInput(`
      interface Container { /** Children */ children: Container[] }
      type Dummy = { /** X */ x: number };
      /** T */ export function tool(p: Container & Dummy) {}`);
    expect(input.properties.children.items!.properties!.children).toEqual({
      type: 'array',
      description: 'Children',
      items: { type: 'object' },
    });
    expect(result.diagnostics.map((d) => d.code)).toContain('D1');
  });

  test('a recursive parameter type and a recursive union that may be a primitive', () => {
    const { input, result } = toolInput(`
      type Json = string | number | Json[];
      interface Node { /** v */ value: Json; /** next */ next?: Node }
      /** T */ export function tool(p: Node) {}`);
    expect(input.properties.next).toEqual({ type: 'object', description: 'next' });
    // Json[] inside Json recurs: cut to {} rather than { type: object }, because a Json may be a string.
    expect(input.properties.value).toEqual({
      description: 'v',
      anyOf: [{ type: ['string', 'number'] }, { type: 'array', items: {} }],
    });
    expect(result.diagnostics.map((d) => `${d.code} ${wordAt(d)}`)).toEqual(['D1 value', 'D1 next']);
  });

  test('intersections are flattened into one object, in member order', () => {
    const { input } = toolInput(`
      interface Paging { /** Page */ page: number; /** Size */ size?: number }
      type Filter = { /** Q */ q: string };
      /** T */ export function tool(p: Filter & Paging & { /** Sort */ sort: 'asc' | 'desc' }) {}`);
    expect(Object.keys(input.properties)).toEqual(['q', 'page', 'size', 'sort']);
    expect(input.required).toEqual(['q', 'page', 'sort']);
    expect(input.additionalProperties).toBe(false);
    expect(JSON.stringify(input)).not.toContain('allOf');
    expect(validate(input, { q: 'x', page: 1, sort: 'asc' }).valid).toBe(true);
  });

  test('unions of object types (discriminated too) become anyOf of inlined objects', () => {
    const { input } = toolInput(`
      type Shape = { /** k */ kind: 'circle'; /** r */ radius: number } | { /** k */ kind: 'rect'; /** w */ width: number; /** h */ height: number };
      /** T */ export function tool(p: { /** s */ shape: Shape; /** t */ target: { /** id */ id: string } | { /** email */ email: string } }) {}`);
    expect(input.properties.shape.anyOf).toHaveLength(2);
    expect(input.properties.shape.anyOf![0]).toEqual({
      type: 'object',
      properties: {
        kind: { type: 'string', description: 'k', enum: ['circle'] },
        radius: { type: 'number', description: 'r' },
      },
      required: ['kind', 'radius'],
      additionalProperties: false,
    });
    expect(input.properties.target.anyOf!.map((variant) => Object.keys(variant.properties!))).toEqual([
      ['id'],
      ['email'],
    ]);
    expect(
      validate(input, { shape: { kind: 'rect', width: 1, height: 2 }, target: { email: 'a@b' } }).valid,
    ).toBe(true);
    expect(validate(input, { shape: { kind: 'rect', radius: 1 }, target: { id: 'x' } }).valid).toBe(false);
  });

  test('a union of object types as the parameter is an object root with anyOf', () => {
    const { input } = toolInput(`
      /** T */ export function tool(p: { /** by id */ id: string } | { /** by name */ name: string; /** exact */ exact?: boolean }) {}`);
    expect(input.type).toBe('object');
    expect(input.properties).toEqual({});
    expect(input.anyOf).toHaveLength(2);
    expect(validate(input, { name: 'x' }).valid).toBe(true);
    expect(validate(input, { nope: 1 }).valid).toBe(false);
  });

  test('instantiated generics and utility types are resolved by the checker and inlined', () => {
    const { input } = toolInput(`
      interface User { /** Id */ id: string; /** Name */ name: string; /** Age */ age: number; /** Mail */ email?: string }
      interface Page<T> { /** Items */ items: T[]; /** Cursor */ cursor?: string }
      /** T */ export function tool(p: {
        /** page */ page: Page<Pick<User, 'name' | 'id'>>;
        /** patch */ patch: Partial<Omit<User, 'id'>>;
        /** full */ full: Required<Pick<User, 'email'>>;
        /** frozen */ frozen: Readonly<{ /** x */ x: number }>;
      }) {}`);
    expect(input.properties.page.properties!.items.items).toEqual({
      type: 'object',
      properties: {
        id: { type: 'string', description: 'Id' },
        name: { type: 'string', description: 'Name' },
      },
      required: ['id', 'name'],
      additionalProperties: false,
    });
    expect(input.properties.patch.properties).toEqual({
      name: { type: 'string', description: 'Name' },
      age: { type: 'number', description: 'Age' },
      email: { type: 'string', description: 'Mail' },
    });
    expect(input.properties.patch.required).toBeUndefined();
    expect(input.properties.full.required).toEqual(['email']);
    expect(input.properties.frozen.required).toEqual(['x']);
  });

  test('Record<K, V> and index signatures are objects whose description names the value type', () => {
    const { input } = toolInput(`
      interface Counts { [word: string]: number }
      /** T */ export function tool(p: { /** Weights */ weights: Record<string, number>; /** Counts */ counts: Counts; /** Sizes */ sizes: Record<'s' | 'm', number> }) {}`);
    expect(input.properties.weights).toEqual({
      type: 'object',
      description: 'Weights (keys: string, values: number)',
    });
    expect(input.properties.counts).toEqual({
      type: 'object',
      description: 'Counts (keys: string, values: number)',
    });
    // Literal keys are known properties: listing them says more than a description could.
    expect(Object.keys(input.properties.sizes.properties!)).toEqual(['s', 'm']);
    expect(validate(input, { weights: { a: 1 }, counts: {}, sizes: { s: 1, m: 2 } }).valid).toBe(true);
  });

  test('an object with both properties and an index signature stays open', () => {
    const { input } = toolInput(
      `/** T */ export function tool(p: { /** a */ a: string; [key: string]: string }) {}`,
    );
    expect(input.additionalProperties).toBeUndefined();
    expect(validate(input, { a: 'x', b: 'y' }).valid).toBe(true);
  });

  test('properties follow source order, also through Pick and mapped types', () => {
    const { input } = toolInput(`
      interface U { /** a */ a: string; /** b */ b: string; /** c */ c: string; /** d */ d: string }
      declare const warmUp: 'd' | 'c';
      /** T */ export function tool(p: Pick<U, 'd' | 'b' | 'a'> & { /** z */ z: string }) {}`);
    expect(Object.keys(input.properties)).toEqual(['a', 'b', 'd', 'z']);
  });

  test('types from other files and from barrels work', () => {
    const { input, result } = toolInput(
      "import type { Params } from './types';\n/** T */ export function tool(p: Params) {}",
      {
        'types/index.ts': "export * from './params';",
        'types/params.ts':
          "import type { Filter } from './filter';\nexport interface Params { /** F */ filter: Filter }",
        'types/filter.ts': "export interface Filter { /** Tag */ tag: 'a' | 'b' }",
      },
    );
    expect(input.properties.filter.properties!.tag.enum).toEqual(['a', 'b']);
    expect(result.files).toEqual(['tool.ts', 'types/filter.ts', 'types/index.ts', 'types/params.ts']);
  });

  test('class instance types keep their data fields; methods are left out with D3', () => {
    const { input, result } = toolInput(`
      class Point { /** X */ x = 0; /** Y */ y = 0; private secret = 1; /** len */ length() { return 1; } }
      /** T */ export function tool(p: { /** P */ point: Point }) {}`);
    expect(Object.keys(input.properties.point.properties!)).toEqual(['x', 'y']);
    expect(result.diagnostics.map((d) => d.code)).toEqual(['D3']);
  });

  test('fields named like Object.prototype members stay plain fields', () => {
    const { input } = toolInput(
      "/** T */ export function tool(p: { /** a */ '__proto__': string; /** b */ constructor: number; /** c */ toString: string }) {}",
    );
    expect(Object.keys(input.properties)).toEqual(['__proto__', 'constructor', 'toString']);
    expect(Object.getPrototypeOf(input.properties)).toBe(Object.prototype);
    const parsed = JSON.parse(JSON.stringify(input));
    expect(Object.getOwnPropertyDescriptor(parsed.properties, '__proto__')?.value).toEqual({
      type: 'string',
      description: 'a',
    });
  });
});
