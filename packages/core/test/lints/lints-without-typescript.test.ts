import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, test } from 'vitest';
import { createExtractor } from '../../src/index';
import { createScratchProject, type ScratchProject } from '../support/scratch-project';

const DIST = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../dist');

let project: ScratchProject | undefined;
afterEach(() => project?.dispose());

test('the built package lints an extraction without loading TypeScript (definition files are read by oxc)', () => {
  project = createScratchProject({
    'src/api.ts': `/** Find orders */
export function findOrders(query: { /** Text */ text: string; password: string }) {
  return query.text;
}
/** Delete an order */
export async function deleteOrder(id: { id: string }) {
  await fetch('/orders', { method: 'DELETE' });
}`,
    'src/main.ts': `import { registerGlobalTools } from 'webmcp-nexus-sdk';
import * as api from './api';
registerGlobalTools(api);`,
  });
  const extracted = createExtractor({ root: project.root, cache: false }).extractProject();
  const script = `import { lintExtractResult } from ${JSON.stringify(path.join(DIST, 'index.js'))};
import { createRequire } from 'node:module';
const linted = lintExtractResult(${JSON.stringify(extracted)});
const loaded = Object.keys(createRequire(import.meta.url).cache);
console.log(JSON.stringify({
  codes: linted.diagnostics
    .filter((diagnostic) => diagnostic.code.startsWith('L'))
    .map((diagnostic) => diagnostic.code + ' ' + (diagnostic.toolName ?? '-') + ' ' + diagnostic.line),
  typescript: loaded.some((file) => /typescript|ts-morph|engine\\.cjs/.test(file)),
  oxc: loaded.some((file) => /oxc-parser/.test(file)),
}));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  // L4 (a sensitive field, at its declaration), L5 (a read, no write found, without @readonly), L6 (a delete without @consequential).
  expect(JSON.parse(run.stdout)).toEqual({
    codes: ['L5 findOrders 2', 'L4 - 2', 'L6 deleteOrder 6'],
    typescript: false,
    oxc: true,
  });
});
