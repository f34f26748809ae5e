import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { UsageError } from '../cli/usage-error';

/** The absolute project directory named by a `[dir]` argument, or a `UsageError` saying what is wrong with it. */
export function resolveProjectDir(dir: string | undefined, cwd: string = process.cwd()): string {
  const absolute = resolve(cwd, dir ?? '.');
  const stats = statSync(absolute, { throwIfNoEntry: false });
  if (!stats) throw new UsageError(`directory not found: ${dir ?? '.'} (${absolute})`);
  if (!stats.isDirectory()) throw new UsageError(`not a directory: ${dir ?? '.'} (${absolute})`);
  return absolute;
}
