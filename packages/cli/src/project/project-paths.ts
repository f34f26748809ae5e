import { isAbsolute, relative, resolve, sep } from 'node:path';

/** `file` relative to `root` with `/` separators (absolute, `/`-separated, when outside `root`). */
export function toProjectPath(root: string, file: string): string {
  const path = relative(root, file);
  if (path === '' || path.startsWith('..') || isAbsolute(path)) return file.split(sep).join('/');
  return path.split(sep).join('/');
}

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
