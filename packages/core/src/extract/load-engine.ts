import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as engine from './engine';

// The build replaces this module (tsdown.config.ts): there the engine — everything that loads
// TypeScript — is a bundle of its own, `require`d on first use, so that a persistent-cache hit
// never loads TypeScript. Here (sources run by Vitest) it is simply imported.

/** The engine module: the extractor that loads TypeScript. */
export function loadEngine(): typeof engine {
  return engine;
}

/** Where the core's own code lives (its fingerprint keys the cache) and a `require` that finds its packages. */
export const codeLocation: { folder: string; require: NodeJS.Require } = {
  folder: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
  require: createRequire(import.meta.url),
};
