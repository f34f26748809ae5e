import { afterEach, expect, test } from 'vitest';
import { createSyntacticEngine, isBail } from '../../src/syntactic/syntactic-engine';
import { createScratchProject, type ScratchProject } from '../support/scratch-project';
import { compareEngines } from './compare-engines';

// The syntactic engine answers most relative imports from the folder listings it reads anyway
// (module-resolver.ts): it must pick what TypeScript picks, and ask oxc where it cannot tell.

const typeFile = (doc: string) => `export interface Query {\n  /** ${doc} */\n  text: string;\n}\n`;

let project: ScratchProject | undefined;
afterEach(() => project?.dispose());

test.each([
  [
    'a .ts file before a .tsx and a .d.ts one of the same name',
    { 'x.ts': 'ts', 'x.tsx': 'tsx', 'x.d.ts': 'dts' },
    'ts',
  ],
  ['a .tsx file before a .d.ts one', { 'x.tsx': 'tsx', 'x.d.ts': 'dts' }, 'tsx'],
  ['a .d.ts file alone', { 'x.d.ts': 'dts' }, 'dts'],
  ['a file before a folder of the same name', { 'x.ts': 'ts', 'x/index.ts': 'index' }, 'ts'],
  ['a folder and its index', { 'x/index.ts': 'index' }, 'index'],
  ['a folder named like the file tried first', { 'x.ts/index.ts': 'folder', 'x.tsx': 'tsx' }, 'tsx'],
])('an import of ./types/x finds %s', (_, files, expected) => {
  project = createScratchProject({
    'src/main.ts': `import { registerGlobalTools } from 'webmcp-nexus-sdk';
import * as api from './api';
registerGlobalTools(api);
`,
    'src/api.ts':
      "import type { Query } from './types/x';\n/** Find */\nexport function find(query: Query) {}\n",
    ...Object.fromEntries(Object.entries(files).map(([file, doc]) => [`src/types/${file}`, typeFile(doc)])),
  });
  const result = createSyntacticEngine({ root: project.root }).extractFile(project.file('src/main.ts'));
  if (isBail(result)) throw new Error(`bailed: ${result.bail}`);
  expect(result.tools[0].schema.inputSchema.properties).toHaveProperty('text.description', expected);
  // And byte for byte what the checker engine derives (the harness runs again on dispose).
  expect(compareEngines({ root: project.root }, [project.file('src/main.ts')])[0].outcome).toBe('match');
});
