import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, describe, expect, test } from 'vitest';
import { createExtractor } from '../../src/extractor';
import { lintExtractResult } from '../../src/lints/lint-tools';
import { findSubsetViolations } from '../../src/lints/schema-subset';
import { copyCaseToScratch, createScratchRoot, listFixtureCases } from '../support/fixture-cases';

/**
 * The subset of the open input-validation proposal (webmachinelearning/webmcp#289), written
 * down here a second way, as a meta-schema: a schema node may hold only these keywords, and
 * `additionalProperties` only `false`. It is the oracle the lint is checked against.
 */
const node = { $ref: '#/$defs/node' };
const SUBSET_META_SCHEMA = {
  $defs: {
    node: {
      type: 'object',
      properties: {
        type: {},
        properties: { type: 'object', additionalProperties: node },
        required: { type: 'array', items: { type: 'string' } },
        enum: { type: 'array' },
        minimum: { type: 'number' },
        maximum: { type: 'number' },
        exclusiveMinimum: { type: 'number' },
        exclusiveMaximum: { type: 'number' },
        minLength: { type: 'integer' },
        maxLength: { type: 'integer' },
        pattern: { type: 'string' },
        items: node,
        prefixItems: { type: 'array', items: node },
        additionalProperties: { const: false },
        default: {},
        description: { type: 'string' },
      },
      additionalProperties: false,
    },
  },
  ...node,
};
const inSubset = new Ajv2020({ strict: false }).compile(SUBSET_META_SCHEMA);

// The registrations the tentative WPT test (register_tool_invalid_subset_schema) expects a
// host to reject, and the valid schema of executeTool-input-validation, restated as data.
const REJECTED_BY_HOSTS: [string, object][] = [
  ['$ref', { type: 'object', properties: { x: { $ref: '#/foo' } } }],
  ['format', { type: 'object', properties: { x: { type: 'string', format: 'email' } } }],
  ['additionalProperties', { type: 'object', properties: {}, additionalProperties: true }],
  ['additionalProperties', { type: 'object', properties: {}, additionalProperties: { type: 'string' } }],
  ['unevaluatedProperties', { type: 'object', properties: {}, unevaluatedProperties: false }],
  ['dependentRequired', { type: 'object', properties: {}, dependentRequired: { x: ['y'] } }],
  ['pattern', { type: 'string', pattern: '[' }],
  ['$defs', { type: 'object', properties: { x: { type: 'string', $defs: {} } } }],
  ['contentEncoding', { type: 'object', properties: { x: { type: 'string', contentEncoding: 'base64' } } }],
];
const ACCEPTED_BY_HOSTS = {
  type: 'object',
  properties: {
    count: { type: 'integer', minimum: 1, maximum: 10 },
    name: { type: 'string', minLength: 1, maxLength: 20 },
    tags: { type: 'array', prefixItems: [{ type: 'string' }], items: { type: 'string' } },
    mode: { type: 'string', enum: ['a', 'b'] },
  },
  required: ['count', 'name', 'tags'],
  additionalProperties: false,
};

describe('the WebMCP schema subset', () => {
  test.each(REJECTED_BY_HOSTS)('a schema with %s is outside', (keyword, schema) => {
    expect(findSubsetViolations(schema).map((violation) => violation.keyword)).toEqual([keyword]);
  });

  test('the schema the WPT test registers and calls is inside', () => {
    expect(findSubsetViolations(ACCEPTED_BY_HOSTS)).toEqual([]);
    expect(inSubset(ACCEPTED_BY_HOSTS)).toBe(true);
  });

  test('violations name the field, through nested objects, items and tuple members', () => {
    const schema = {
      type: 'object',
      properties: {
        a: { type: 'object', properties: { b: { type: 'array', items: { const: 1 } } } },
        t: { type: 'array', prefixItems: [{ type: 'string' }], minItems: 1, maxItems: 1 },
      },
    };
    expect(findSubsetViolations(schema).map((v) => `${v.fieldPath} ${v.keyword}`)).toEqual([
      'a.b[] const',
      't minItems',
      't maxItems',
    ]);
  });
});

const scratch = createScratchRoot();
afterAll(() => scratch.dispose());

// Every schema the core emits for fixtures/types either is inside the subset (by the oracle)
// or its tool carries an H1 for it.
test.each(listFixtureCases())('fixtures/types/%s: every emitted schema passes or carries H1', (caseName) => {
  const caseDir = copyCaseToScratch(caseName, scratch.root);
  const result = lintExtractResult(createExtractor({ root: caseDir }).extractProject());
  for (const tool of result.tools) {
    const flagged = result.diagnostics.some((d) => d.code === 'H1' && d.toolName === tool.name);
    expect(flagged, `${tool.name}: ${JSON.stringify(tool.schema.inputSchema)}`).toBe(
      !inSubset(tool.schema.inputSchema),
    );
  }
});
