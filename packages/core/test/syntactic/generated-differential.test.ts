import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { createScratchRoot } from '../support/fixture-cases';
import { type Comparison, compareEngines } from './compare-engines';
import { generateProgram } from './program-generator';

const CORE_NODE_MODULES = fileURLToPath(new URL('../../node_modules', import.meta.url));
/** How many generated projects a run compares (`WEBMCP_GENERATED_PROGRAMS` overrides). */
const PROGRAMS = Number(process.env.WEBMCP_GENERATED_PROGRAMS ?? 300);
/** The first seed (`WEBMCP_GENERATED_SEED` overrides, to reproduce one failure). */
const FIRST_SEED = Number(process.env.WEBMCP_GENERATED_SEED ?? 1);

const scratch = createScratchRoot();
afterAll(() => scratch.dispose());

function writeProject(name: string, files: Record<string, string>): string {
  const root = path.join(scratch.root, name).replace(/\\/g, '/');
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  symlinkSync(CORE_NODE_MODULES, path.join(root, 'node_modules'), 'dir');
  return root;
}

test(`${PROGRAMS} generated projects: the syntactic engine bails or matches the checker engine`, () => {
  const started = performance.now();
  const results: (Comparison & { seed: number })[] = [];
  for (let seed = FIRST_SEED; seed < FIRST_SEED + PROGRAMS; seed++) {
    const project = generateProgram(seed);
    const root = writeProject(`seed-${seed}`, project.files);
    const [comparison] = compareEngines({ root }, [`${root}/${project.callSite}`]);
    results.push({ ...comparison, seed });
  }
  const served = results.filter((result) => result.outcome === 'match').length;
  const reasons = new Map<string, number>();
  for (const result of results)
    if (result.outcome === 'bail') reasons.set(result.reason, (reasons.get(result.reason) ?? 0) + 1);
  console.log(
    `generated projects served: ${served}/${results.length} in ${Math.round(performance.now() - started)} ms\n${[
      ...reasons,
    ]
      .sort((a, b) => b[1] - a[1])
      .map(([reason, count]) => `  ${count} ${reason}`)
      .join('\n')}`,
  );
  const mismatches = results.filter((result) => result.outcome === 'mismatch');
  for (const mismatch of mismatches)
    if (mismatch.outcome === 'mismatch')
      console.log(`MISMATCH seed ${mismatch.seed}\n${mismatch.differences.join('\n')}`);
  expect(mismatches.map((mismatch) => mismatch.seed)).toEqual([]);
  // The generator stays inside the engine's subset: most projects must be served.
  expect(served / results.length).toBeGreaterThan(0.8);
}, 300_000);
