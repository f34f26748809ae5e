import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import {
  copyCaseToScratch,
  createScratchRoot,
  FIXTURES_DIR,
  listFixtureCases,
  readCaseOptions,
} from '../support/fixture-cases';
import { type Comparison, callSiteFiles, compareEngines, compareProjectDiagnostics } from './compare-engines';

const scratch = createScratchRoot();
// The tsconfig comparison copies every case again, into a root of its own.
const tsconfigScratch = createScratchRoot();
afterAll(() => {
  scratch.dispose();
  tsconfigScratch.dispose();
});

function listFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.parentPath.includes('node_modules'))
    .map((entry) => path.join(entry.parentPath, entry.name).replace(/\\/g, '/'));
}

test('golden cases: the syntactic engine bails or matches the checker engine', () => {
  const results: (Comparison & { caseName: string })[] = [];
  for (const caseName of listFixtureCases()) {
    const root = copyCaseToScratch(caseName, scratch.root);
    const { outputSchema } = readCaseOptions(path.join(FIXTURES_DIR, caseName));
    for (const comparison of compareEngines({ root, outputSchema }, callSiteFiles(listFiles(root))))
      results.push({ ...comparison, caseName });
  }
  const taken = results.filter((result) => result.outcome === 'match');
  const total = results.reduce((sum, result) => sum + result.tools, 0);
  const takenTools = taken.reduce((sum, result) => sum + result.tools, 0);
  const reasons = new Map<string, number>();
  for (const result of results)
    if (result.outcome === 'bail') reasons.set(result.reason, (reasons.get(result.reason) ?? 0) + 1);
  console.log(`golden tools taken: ${takenTools}/${total} (${((100 * takenTools) / total).toFixed(1)} %)`);
  console.log(
    [...reasons]
      .sort((a, b) => b[1] - a[1])
      .map(([reason, count]) => `  ${count} ${reason}`)
      .join('\n'),
  );
  for (const result of results)
    if (result.outcome === 'bail')
      console.log(`bail ${result.caseName} (${result.tools} tools): ${result.reason} ${result.detail ?? ''}`);
  const mismatches = results.filter((result) => result.outcome === 'mismatch');
  for (const mismatch of mismatches)
    if (mismatch.outcome === 'mismatch')
      console.log(`MISMATCH ${mismatch.caseName} ${mismatch.file}\n${mismatch.differences.join('\n')}`);
  expect(mismatches.map((mismatch) => `${mismatch.caseName}: ${mismatch.file}`)).toEqual([]);
}, 600_000);

test("golden cases: the syntactic engine's tsconfig problems (P1, P2) are the checker engine's, or it asks the checker", () => {
  const outcomes = listFixtureCases().map((caseName) => {
    const root = copyCaseToScratch(caseName, tsconfigScratch.root);
    return { caseName, ...compareProjectDiagnostics({ root }) };
  });
  for (const outcome of outcomes.filter((entry) => entry.outcome !== 'match'))
    console.log(
      `project diagnostics ${outcome.outcome} ${outcome.caseName}: ${outcome.checker} / ${outcome.syntactic}`,
    );
  expect(outcomes.filter((entry) => entry.outcome === 'mismatch')).toEqual([]);
  const served = (caseName: string) => outcomes.find((entry) => entry.caseName === caseName)?.outcome;
  // A clean tsconfig (none to report), a solution tsconfig and no tsconfig at all (P1) are served.
  expect(served('type-primitives')).toBe('match');
  expect(served('project-solution-tsconfig')).toBe('match');
  expect(served('project-no-tsconfig')).toBe('match');
  expect(outcomes.filter((entry) => entry.outcome === 'match').length).toBeGreaterThan(outcomes.length - 5);
}, 600_000);
