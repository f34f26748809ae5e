import { readFileSync } from 'node:fs';

/** The file's text, or `undefined` when it cannot be read (deleted, a folder, no permission). */
export function readTextFile(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
