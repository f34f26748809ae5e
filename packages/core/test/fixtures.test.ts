import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { createExtractor } from '../src/index';
import {
  copyCaseToScratch,
  createScratchRoot,
  FIXTURES_DIR,
  goldenOf,
  listFixtureCases,
} from './support/fixture-cases';
import { schemaSubsetProblems } from './support/schema-subset';

// Golden cases: fixtures/types/<case>/ holds the input files and expected.json. Run with
// UPDATE_FIXTURES=1 to rewrite expected.json, then review every change by hand against the SPEC.
const updating = process.env.UPDATE_FIXTURES === '1';
const scratch = createScratchRoot();
afterAll(() => scratch.dispose());

describe('golden fixtures', () => {
  test.each(listFixtureCases())('%s', (caseName) => {
    const caseDir = copyCaseToScratch(caseName, scratch.root);
    const result = createExtractor({ root: caseDir }).extractProject();
    const actual = goldenOf(result, caseDir);

    for (const tool of result.tools) {
      expect(schemaSubsetProblems(tool.schema.inputSchema), `${caseName}: ${tool.name}`).toEqual([]);
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
