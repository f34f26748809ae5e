import { readFileSync, statSync } from 'node:fs';
import { leftOutFactsOf } from '../../project/cut-graph';
import { mentionsSdk } from '../../project/prefilter';
import { contentHash } from './hash';

/** What the cache's checks read of a project file: whether it names the SDK, and its left-out-graph facts (hashed). */
export interface FileFacts {
  mentionsSdk: boolean;
  leftOutHash: string;
}

/**
 * The files found not to name the SDK, each with the size and modification time it had then and
 * its left-out-graph facts (hashed). A file that names the SDK is read by every check anyway.
 */
export type StoredFileFacts = Record<string, [size: number, mtimeMs: number, leftOutHash: string]>;

/**
 * A file modified this recently may be modified again within the same timestamp (FAT keeps two
 * seconds): its size and time then say nothing, and it is read again next time (git's rule for
 * "racily clean" entries).
 */
const RACY_MS = 2000;

/** The facts of `text`, the content of `file` (undefined: it does not exist). */
function factsOfText(file: string, text: string | undefined): FileFacts {
  return {
    mentionsSdk: text !== undefined && mentionsSdk(text),
    leftOutHash: contentHash(leftOutFactsOf(file, text)),
  };
}

/**
 * The facts of those of `files` that do not name the SDK, with their size and modification time,
 * so that the next process need not read one left as it was: a project's thousand components
 * cost a stat each instead of a read. Each file is stat'ed before it is read, so an edit in
 * between leaves a time that no longer matches; a file modified within `RACY_MS` is left out.
 */
export function snapshotFileFacts(files: readonly string[]): StoredFileFacts {
  const snapshot: StoredFileFacts = {};
  const now = Date.now();
  for (const file of files) {
    try {
      const { size, mtimeMs } = statSync(file);
      if (now - mtimeMs < RACY_MS) continue;
      const facts = factsOfText(file, readFileSync(file, 'utf8'));
      if (!facts.mentionsSdk) snapshot[file] = [size, mtimeMs, facts.leftOutHash];
    } catch {
      // A file that went away is found missing by the next check.
    }
  }
  return snapshot;
}

/**
 * The facts of a file now, once per file and process: from `stored` while the file keeps the size
 * and modification time recorded there, else from its text (`textOf`).
 */
export function createFileFacts(
  stored: () => StoredFileFacts | undefined,
  textOf: (file: string) => string | undefined,
): { of(file: string): FileFacts; forget(file: string): void } {
  const known = new Map<string, FileFacts>();
  const fromSnapshot = (file: string): FileFacts | undefined => {
    const entry = stored()?.[file];
    if (!entry) return undefined;
    const stats = statSync(file, { throwIfNoEntry: false });
    if (stats?.size !== entry[0] || stats.mtimeMs !== entry[1]) return undefined;
    return { mentionsSdk: false, leftOutHash: entry[2] };
  };
  return {
    of(file) {
      let facts = known.get(file);
      if (!facts) {
        facts = fromSnapshot(file) ?? factsOfText(file, textOf(file));
        known.set(file, facts);
      }
      return facts;
    },
    forget: (file) => known.delete(file),
  };
}
