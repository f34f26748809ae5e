import type { ExtractorOptions } from '../types';
import { fingerprintedCacheFolder } from './persistent-cache/cache-folder';
import { openPersistentCache, type PersistentCache } from './persistent-cache/persistent-cache';

/** The persistent cache of the project at `root` under `options` (undefined when it is off). */
export function openCache(root: string, options: ExtractorOptions): PersistentCache | undefined {
  const folder = fingerprintedCacheFolder(root, options.cache, [
    root,
    options.tsconfig ?? null,
    options.scope !== false,
    options.outputSchema === true,
  ]);
  return folder ? openPersistentCache(folder, root, options.tsconfig) : undefined;
}
