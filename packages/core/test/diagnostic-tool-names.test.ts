import { afterEach, expect, test } from 'vitest';
import { createExtractor } from '../src/index';
import { createScratchProject, type ScratchProject } from './support/scratch-project';

let project: ScratchProject | undefined;
afterEach(() => project?.dispose());

test('diagnostics about one tool as a whole name it; field diagnostics do not', () => {
  project = createScratchProject({
    'main.ts': `import { registerGlobalTools } from 'webmcp-nexus-sdk';
import { add, count, counter, describeIt, scale, undocumented } from './api';

registerGlobalTools({ 'get-user': add, undocumented, scale, describeIt, count });
registerGlobalTools({ twice: add, ...(Math.random() > 2 ? {} : {}), twice2: add }, { twice: counter });
`,
    'api.ts': `let total = 0;
/** Add */
export function add(params: { /** n */ n: number }) { return params.n; }
export function undocumented(params: { /** n */ n: number }) { return params.n; }
/** Scale */
export function scale(factor: number) { return factor; }
/** Describe */
export function describeIt(params: { n: number }) { return { resultType: 'input_required' as const }; }
/**
 * Count
 * @readonly
 */
export function count(params: { /** n */ n: number }) { total += params.n; return total; }
/** Counter */
export function counter(params: { /** n */ n: number }) { return params.n; }
`,
  });
  const { diagnostics } = createExtractor({ root: project.root }).extractProject();
  const named = diagnostics.map((diagnostic) => `${diagnostic.code} ${diagnostic.toolName ?? '-'}`).sort();
  expect(named).toEqual(
    ['M2 scale', 'M3 get-user', 'M4 describeIt', 'M5 twice', 'S1 undocumented', 'S2 -', 'S3 count'].sort(),
  );
});
