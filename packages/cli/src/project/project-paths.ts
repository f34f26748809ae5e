import { isAbsolute, relative, resolve } from 'node:path';
import { toProjectPath } from '@webmcp-nexus/core';

/** Whether `path` is `dir` itself or inside it (both absolute). */
export function isInside(dir: string, path: string): boolean {
  const rel = relative(resolve(dir), resolve(path));
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/** `file:line:column` relative to `root`. */
export function formatLocation(
  root: string,
  location: { file: string; line: number; column: number },
): string {
  return `${toProjectPath(root, location.file)}:${location.line}:${location.column}`;
}
