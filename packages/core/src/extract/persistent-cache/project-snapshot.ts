import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { toAbsolutePosixPath } from '../../project/paths';

/** Package managers' lockfiles: a changed one may mean changed package types. */
const LOCKFILES = [
  'pnpm-lock.yaml',
  'package-lock.json',
  'npm-shrinkwrap.json',
  'yarn.lock',
  'bun.lock',
  'bun.lockb',
];

/**
 * The first of `names` found in `start` or a folder above it, and every path tried before it
 * (creating one of those would change the answer).
 */
export function findUp(start: string, names: readonly string[]): { found?: string; tried: string[] } {
  const tried: string[] = [];
  for (let folder = toAbsolutePosixPath(start); ; folder = path.posix.dirname(folder)) {
    for (const name of names) {
      const candidate = `${folder === '/' ? '' : folder}/${name}`;
      if (existsSync(candidate)) return { found: candidate, tried };
      tried.push(candidate);
    }
    if (path.posix.dirname(folder) === folder) return { tried };
  }
}

/**
 * What a result depends on beyond the files it read: where the tsconfig is looked up (unless
 * given), the lockfile. Returns files to hash and paths that must stay missing.
 */
export function environmentOf(
  root: string,
  explicitTsconfig: string | undefined,
): { files: string[]; missing: string[] } {
  const files: string[] = [];
  const missing: string[] = [];
  if (!explicitTsconfig) {
    const tsconfig = findUp(root, ['tsconfig.json']);
    missing.push(...tsconfig.tried);
    if (tsconfig.found) files.push(tsconfig.found);
  }
  const lockfile = findUp(root, LOCKFILES);
  missing.push(...lockfile.tried);
  if (lockfile.found) files.push(lockfile.found);
  return { files, missing };
}

const SOURCE_FILE = /\.(?:[cm]?[jt]sx?|json)$/;

/** Every source file in the folders (subfolders too where recursive), as `include` could pick them. Sorted. */
export function listSourceFiles(folders: readonly { folder: string; recursive: boolean }[]): string[] {
  const found = new Set<string>();
  const walk = (folder: string, recursive: boolean) => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = `${folder}/${entry.name}`;
      if (entry.isDirectory()) {
        // tsc's `include` never picks from these unless named outright.
        if (recursive && entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(full, true);
      } else if (SOURCE_FILE.test(entry.name)) found.add(full);
    }
  };
  for (const { folder, recursive } of folders) walk(folder, recursive);
  return [...found].sort();
}
