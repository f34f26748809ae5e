import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const requireHere = createRequire(import.meta.url);

/**
 * The major version of the Next.js that is loading the config: the one the running script is in
 * (`next build` and Next's own workers run files inside the `next` package), else the one whose
 * config loader is in the module cache (a program that loads the config through Next's API), else
 * the project's `next`; 16 when none says. The running one matters: a project may hold two.
 */
export function runningNextMajor(script: string | undefined = process.argv[1]): number {
  const version =
    (script && versionOfEnclosingNext(script)) ??
    versionOfLoadedConfigLoader() ??
    versionResolvedFrom(process.cwd());
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

function versionOfLoadedConfigLoader(): string | undefined {
  const loader = Object.keys(requireHere.cache).find((file) =>
    /[\\/]dist[\\/]server[\\/]config\.js$/.test(file),
  );
  return loader ? versionOfEnclosingNext(loader) : undefined;
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
