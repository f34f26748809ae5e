import { describe, expect, test } from 'vitest';
import { codesOf, schemaOf, wordAt } from './schema-harness';

// Bad input gives located diagnostics, never a crash.
describe('bad input', () => {
  test('a syntax error inside the parameter type still gives a schema for what parses', () => {
    const result = schemaOf('/** T */ export function tool(p: { /** a */ a: ; /** b */ b: string }) {}');
    expect(result.schema!.inputSchema.properties.b.type).toBe('string');
  });

  test('an unannotated destructured parameter is M2 (its made-up type has only any fields)', () => {
    const result = schemaOf('/** T */ export const tool = ({ keyword, pageSize = 20 }) => keyword;');
    expect(result.schema).toBeUndefined();
    expect(result.diagnostics.map((d) => `${d.code} ${wordAt(d)}`)).toEqual(['M2 {']);
    expect(result.diagnostics[0].message).toContain('no type annotation');
  });

  test('a contextually typed destructured parameter is its declared type', () => {
    const result = schemaOf(`
      type Tool<P> = (params: P) => unknown;
      interface P { /** k */ keyword: string; /** s */ size?: number }
      /** T */ export const tool: Tool<P> = ({ keyword, size = 5 }) => keyword;`);
    expect(result.schema!.inputSchema.properties.size.default).toBe(5);
    expect(result.schema!.inputSchema.required).toEqual(['keyword']);
  });

  test('deeply recursive generics, mutually recursive types and self-referencing mapped types terminate', () => {
    const result = schemaOf(`
      type DeepPartial<T> = { [K in keyof T]?: DeepPartial<T[K]> };
      interface A { /** b */ b: B; /** name */ name: string }
      interface B { /** a */ a: A; /** list */ list: A[] }
      type Rows = Rows[];
      /** T */ export function tool(p: { /** a */ a: DeepPartial<A>; /** b */ b: B; /** r */ rows: Rows }) {}`);
    const input = result.schema!.inputSchema;
    expect(input.properties.rows).toEqual({
      type: 'array',
      description: 'r',
      items: { type: 'array', items: {} },
    });
    // One D1 per cut, at the field where the type recurs.
    expect(codesOf(result)).toEqual(['D1 4:30', 'D1 4:48', 'D1 3:30', 'D1 6:94']);
  });

  test('a function without a body (overload, declare) and a method signature work', () => {
    const result = schemaOf('/** T */ export declare function tool(p: { /** q */ q: string }): void;');
    expect(result.schema!.inputSchema.properties.q.type).toBe('string');
  });
});
