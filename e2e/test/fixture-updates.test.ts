// UPDATE_FIXTURES=1 (and UPDATE_SCREENSHOTS=1) rewrite what the tests compare against: allowed for
// a person who reviews the diff, refused under CI, and every test that rewrites files asks the
// one function that decides (scripts/fixture-updates.mjs), so none can forget the CI rule.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isUpdateRun } from '../../scripts/fixture-updates.mjs';

const REPO_DIR = fileURLToPath(new URL('../..', import.meta.url));

describe('isUpdateRun', () => {
  it('is false unless the variable is 1, and true for 1 outside CI', () => {
    expect(isUpdateRun('UPDATE_FIXTURES', {})).toBe(false);
    expect(isUpdateRun('UPDATE_FIXTURES', { UPDATE_FIXTURES: '0', CI: 'true' })).toBe(false);
    expect(isUpdateRun('UPDATE_FIXTURES', { UPDATE_FIXTURES: '1' })).toBe(true);
    expect(isUpdateRun('UPDATE_FIXTURES', { UPDATE_FIXTURES: '1', CI: 'false' })).toBe(true);
  });

  it('refuses under CI, saying what to do instead', () => {
    expect(() => isUpdateRun('UPDATE_FIXTURES', { UPDATE_FIXTURES: '1', CI: 'true' })).toThrow(
      'UPDATE_FIXTURES=1 is refused under CI=true: it rewrites the expected files instead of checking them. Run it locally, review the diff and commit it.',
    );
    expect(() => isUpdateRun('UPDATE_SCREENSHOTS', { UPDATE_SCREENSHOTS: '1', CI: '1' })).toThrow(
      /^UPDATE_SCREENSHOTS=1 is refused under CI=1:/,
    );
  });
});

/** The test sources of the repository (packages' and e2e's), relative to its root. */
async function testSources(): Promise<string[]> {
  const roots = [
    'e2e/test',
    ...(await readdir(join(REPO_DIR, 'packages'))).map((name) => `packages/${name}/test`),
  ];
  const files = await Promise.all(
    roots.map(async (root) => {
      const entries = await readdir(join(REPO_DIR, root), { recursive: true }).catch(() => []);
      return entries
        .filter(
          (entry) =>
            /\.(ts|tsx|mjs)$/.test(entry) && !entry.includes('node_modules') && !entry.includes('.tmp'),
        )
        .map((entry) => `${root}/${entry}`);
    }),
  );
  return files.flat();
}

it('every test that reads an UPDATE_ variable decides through isUpdateRun', async () => {
  const readsVariableDirectly: string[] = [];
  const decidesThroughIsUpdateRun: string[] = [];
  for (const file of await testSources()) {
    if (file === 'e2e/test/fixture-updates.test.ts') continue;
    const text = await readFile(join(REPO_DIR, file), 'utf8');
    if (/process\.env\.UPDATE_|env\[['"]UPDATE_/.test(text)) readsVariableDirectly.push(file);
    if (/isUpdateRun\('UPDATE_/.test(text)) decidesThroughIsUpdateRun.push(file);
  }
  expect(readsVariableDirectly).toEqual([]);
  expect(decidesThroughIsUpdateRun.sort()).toEqual([
    'e2e/test/support/inspector-scenario.ts',
    'e2e/test/typescript7-install.test.ts',
    'packages/cli/test/lints.test.ts',
    'packages/core/test/fixtures.test.ts',
  ]);
});
