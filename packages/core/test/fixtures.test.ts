import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { isUpdateRun } from '../../../scripts/fixture-updates.mjs';
import { createExtractor } from '../src/index';
import {
  copyCaseToScratch,
  createScratchRoot,
  FIXTURES_DIR,
  goldenOf,
  listFixtureCases,
  readCaseOptions,
} from './support/fixture-cases';
import { NO_SAMPLE, sampleInput } from './support/sample-input';
import { inputProblems, schemaSubsetProblems } from './support/schema-subset';

// Golden cases: fixtures/types/<case>/ holds the input files and expected.json. Run with
// UPDATE_FIXTURES=1 to rewrite expected.json, then review every change by hand against the SPEC.
const updating = isUpdateRun('UPDATE_FIXTURES');
const scratch = createScratchRoot();
afterAll(() => scratch.dispose());

describe('golden fixtures', () => {
  test.each(listFixtureCases())('%s', (caseName) => {
    const caseDir = copyCaseToScratch(caseName, scratch.root);
    const { outputSchema } = readCaseOptions(path.join(FIXTURES_DIR, caseName));
    const result = createExtractor({ root: caseDir, outputSchema }).extractProject();
    const actual = goldenOf(result, caseDir);

    for (const tool of result.tools) {
      expect(schemaSubsetProblems(tool.schema.inputSchema), `${caseName}: ${tool.name}`).toEqual([]);
      if (tool.schema.outputSchema) {
        expect(schemaSubsetProblems(tool.schema.outputSchema), `${caseName}: ${tool.name} output`).toEqual(
          [],
        );
      }
      const sample = sampleInput(tool.schema.inputSchema);
      if (sample !== NO_SAMPLE) {
        expect(
          inputProblems(tool.schema.inputSchema, sample),
          `${caseName}: ${tool.name} rejects its sample input`,
        ).toEqual([]);
      }
    }

    const expectedFile = path.join(FIXTURES_DIR, caseName, 'expected.json');
    if (updating) {
      writeFileSync(expectedFile, `${JSON.stringify(actual, null, 2)}\n`);
      return;
    }
    expect(
      existsSync(expectedFile),
      `${expectedFile} is missing: run with UPDATE_FIXTURES=1 and review it`,
    ).toBe(true);
    expect(actual).toEqual(JSON.parse(readFileSync(expectedFile, 'utf8')));
  });
});

test('the sample-input check catches schemas that contradict themselves', () => {
  const emptyRange = {
    type: 'object',
    properties: { a: { type: 'number', minimum: 5, maximum: 1 } },
    required: ['a'],
  } as const;
  const enumOfWrongType = {
    type: 'object',
    properties: { a: { type: 'string', enum: [1] } },
    required: ['a'],
  } as const;
  expect(inputProblems(emptyRange, sampleInput(emptyRange as never))).toEqual(['/a must be <= 1']);
  expect(inputProblems(enumOfWrongType, sampleInput(enumOfWrongType as never))).toEqual([
    '/a must be string',
  ]);
});
