import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** A throw-away copy of a fixture app that a test may edit. */
export interface AppCopy {
  root: string;
  /** Absolute path of a file of the copy. */
  path(file: string): string;
  read(file: string): string;
  write(file: string, text: string): void;
  /** Replaces `from` (which must occur: a stale edit fails loudly) by `to` in the copy's `file`. */
  edit(file: string, from: string, to: string): void;
  remove(): void;
}

/**
 * Copies `entries` of the app at `appDir` into a new folder of its `.tmp/` named after `name`:
 * inside the app, so React, the SDK, the polyfill and the bundlers resolve from the app's
 * node_modules, as in the app.
 */
export function copyApp(appDir: string, name: string, entries: readonly string[]): AppCopy {
  mkdirSync(join(appDir, '.tmp'), { recursive: true });
  const root = mkdtempSync(join(appDir, '.tmp', `${name}-`));
  for (const entry of entries) cpSync(join(appDir, entry), join(root, entry), { recursive: true });
  const path = (file: string) => join(root, file);
  const read = (file: string) => readFileSync(path(file), 'utf8');
  const write = (file: string, text: string) => {
    mkdirSync(dirname(path(file)), { recursive: true });
    writeFileSync(path(file), text);
  };
  return {
    root,
    path,
    read,
    write,
    edit(file, from, to) {
      const text = read(file);
      if (!text.includes(from)) throw new Error(`${file} of ${root} has no ${JSON.stringify(from)}`);
      write(file, text.replace(from, to));
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
