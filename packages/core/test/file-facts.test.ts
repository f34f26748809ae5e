import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createFileFacts, snapshotFileFacts } from '../src/extract/persistent-cache/file-facts';

// The persistent cache's stored scan trusts a project file it recorded while the file's stamp
// (size, modification and change times, inode) is unchanged, and never records a file changed
// within two seconds of the scan. Both are decided by the scan's clock, given here: no test
// depends on how fast an extraction runs on a loaded machine.

let folder: string;
let file: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'webmcp-file-facts-'));
  file = path.join(folder, 'widget.ts').replace(/\\/g, '/');
  writeFileSync(file, 'export const widget = 1;\n');
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** When the file last changed: its change time, or a later modification time. */
function changedAt(): number {
  const { ctimeMs, mtimeMs } = statSync(file);
  return Math.floor(Math.max(ctimeMs, mtimeMs));
}

/** The facts of `file` from `snapshot`, and how many times its text had to be read for them. */
function factsFrom(snapshot: ReturnType<typeof snapshotFileFacts>) {
  let reads = 0;
  const facts = createFileFacts(
    () => snapshot,
    (name) => {
      reads++;
      return readFileSync(name, 'utf8');
    },
  ).of(file);
  return { facts, reads };
}

describe('the racy window', () => {
  test('a file changed within two seconds of the scan is not recorded; one changed before is', () => {
    expect(snapshotFileFacts([file], changedAt() + 1999)).toEqual({});
    expect(Object.keys(snapshotFileFacts([file], changedAt() + 2001))).toEqual([file]);
  });

  test('a file with a modification time in the future is not recorded either', () => {
    expect(snapshotFileFacts([file], changedAt() - 60_000)).toEqual({});
  });
});

describe('the stamp', () => {
  test('an unchanged file is trusted: its text is not read (the read the snapshot saves)', () => {
    const snapshot = snapshotFileFacts([file], changedAt() + 5000);
    expect(factsFrom(snapshot)).toEqual({
      facts: { mentionsSdk: false, leftOutHash: snapshot[file][4] },
      reads: 0,
    });
  });

  test.each([
    ['size', 0],
    ['modification time', 1],
    ['change time', 2],
    ['inode', 3],
  ] as const)('a stamp whose %s differs is not trusted: the text is read', (_, index) => {
    const snapshot = snapshotFileFacts([file], changedAt() + 5000);
    const entry: (string | number)[] = [...snapshot[file]];
    entry[index] = typeof entry[index] === 'number' ? entry[index] + 1 : `${entry[index]}1`;
    expect(factsFrom({ [file]: entry as (typeof snapshot)[string] }).reads).toBe(1);
  });

  test('an entry of another shape (an older format) is not trusted', () => {
    const snapshot = snapshotFileFacts([file], changedAt() + 5000);
    const [size, mtime, , , hash] = snapshot[file];
    expect(factsFrom({ [file]: [size, mtime, hash] as never }).reads).toBe(1);
  });
});
