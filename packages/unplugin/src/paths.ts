import { statSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { readTextFile } from '@webmcp-nexus/core';

/**
 * The module's file path without the query its bundler may have added (`?v=…`, `?import`), with
 * `/` separators (as the core reports paths). A `#` is part of the path: folders may be named so.
 */
export function fileOfModuleId(id: string): string {
  return id.replace(/\?.*$/, '').replaceAll('\\', '/');
}

/**
 * The file's text once a save has finished. Editors save by emptying the file and writing it
 * again; a watcher can fire in between, and the write that follows is merged into that one
 * event. An empty read is retried while the modification time is unchanged, for up to 100 ms,
 * as Vite's own `read()` of a hot update does.
 */
export async function readSettledText(file: string): Promise<string | undefined> {
  const text = readTextFile(file);
  if (text !== '') return text;
  const emptiedAt = modificationTime(file);
  for (let attempt = 0; attempt < 10; attempt++) {
    await sleep(10);
    if (modificationTime(file) !== emptiedAt) return readTextFile(file);
  }
  return readTextFile(file);
}

/** The file's modification time, or `undefined` when it cannot be read. */
function modificationTime(file: string): number | undefined {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/** The file's modification time and size (a same-second edit of another length shows), or `undefined` when gone. */
function stampOf(file: string): string | undefined {
  try {
    const stats = statSync(file);
    return `${stats.mtimeMs}:${stats.size}`;
  } catch {
    return undefined;
  }
}

/**
 * The dependencies a host watches, stamped as they were when last read: for hosts that rebuild
 * without saying which of them changed (esbuild says nothing; Farm names the modules it compiles
 * again, not the file that changed under them; a Turbopack loader worker never hears of changes
 * another worker saw).
 */
export function createWatchedFiles() {
  const seen = new Map<string, string | undefined>();
  return {
    /** Whether `file` is watched. */
    has(file: string): boolean {
      return seen.has(file);
    },
    /** Stamps each of `files` not watched yet, as it is now. */
    add(...files: string[]): void {
      for (const file of files) if (!seen.has(file)) seen.set(file, stampOf(file));
    },
    /** The watched files modified since the last call (or since added). */
    takeModified(): string[] {
      const modified: string[] = [];
      for (const [file, before] of seen) {
        const now = stampOf(file);
        if (now === before) continue;
        seen.set(file, now);
        modified.push(file);
      }
      return modified;
    },
  };
}
