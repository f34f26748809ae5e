import type { UserConfig } from 'tsdown';

/**
 * How each Node package of the workspace is built: ESM + CJS + declarations for Node 20, with
 * `.js` / `.d.ts` for ESM, as the packages' `exports` maps say (type: module). A package's own
 * `tsdown.config.ts` adds what is particular to it.
 */
export function nodePackage(config: UserConfig = {}): UserConfig {
  return {
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: true,
    platform: 'node',
    target: 'node20',
    fixedExtension: false,
    ...config,
  };
}
