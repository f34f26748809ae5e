import { statSync } from 'node:fs';

/**
 * What says a file or folder is as it was without reading it, as git's index does: its size,
 * modification and change times (nanoseconds) and inode. The modification time alone is not
 * enough: tar, `rsync -a`, `cp -p` and Docker layers restore it, so a same-size edit restored that
 * way would be served stale; the change time and the inode cannot be set back. A folder's stamp
 * changes when an entry is created, deleted or renamed in it.
 */
export type FileStamp = [size: number, mtimeNs: string, ctimeNs: string, inode: string];

/**
 * A file changed this recently may change again within the same timestamp (FAT keeps two
 * seconds): its stamp then says nothing (git's rule for "racily clean" entries).
 */
export const RACY_MS = 2000;

/** The stamp of `file` (or folder) now and when it last changed (ms), or undefined when it does not exist. */
export function stampOf(file: string): { stamp: FileStamp; changedMs: number } | undefined {
  const stats = statSync(file, { bigint: true, throwIfNoEntry: false });
  if (!stats) return undefined;
  const stamp: FileStamp = [Number(stats.size), `${stats.mtimeNs}`, `${stats.ctimeNs}`, `${stats.ino}`];
  return {
    stamp,
    changedMs: Math.max(Number(stats.mtimeNs / 1_000_000n), Number(stats.ctimeNs / 1_000_000n)),
  };
}

/** Whether a stamp taken at `takenMs` can vouch for what was read after it (see `RACY_MS`). */
export function isSettled(stamped: { changedMs: number }, takenMs: number): boolean {
  return takenMs - stamped.changedMs >= RACY_MS;
}

/** The stamp of `file` now if it can vouch for what is read right after it, else undefined (missing, or changed too recently). */
export function settledStampOf(file: string): FileStamp | undefined {
  const takenMs = Date.now();
  const stamped = stampOf(file);
  return stamped && isSettled(stamped, takenMs) ? stamped.stamp : undefined;
}

/** Whether two stamps are the same (a stored one may be anything: it is data). */
export function sameStamp(stored: unknown, now: FileStamp | undefined): boolean {
  return (
    Array.isArray(stored) &&
    now !== undefined &&
    stored.length === now.length &&
    now.every((part, index) => part === stored[index])
  );
}
