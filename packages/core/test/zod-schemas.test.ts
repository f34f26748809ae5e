import { symlinkSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, test } from 'vitest';
import { createExtractor } from '../src/index';
import { schemaOf, wordAt } from './schema-harness';
import { createScratchProject, type ScratchProject } from './support/scratch-project';

const CORE_NODE_MODULES = fileURLToPath(new URL('../node_modules', import.meta.url));

// api.ts → schemas/index.ts (a barrel) → schemas/create.ts → schemas/address.ts and limits.ts:
// the type annotation names only the barrel; the rest is reached by reading the zod code.
const FILES = {
  'main.ts': `import { registerGlobalTools } from 'webmcp-nexus-sdk';
import { createOrder, previewOrder } from './api';
registerGlobalTools({ createOrder, previewOrder });
`,
  'api.ts': `import type { z } from 'zod';
import type { CreateOrderInput, PreviewSchema } from './schemas';
/** Creates an order */
export async function createOrder(data: CreateOrderInput) { return data; }
/** Previews an order */
export async function previewOrder(data: z.infer<typeof PreviewSchema>) { return data; }
`,
  'schemas/index.ts': `export * from './create';\n`,
  'schemas/create.ts': `import { z } from 'zod';
import { AddressSchema } from './address';
import { MAX_NOTE } from '../limits';
function helper() { return z.string(); }
export const CreateOrderSchema = z.object({
  /** Delivery address */
  address: AddressSchema,
  /** Note */
  note: z.string().max(MAX_NOTE),
  /** Code (from a helper) */
  code: helper(),
});
export const PreviewSchema = CreateOrderSchema;
export type CreateOrderInput = z.infer<typeof CreateOrderSchema>;
`,
  'schemas/address.ts': `import { z } from 'zod';
export const AddressSchema = z.object({ /** Street */ street: z.string().min(1) });
`,
  'limits.ts': 'export const MAX_NOTE = 200;\n',
};

let project: ScratchProject;
afterEach(() => project?.dispose());

function orderProject(): ScratchProject {
  project = createScratchProject(FILES);
  symlinkSync(CORE_NODE_MODULES, project.file('node_modules'), 'dir');
  return project;
}

type Result = ReturnType<ReturnType<typeof createExtractor>['extractProject']>;
const createSchema = (result: Result) =>
  result.tools.find((tool) => tool.name === 'createOrder')!.schema.inputSchema.properties as Record<
    string,
    any
  >;

describe('zod schemas read at build time', () => {
  test('every file the reading used is a dependency of the tool', () => {
    const { file, root } = orderProject();
    const result = createExtractor({ root }).extractProject();
    const ownFiles = (name: string) =>
      result.tools
        .find((tool) => tool.name === name)!
        .dependencies.filter((path) => !path.includes('node_modules'));
    const expected = [
      'api.ts',
      'limits.ts',
      'main.ts',
      'schemas/address.ts',
      'schemas/create.ts',
      'schemas/index.ts',
    ];
    expect(ownFiles('createOrder')).toEqual(expected.map(file).sort());
    expect(ownFiles('previewOrder')).toEqual(expected.map(file).sort());
    expect(createSchema(result).address.properties.street.minLength).toBe(1);
    expect(createSchema(result).note.maxLength).toBe(200);
  });

  test('a part that cannot be read warns once (D6) at that part, even when two tools use the schema', () => {
    const { file, root } = orderProject();
    const result = createExtractor({ root }).extractProject();
    const unread = result.diagnostics.filter((diagnostic) => diagnostic.code === 'D6');
    expect(
      unread.map(({ file: path, line, column, severity }) => ({ path, line, column, severity })),
    ).toEqual([{ path: file('schemas/create.ts'), line: 11, column: 9, severity: 'warning' }]);
    expect(unread[0].message).toContain("'helper(...)' is not a zod call");
    expect(createSchema(result).code).toEqual({ type: 'string', description: 'Code (from a helper)' });
  });

  test('editing a schema file or a constant it uses re-derives the schema (updateFile)', () => {
    const { file, root } = orderProject();
    const extractor = createExtractor({ root });
    extractor.extractProject();
    const afterAddress = extractor.updateFile(
      file('schemas/address.ts'),
      FILES['schemas/address.ts'].replace('.min(1)', '.min(3).max(80)'),
    );
    expect(createSchema(afterAddress).address.properties.street).toMatchObject({
      minLength: 3,
      maxLength: 80,
    });
    const afterLimit = extractor.updateFile(file('limits.ts'), 'export const MAX_NOTE = 500;\n');
    expect(createSchema(afterLimit).note.maxLength).toBe(500);
  });
});

describe('zod forms that cannot or need not be read', () => {
  test('recursion and declarations without code never throw and never guess', () => {
    const result = schemaOf(`
      import { z } from 'zod';
      const Category = z.object({
        /** Name */ name: z.string().min(1),
        get children() { return z.array(Category).max(3); },
      });
      declare const Declared: z.ZodObject<{ a: z.ZodString }>;
      let Mutable = z.object({ b: z.string().min(2) });
      /** T */ export function tool(p: {
        /** c */ category: z.infer<typeof Category>;
        /** d */ declared: z.infer<typeof Declared>;
        /** m */ mutable: z.infer<typeof Mutable>;
      }) {}`);
    const properties = result.schema!.inputSchema.properties as Record<string, any>;
    expect(properties.category.properties.name.minLength).toBe(1);
    expect(properties.category.properties.children.description).toBe('at most 3 items');
    expect(properties.declared.properties.a).toEqual({ type: 'string' });
    expect(properties.mutable.properties.b).toEqual({ type: 'string' });
    const unread = result.diagnostics.filter((d) => d.code === 'D6').map(wordAt);
    expect(unread).toEqual(['Declared', 'Mutable']);
  });

  test("a package's schema (a declaration without code) is its type alone, without a warning", () => {
    const result = schemaOf(
      `import type { z } from 'zod';
      import type { SharedSchema } from './node_modules/shared/index';
      /** T */ export function tool(p: z.infer<typeof SharedSchema>) {}`,
      {
        files: {
          'node_modules/shared/index.d.ts':
            "import { z } from 'zod';\nexport declare const SharedSchema: z.ZodObject<{ a: z.ZodString }>;",
        },
      },
    );
    expect(result.schema!.inputSchema.properties.a).toEqual({ type: 'string' });
    expect(result.diagnostics).toEqual([]);
  });
});
