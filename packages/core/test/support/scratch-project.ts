import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertEnginesAgree } from '../syntactic/engines-agree';
import { CASE_COMPILER_OPTIONS } from './case-compiler-options';

/** A small project written to a temporary directory (outside any tsconfig), for lifecycle tests. */
export interface ScratchProject {
  root: string;
  /** Absolute path of a project file. */
  file(relativePath: string): string;
  write(relativePath: string, text: string): string;
  remove(relativePath: string): void;
  dispose(): void;
}

const TSCONFIG = {
  compilerOptions: CASE_COMPILER_OPTIONS,
};

/** Creates a scratch project from `files` (relative path → text), with a tsconfig unless one is given. */
export function createScratchProject(files: Record<string, string>): ScratchProject {
  const root = mkdtempSync(path.join(os.tmpdir(), 'webmcp-core-project-')).replace(/\\/g, '/');
  const file = (relativePath: string) => `${root}/${relativePath}`;
  const write = (relativePath: string, text: string) => {
    mkdirSync(path.dirname(file(relativePath)), { recursive: true });
    writeFileSync(file(relativePath), text);
    return file(relativePath);
  };
  if (!('tsconfig.json' in files)) write('tsconfig.json', JSON.stringify(TSCONFIG));
  for (const [relativePath, text] of Object.entries(files)) write(relativePath, text);
  return {
    root,
    file,
    write,
    remove: (relativePath) => rmSync(file(relativePath)),
    dispose: () => {
      try {
        // The differential harness: both engines on the project as the test left it.
        assertEnginesAgree(root);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
