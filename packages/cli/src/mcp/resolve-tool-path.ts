import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { UsageError } from '../cli/usage-error';
import { isInside } from '../project/project-paths';

/**
 * The absolute file or folder that a tool's `path` argument names: relative to the project root
 * (or absolute), inside the project, existing. Anything else is a `UsageError` saying which.
 */
export function resolveToolPath(root: string, path: unknown): string {
  if (path === undefined || path === '') return root;
  if (typeof path !== 'string') throw new UsageError(`"path" must be a string, got ${JSON.stringify(path)}`);
  const absolute = resolve(root, path);
  if (!isInside(root, absolute)) {
    throw new UsageError(
      `"path" is outside the project: ${path} (the project is ${root}); give a path inside it`,
    );
  }
  if (!existsSync(absolute)) throw new UsageError(`"path" not found in the project: ${path} (${absolute})`);
  return absolute;
}
