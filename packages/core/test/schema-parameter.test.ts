import { describe, expect, test } from 'vitest';
import { schemaOf, validate, wordAt } from './schema-harness';

/** The M2 diagnostic of a tool whose schema must be refused. */
function refused(source: string) {
  const result = schemaOf(source);
  expect(result.schema).toBeUndefined();
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  expect(errors.map((d) => d.code)).toEqual(['M2']);
  return errors[0];
}

describe('the first parameter (M2)', () => {
  const DESTRUCTURE = 'Destructure one object parameter, so the body stays as it is';
  const JSON_DATA = 'Take the data an agent can send, in one object of plain fields';
  test.each([
    [
      'a primitive',
      '/** Get */ export async function tool(id: string) {}',
      "it is 'string', a primitive",
      DESTRUCTURE,
      '{ id }: { id: string }',
    ],
    [
      'a number literal',
      '/** Get */ export function tool(n: 1 | 2) {}',
      "'1 | 2', a primitive",
      DESTRUCTURE,
      '{ n }: { n: 1 | 2 }',
    ],
    [
      'an array',
      '/** Get */ export function tool(ids: string[]) {}',
      'an array',
      DESTRUCTURE,
      '{ ids }: { ids: string[] }',
    ],
    [
      'a boolean',
      '/** Get */ export function tool(flag: boolean) {}',
      "it is 'boolean', a primitive",
      DESTRUCTURE,
      '{ flag }: { flag: boolean }',
    ],
    [
      'an enum',
      "enum E { A = 'a' }\n/** Get */ export function tool(e: E) {}",
      'a primitive',
      DESTRUCTURE,
      '{ e }: { e: E }',
    ],
    [
      'a tuple',
      '/** Get */ export function tool(pair: [number, number]) {}',
      'an array',
      DESTRUCTURE,
      '{ pair }: { pair: [number, number] }',
    ],
    [
      'any',
      '/** Run */ export function tool(params: any) {}',
      "it is 'any'",
      'Declare the fields it is used with',
      undefined,
    ],
    [
      'unknown',
      '/** Run */ export function tool(params: unknown) {}',
      "it is 'unknown'",
      '(params: ToolParams)',
      undefined,
    ],
    [
      'untyped',
      '/** Run */ export const tool = function (params) {};',
      'no type annotation',
      'Declare the fields it is used with',
      undefined,
    ],
    [
      'a type parameter',
      '/** Run */ export function tool<T>(params: T) {}',
      "type parameter 'T'",
      'concrete object type',
      undefined,
    ],
    [
      'a constrained type parameter',
      '/** Run */ export function tool<T extends { a: string }>(params: T) {}',
      'type parameter',
      'concrete',
      undefined,
    ],
    [
      'a union with a primitive',
      '/** Run */ export function tool(p: { a: string } | string) {}',
      "non-object member 'string'",
      DESTRUCTURE,
      '{ p }: { p: { a: string } | string }',
    ],
    [
      'a nullable object',
      '/** Run */ export function tool(p: { a: string } | null) {}',
      "non-object member 'null'",
      DESTRUCTURE,
      '{ p }: { p: { a: string } | null }',
    ],
    [
      'a branded string',
      "/** Run */ export function tool(id: string & { __brand: 'Id' }) {}",
      'a primitive',
      DESTRUCTURE,
      "{ id }: { id: string & { __brand: 'Id' } }",
    ],
    ['a Date', '/** Run */ export function tool(when: Date) {}', 'not plain JSON data', JSON_DATA, undefined],
    [
      'a Map',
      '/** Run */ export function tool(m: Map<string, string>) {}',
      'not plain JSON data',
      JSON_DATA,
      undefined,
    ],
    ['a function', '/** Run */ export function tool(cb: () => void) {}', 'a function', JSON_DATA, undefined],
    [
      'a union with a Date',
      '/** Run */ export function tool(p: { a: string } | Date) {}',
      "non-object member 'Date'",
      JSON_DATA,
      undefined,
    ],
    [
      'a rest parameter',
      '/** Run */ export function tool(...ids: string[]) {}',
      'rest parameter',
      DESTRUCTURE,
      '{ ids = [] }: { ids?: string[] } = {}',
    ],
    [
      'an unresolved type',
      "import type { P } from 'nowhere';\n/** Run */ export function tool(p: P) {}",
      'cannot be resolved',
      'import',
      undefined,
    ],
  ])('%s is an error at the parameter, with a hint, and no schema', (_label, source, message, hint, fix) => {
    const error = refused(source);
    expect(error.message).toContain(message);
    expect(error.message).toContain("Tool 'tool'");
    expect(error.hint).toContain(hint);
    expect(error.fix?.text).toBe(fix);
    expect(wordAt(error)).toMatch(/^(id|n|ids|pair|params|p|when|m|cb|flag|e|\.\.\.ids:)$/);
  });

  test('the seed example: getUser(id: string) is destructured, never wrapped (which would fetch /api/users/[object Object])', () => {
    const error = refused(
      "export async function tool(id: string): Promise<unknown> { return fetch('/api/users/' + id); }",
    );
    expect(error.hint).toBe(
      'Destructure one object parameter, so the body stays as it is: ({ id }: { id: string }); then describe each field with /** */, and call it as tool({ id })',
    );
    expect(error.fix?.text).toBe('{ id }: { id: string }');
  });

  test('a function that reads `arguments` gets the hint with a warning, and no fix', () => {
    const error = refused('/** Get */ export function tool(id: string) { return arguments[0]; }');
    expect(error.hint).toMatch(
      /the body reads `arguments`, which would then hold that object: change those reads by hand$/,
    );
    expect(error.fix).toBeUndefined();
  });

  test('no parameter gives an empty object schema', () => {
    const result = schemaOf('/** List */ export async function tool() { return []; }');
    expect(result.schema!.inputSchema).toEqual({ type: 'object', properties: {} });
    expect(validate(result.schema!.inputSchema, {}).valid).toBe(true);
  });

  test('a second parameter ({ signal }) is ignored', () => {
    const result = schemaOf(
      '/** Fetch */ export async function tool(params: { /** url */ url: string }, { signal }: { signal?: AbortSignal }) {}',
    );
    expect(Object.keys(result.schema!.inputSchema.properties)).toEqual(['url']);
  });

  test('an optional parameter or one with a default is still its object type', () => {
    const optional = schemaOf('/** A */ export function tool(p?: { /** q */ q?: string }) {}');
    expect(optional.schema!.inputSchema.properties.q.type).toBe('string');
    const defaulted = schemaOf('/** A */ export function tool(p: { /** q */ q?: string } = {}) {}');
    expect(defaulted.schema!.inputSchema.properties.q.type).toBe('string');
  });

  test('a `this` parameter is not the input', () => {
    const result = schemaOf(
      '/** A */ export function tool(this: { id: string }, p: { /** q */ q: string }) {}',
    );
    expect(Object.keys(result.schema!.inputSchema.properties)).toEqual(['q']);
  });

  test('an empty interface, object and Record<string, unknown> are accepted as open objects', () => {
    for (const type of ['{}', 'object', 'Record<string, unknown>']) {
      const result = schemaOf(`/** A */ export function tool(p: ${type}) {}`);
      expect(result.schema!.inputSchema.type).toBe('object');
      expect(result.schema!.inputSchema.additionalProperties).toBeUndefined();
    }
  });

  test('a primitive parameter never yields prototype members such as length or charAt', () => {
    const result = schemaOf('/** A */ export function tool(s: string) {}');
    expect(JSON.stringify(result)).not.toMatch(/charAt|"length"/);
  });
});

