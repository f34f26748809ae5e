import path from 'node:path';

/** An absolute path with `/` separators, the form TypeScript and every result of the core use. */
export function toAbsolutePosixPath(fileName: string, base = process.cwd()): string {
  return path.resolve(base, fileName).replace(/\\/g, '/');
}

/** Whether a file lives in a package rather than in the user's sources. */
export function isInNodeModules(fileName: string): boolean {
  return fileName.includes('/node_modules/');
}
