import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const CODE_FILE = /\.(?:[cm]?js|ts)$/;
/** Bumped when the stored format changes. */
const FORMAT = 1;

/**
 * What identifies the extractor that produced a stored result: the content of its own code (a
 * rebuilt core, even one still versioned 0.0.0, never reads an older core's results) and the
 * versions of ts-morph and of the TypeScript it bundles, read from their package.json files
 * (loading TypeScript to ask it would cost what a hit saves).
 */
export function extractorFingerprint(folder: string, require: NodeJS.Require): string {
  const hash = createHash('sha1').update(`format ${FORMAT}\n`);
  for (const file of codeFiles(folder))
    hash.update(`${path.relative(folder, file)}\n`).update(readFileSync(file));
  for (const version of packageVersions(require)) hash.update(`${version}\n`);
  return hash.digest('base64url');
}

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
