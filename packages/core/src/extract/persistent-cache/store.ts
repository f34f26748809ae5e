import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * JSON files under one folder, written so that concurrent writers (several loader workers, a dev
 * server and a build) never leave a torn file: each writes a temporary file of its own and
 * renames it into place, which replaces the old one atomically. A file that cannot be read or
 * parsed is a miss; a write that fails only costs the next process the work.
 */
export interface JsonStore {
  read<T>(name: string): T | undefined;
  write(name: string, value: unknown): void;
}

let writes = 0;

/** A store over `folder` (created on the first write). */
export function createJsonStore(folder: string): JsonStore {
  return {
    read<T>(name: string): T | undefined {
      try {
        return JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as T;
      } catch {
        return undefined;
      }
    },
    write(name, value) {
      const file = path.join(folder, name);
      const temporary = `${file}.${process.pid}.${++writes}.tmp`;
      try {
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(temporary, JSON.stringify(value));
        renameSync(temporary, file);
      } catch {
        rmSync(temporary, { force: true });
      }
    },
  };
}
