import path from 'node:path';

/** `file` relative to `root`, `/`-separated (absolute, `/`-separated, when outside `root`). */
export function toProjectPath(root: string, file: string): string {
  const relative = path.relative(root, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative))
    return file.split(path.sep).join('/');
  return relative.split(path.sep).join('/');
}
