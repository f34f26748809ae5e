import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { settledStampOf } from '../../file-stamp';
import { contentHash } from './hash';
import type { JsonStore } from './store';

const CODE_FILE = /\.(?:[cm]?js|ts)$/;
/** Bumped when the stored format changes. */
const FORMAT = 1;

/**
 * What identifies the extractor that produced a stored result: the content of its own code (a
 * rebuilt core, even one still versioned 0.0.0, never reads an older core's results) and the
 * versions of ts-morph and of the TypeScript it bundles, read from their package.json files
 * (loading TypeScript to ask it would cost what a hit saves).
 */
export function extractorFingerprint(folder: string, require: NodeJS.Require, memo?: JsonStore): string {
  const files = codeFiles(folder);
  const versions = packageVersions(require);
  // Hashing the code reads a megabyte: the last answer is kept by the code files' stamps (file-stamp.ts).
  const stamps = files.map(settledStampOf);
  const key = stamps.every((stamp) => stamp !== undefined)
    ? contentHash(JSON.stringify([FORMAT, folder, files, stamps, versions]))
    : undefined;
  const known = key === undefined ? undefined : memo?.read<{ key?: unknown; fingerprint?: unknown }>(MEMO);
  if (known?.key === key && typeof known?.fingerprint === 'string') return known.fingerprint;
  const hash = createHash('sha1').update(`format ${FORMAT}\n`);
  for (const file of files) hash.update(`${path.relative(folder, file)}\n`).update(readFileSync(file));
  for (const version of versions) hash.update(`${version}\n`);
  const fingerprint = hash.digest('base64url');
  if (key !== undefined) memo?.write(MEMO, { key, fingerprint });
  return fingerprint;
}

const MEMO = 'fingerprint.json';

function codeFiles(folder: string): string[] {
  const files: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(full);
      } else if (CODE_FILE.test(entry.name)) files.push(full);
    }
  };
  walk(folder);
  return files.sort();
}

function packageVersions(require: NodeJS.Require): string[] {
  try {
    // @ts-morph/common holds the TypeScript the core runs (load-ts-morph.ts); ts-morph pins it.
    const files = [
      require.resolve('ts-morph/package.json'),
      require.resolve('@ts-morph/common/package.json'),
    ];
    return files.map((file) => {
      const { name, version } = JSON.parse(readFileSync(file, 'utf8')) as { name: string; version: string };
      return `${name}@${version}`;
    });
  } catch {
    return ['unknown'];
  }
}
