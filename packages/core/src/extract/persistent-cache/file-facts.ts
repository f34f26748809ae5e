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
 * The files found not to name the SDK, each with the stamp it had then (see `FileStamp`) and its
 * left-out-graph facts (hashed). A file that names the SDK is read by every check anyway.
 */
export type StoredFileFacts = Record<string, [...stamp: FileStamp, leftOutHash: string]>;

/**
 * What says a file is as it was without reading it, as git's index does: its size, modification
 * and change times (nanoseconds) and inode. The modification time alone is not enough: tar,
 * `rsync -a`, `cp -p` and Docker layers restore it, so a same-size edit restored that way would be
 * served stale; the change time and the inode cannot be set back.
 */
type FileStamp = [size: number, mtimeNs: string, ctimeNs: string, inode: string];

/**
 * A file changed this recently may change again within the same timestamp (FAT keeps two
 * seconds): its stamp then says nothing, and it is read again next time (git's rule for "racily
 * clean" entries).
 */
const RACY_MS = 2000;

/** The stamp of `file` now and when it last changed (ms), or undefined when it does not exist. */
function stampOf(file: string): { stamp: FileStamp; changedMs: number } | undefined {
  const stats = statSync(file, { bigint: true, throwIfNoEntry: false });
  if (!stats) return undefined;
  const stamp: FileStamp = [Number(stats.size), `${stats.mtimeNs}`, `${stats.ctimeNs}`, `${stats.ino}`];
  return {
    stamp,
    changedMs: Math.max(Number(stats.mtimeNs / 1_000_000n), Number(stats.ctimeNs / 1_000_000n)),
  };
}

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
      if (!stamped || now - stamped.changedMs < RACY_MS) continue;
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
    const now = stampOf(file)?.stamp;
    if (!now || now.some((part, index) => part !== entry[index])) return undefined;
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
