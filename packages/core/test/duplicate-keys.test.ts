import { Project, ts } from 'ts-morph';
import { afterEach, expect, test } from 'vitest';
import { createExtractor } from '../src/index';
import { createScratchProject, type ScratchProject } from './support/scratch-project';

// SPEC 3.4: two properties of one name in one object literal are an error at the second (a typo:
// the literal itself drops the first function), unlike a later map winning over an earlier one,
// which stays an M5 warning where the earlier one can never be registered.

let project: ScratchProject | undefined;
afterEach(() => project?.dispose());

const API = `/** Archives a note */
export function archiveNote(p: { /** id */ id: string }) { return p.id; }
/** Deletes a note */
export function deleteNote(p: { /** id */ id: string }) { return p.id; }
`;

const MAIN = `import { registerGlobalTools } from 'webmcp-nexus-sdk';
import { archiveNote, deleteNote } from './api';
import { SHARED } from './shared';

const ARCHIVE = 'archive';

registerGlobalTools({ archive: archiveNote, archive: deleteNote });
registerGlobalTools({ [ARCHIVE]: archiveNote, 'archive': deleteNote, other: archiveNote });
registerGlobalTools({ keep: archiveNote }, { keep: deleteNote });
registerGlobalTools({ spread: archiveNote, ...{ spread: deleteNote } });
registerGlobalTools({ twice: archiveNote, twice: archiveNote });
registerGlobalTools(SHARED);
`;

const SHARED = `import { archiveNote, deleteNote } from './api';

export const SHARED = {
  shared: archiveNote,
  shared: deleteNote,
};
`;

test('a key written twice in one literal is an M9 error at the second, exactly where TypeScript reports TS1117', () => {
  project = createScratchProject({ 'main.ts': MAIN, 'api.ts': API, 'shared.ts': SHARED });
  const { diagnostics, tools } = createExtractor({ root: project.root, cache: false }).extractProject();
  const at = (file: string, line: number, column: number) => `${project!.file(file)}:${line}:${column}`;
  const duplicateKeys = diagnostics.filter((d) => d.code === 'M9');
  expect(duplicateKeys.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.toolName}`)).toEqual([
    `${at('main.ts', 7, 45)} error archive`,
    `${at('main.ts', 8, 47)} error archive`,
    `${at('main.ts', 11, 43)} error twice`,
    `${at('shared.ts', 5, 3)} error shared`,
  ]);
  expect(duplicateKeys[0].message).toBe(
    '"archive" is a key of this object literal twice (first on line 7): TypeScript rejects that (TS1117), and the earlier value is silently dropped',
  );
  expect(duplicateKeys[0].hint).toBe(
    'Rename one of the two keys (each tool needs its own name), or remove the one you did not mean',
  );

  // TypeScript agrees, at the same places.
  const checked = new Project({
    // No lib: TS1117 is the checker's grammar check of the literal, and lib files would cost seconds.
    compilerOptions: { strict: true, target: ts.ScriptTarget.ES2022, noEmit: true, noLib: true, types: [] },
  });
  checked.addSourceFilesAtPaths(`${project.root}/*.ts`);
  const typeScript = checked
    .getPreEmitDiagnostics()
    .filter((d) => d.getCode() === 1117)
    .map((d) => {
      const file = d.getSourceFile()!.compilerNode;
      const { line, character } = file.getLineAndCharacterOfPosition(d.getStart()!);
      return `${file.fileName}:${line + 1}:${character + 1}`;
    })
    .sort();
  expect(typeScript).toEqual(duplicateKeys.map((d) => `${d.file}:${d.line}:${d.column}`).sort());

  // A later map (or a spread) winning over an earlier one is not a duplicate key: M5 at the earlier.
  const overridden = diagnostics.filter((d) => d.code === 'M5');
  expect(overridden.map((d) => `${d.line}:${d.column} ${d.toolName}`)).toEqual(['9:23 keep', '10:23 spread']);
  // Both functions under a duplicated key still get schemas: the page runs what the literal keeps.
  expect(tools.filter((tool) => tool.name === 'archive').map((tool) => tool.definition.line)).toEqual([
    2, 4, 2, 4,
  ]);
});

test('a getter and a setter of one name are one property', () => {
  project = createScratchProject({
    'main.ts': `import { registerGlobalTools } from 'webmcp-nexus-sdk';
/** Find */
function find(p: { /** q */ q: string }) { return p.q; }
registerGlobalTools({ find, get value() { return 1; }, set value(v: number) {} });
`,
  });
  const { diagnostics } = createExtractor({ root: project.root, cache: false }).extractProject();
  expect(diagnostics.filter((d) => d.code === 'M9')).toEqual([]);
});
