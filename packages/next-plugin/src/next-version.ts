import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The major version of the Next.js that is loading the config. Found from the running script
 * (`next build` and Next's own workers run files inside the `next` package), else from the
 * project's `next`; 16 when neither says. The running one matters: a project may hold two.
 */
export function runningNextMajor(script: string | undefined = process.argv[1]): number {
  const version = (script && versionOfEnclosingNext(script)) ?? versionResolvedFrom(process.cwd());
  const major = Number.parseInt(version ?? '', 10);
  return Number.isNaN(major) ? 16 : major;
}

function versionOfEnclosingNext(file: string): string | undefined {
  // Next's compiled dependencies (its workers' scripts) have package.json files of their own.
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = readManifest(join(dir, 'package.json'));
    if (manifest?.name === 'next') return manifest.version;
  }
  return undefined;
}

function versionResolvedFrom(dir: string): string | undefined {
  try {
    const manifestPath = createRequire(join(dir, 'package.json')).resolve('next/package.json');
    return readManifest(manifestPath)?.version;
  } catch {
    return undefined;
  }
}

function readManifest(file: string): { name?: string; version?: string } | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}
