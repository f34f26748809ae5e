import { readFileSync } from 'node:fs';
import { type FileStamp, isSettled, sameStamp, stampOf } from '../../file-stamp';
import { leftOutFactsOf } from '../../project/cut-graph';
import { mentionsSdk } from '../../project/prefilter';
import { contentHash } from './hash';

/** What the cache's checks read of a project file: whether it names the SDK, and its left-out-graph facts (hashed). */
export interface FileFacts {
  mentionsSdk: boolean;
  leftOutHash: string;
}

/**
 * The files found not to name the SDK, each with the stamp it had then (see `FileStamp`) and its
 * left-out-graph facts (hashed). A file that names the SDK is read by every check anyway.
 */
export type StoredFileFacts = Record<string, [...stamp: FileStamp, leftOutHash: string]>;

/** The facts of `text`, the content of `file` (undefined: it does not exist). */
function factsOfText(file: string, text: string | undefined): FileFacts {
  return {
    mentionsSdk: text !== undefined && mentionsSdk(text),
    leftOutHash: contentHash(leftOutFactsOf(file, text)),
  };
}

/**
 * The facts of those of `files` that do not name the SDK, with their stamps, so that the next
 * process need not read one left as it was: a project's thousand components cost a stat each
 * instead of a read. Each file is stat'ed before it is read, so an edit in between leaves a stamp
 * that no longer matches; a file changed within `RACY_MS` of `now` (the scan's clock) is left out.
 */
export function snapshotFileFacts(files: readonly string[], now = Date.now()): StoredFileFacts {
  const snapshot: StoredFileFacts = {};
  for (const file of files) {
    try {
      const stamped = stampOf(file);
      if (!stamped || !isSettled(stamped, now)) continue;
      const facts = factsOfText(file, readFileSync(file, 'utf8'));
      if (!facts.mentionsSdk) snapshot[file] = [...stamped.stamp, facts.leftOutHash];
    } catch {
      // A file that went away is found missing by the next check.
    }
  }
  return snapshot;
}

/**
 * The facts of a file now, once per file and process: from `stored` while the file keeps the stamp
 * recorded there, else from its text (`textOf`).
 */
export function createFileFacts(
  stored: () => StoredFileFacts | undefined,
  textOf: (file: string) => string | undefined,
): { of(file: string): FileFacts; forget(file: string): void } {
  const known = new Map<string, FileFacts>();
  const fromSnapshot = (file: string): FileFacts | undefined => {
    const entry = stored()?.[file];
    if (!Array.isArray(entry) || entry.length !== 5) return undefined;
    if (!sameStamp(entry.slice(0, 4), stampOf(file)?.stamp)) return undefined;
    return { mentionsSdk: false, leftOutHash: String(entry[4]) };
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