describe('destructuring defaults', () => {
  test('literal initialisers and const-bound names become default; computed ones warn (S6)', () => {
    const result = schemaOf(`
      const PAGE = 10;
      export interface SearchUsersParams {
        /** Keyword */ keyword: string;
        /** Page size */ pageSize?: number;
        /** Role */ role?: 'admin' | 'user' | 'guest';
        /** Tags */ tags?: string[];
        /** Exact */ exact?: boolean;
        /** Offset */ offset?: number;
        /** Seed */ seed?: number;
        /** Filters */ filters?: { /** Min */ min?: number; /** Label */ label?: string | null };
      }
      /** Search users @readonly */
      export async function tool({
        keyword, pageSize = 20, role = 'user', tags = ['a', 'b'], exact = false, offset = PAGE,
        seed = Math.random(), filters: { min = -1, label = null } = {},
      }: SearchUsersParams) {}`);
    const properties = result.schema!.inputSchema.properties;
    expect(properties.keyword.default).toBeUndefined();
    expect(properties.pageSize).toEqual({ type: 'number', description: 'Page size', default: 20 });
    expect(properties.role.default).toBe('user');
    expect(properties.tags.default).toEqual(['a', 'b']);
    expect(properties.exact.default).toBe(false);
    expect(properties.offset.default).toBe(10);
    expect(properties.seed.default).toBeUndefined();
    expect(result.diagnostics.map((d) => [d.code, wordAt(d)])).toEqual([['S6', 'Math']]);
    expect(properties.filters.properties!.min.default).toBe(-1);
    expect(properties.filters.properties!.label.default).toBeNull();
    expect(result.schema!.inputSchema.required).toEqual(['keyword']);
  });

  test('a destructuring default wins over a @default tag', () => {
    const result = schemaOf(
      '/** A */ export function tool({ size = 5 }: { /** Size @default 3 */ size?: number }) {}',
    );
    expect(result.schema!.inputSchema.properties.size.default).toBe(5);
  });
});
