import { describe, expect, test } from 'vitest';
import { schemaOf } from './schema-harness';

describe('contributing files (ctx.files, for watch mode)', () => {
  test('every file a type passed through, and not TypeScript lib files', () => {
    const result = schemaOf(
      `import type { Params } from './api';\n/** T */ export function tool(p: Params & { /** when */ when: Date; /** m */ tags: Array<string> }) {}`,
      {
        files: {
          'api/index.ts': "export * from './nested';",
          'api/nested.ts': "export type { Params } from './params';",
          'api/params.ts':
            "import type { Role } from '../role';\nexport interface Params { /** r */ role: Role }",
          'role.ts': "export type Role = 'a' | 'b';",
          'unused.ts': 'export interface Unused { x: string }',
        },
      },
    );
    expect(result.files).toEqual(['api/index.ts', 'api/nested.ts', 'api/params.ts', 'role.ts', 'tool.ts']);
  });

  test("a package's declaration files count (zod), a type-only import by namespace too", () => {
    const result = schemaOf(
      `
      import * as shapes from './shapes';
      import { z } from 'zod';
      const Schema = z.object({ /** n */ n: z.number() });
      /** T */ export function tool(p: { /** s */ s: shapes.Shape; /** z */ z: z.infer<typeof Schema> }) {}`,
      { files: { 'shapes.ts': 'export interface Shape { /** w */ w: number }' } },
    );
    expect(result.files).toContain('shapes.ts');
    expect(result.files).toContain('tool.ts');
    expect(result.files.some((file) => file.startsWith('node_modules/zod/'))).toBe(true);
    expect(result.files.some((file) => file.includes('typescript/lib'))).toBe(false);
  });

  test('an M2 error still names the files read so far (the definition)', () => {
    const result = schemaOf('/** T */ export function tool(id: string) {}');
    expect(result.schema).toBeUndefined();
    expect(result.files).toEqual(['tool.ts']);
  });
});

describe('determinism', () => {
  test('the same source gives byte-identical schemas, whatever the checker saw before', () => {
    const source = (warmUp: string) => `
      enum Color { Red = 'red', Green = 'green', Blue = 'blue' }
      interface Q { /** y */ y: number; /** z */ z: number }
      interface P { ${warmUp} /** s */ size: 'xl' | 's' | 'm'; /** k */ pick: Pick<Q, 'z' | 'y'>; /** c */ color: Color }
      /** T */ export function tool(p: P) {}`;
    const cold = schemaOf(source(''));
    // An earlier field creates the literal types in another order: the checker's union order follows, ours must not.
    const warm = schemaOf(source("/** w */ warm: 'm' | 's' | 'xl' | 'y' | 'z';"));
    const { warm: _warm, ...warmProperties } = warm.schema!.inputSchema.properties;
    expect(JSON.stringify(warmProperties)).toBe(JSON.stringify(cold.schema!.inputSchema.properties));
    expect(cold.schema!.inputSchema.properties.size.enum).toEqual(['xl', 's', 'm']);
    expect(Object.keys(cold.schema!.inputSchema.properties.pick.properties!)).toEqual(['y', 'z']);
  });
});
