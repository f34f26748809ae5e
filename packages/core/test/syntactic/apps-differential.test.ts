import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { callSiteFiles, compareEngines } from './compare-engines';

const REPOSITORY = fileURLToPath(new URL('../../../../', import.meta.url));
const scratch = mkdtempSync(path.join(os.tmpdir(), 'webmcp-core-apps-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.parentPath.includes('node_modules'))
    .map((entry) => path.join(entry.parentPath, entry.name).replace(/\\/g, '/'));
}

/** Both engines on every call-site file of the app at `root`: each must be served, identical (printed per file). */
function expectEveryCallSiteServed(root: string): void {
  const results = compareEngines({ root }, callSiteFiles(sourceFiles(`${root}/src`)));
  console.log(
    results
      .map(
        (result) =>
          `${result.outcome} ${result.file} ${'reason' in result ? `${result.reason} ${result.detail ?? ''}` : ''}${'differences' in result ? result.differences.join('\n') : ''}`,
      )
      .join('\n'),
  );
  expect(results.map((result) => result.outcome)).toEqual(results.map(() => 'match'));
}

test('the shop: every call-site file is served, identical to the checker engine', () => {
  const root = path.join(REPOSITORY, 'fixtures/apps/shop').replace(/\\/g, '/');
  expectEveryCallSiteServed(root);
}, 120_000);

test("the bench's real-app fixture: every call-site file is served, identical to the checker engine", async () => {
  const { generateRealApp } = await import('../../../../bench/src/generate-app.mjs');
  const root = path.join(scratch, 'real-app').replace(/\\/g, '/');
  generateRealApp(root, { components: 200, sdkDir: path.join(REPOSITORY, 'packages/sdk') });
  expectEveryCallSiteServed(root);
}, 120_000);

test("the real app's zod variant: every call-site file is served, identical to the checker engine", async () => {
  const { generateRealApp } = await import('../../../../bench/src/generate-app.mjs');
  const root = path.join(scratch, 'zod-app').replace(/\\/g, '/');
  generateRealApp(root, { components: 200, sdkDir: path.join(REPOSITORY, 'packages/sdk'), api: 'zod' });
  expectEveryCallSiteServed(root);
}, 120_000);
