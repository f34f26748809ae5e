import { afterAll, expect, test } from 'vitest';
import { createExtractor } from '../src/index';
import { goldenOf } from './support/fixture-cases';
import { NO_SAMPLE, sampleInput } from './support/sample-input';
import { inputProblems, schemaSubsetProblems } from './support/schema-subset';
import { createScratchProject } from './support/scratch-project';

// SPEC 3.4: a 10,000-member literal union is not an error, it is emitted whole. This was a golden
// fixture folder; its 400 KB of generated input and expected output are generated here instead.

const PRODUCT_CODES = Array.from({ length: 10_000 }, (_, index) => `SKU${String(index).padStart(5, '0')}`);

// Laid out as the golden's input.ts was, so the definition sits at the same line and column.
const INPUT = `import { registerGlobalTools } from 'webmcp-nexus-sdk';

/** 10,000 product codes: emitted whole, in written order. */
export type ProductCode = ${PRODUCT_CODES.map((code) => `'${code}'`).join(' | ')};

/**
 * Looks up a product by code
 * @readonly
 */
export function lookupProduct(params: {
  /** Product code */
  code: ProductCode;
}) {
  return { code: params.code };
}

registerGlobalTools({ lookupProduct });
`;

const project = createScratchProject({ 'input.ts': INPUT });
afterAll(() => project.dispose());

test('a 10,000-member string literal union reaches the tool schema whole, in written order', () => {
  const result = createExtractor({ root: project.root }).extractProject();

  expect(goldenOf(result, project.root)).toEqual({
    tools: [
      {
        name: 'lookupProduct',
        kind: 'global',
        definition: 'input.ts:10:17',
        schema: {
          description: 'Looks up a product by code',
          inputSchema: {
            type: 'object',
            properties: { code: { type: 'string', description: 'Product code', enum: PRODUCT_CODES } },
            required: ['code'],
            additionalProperties: false,
          },
          readOnly: true,
        },
        dependencies: ['input.ts'],
      },
    ],
    diagnostics: [],
  });

  // The checks the golden harness runs on every emitted schema.
  const { inputSchema } = result.tools[0].schema;
  expect(schemaSubsetProblems(inputSchema)).toEqual([]);
  const sample = sampleInput(inputSchema);
  expect(sample).not.toBe(NO_SAMPLE);
  expect(inputProblems(inputSchema, sample)).toEqual([]);
});
