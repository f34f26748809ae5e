import { defineConfig } from 'tsdown';

export default defineConfig({
  // `index` is the library (`import { runCheck } from 'webmcp-nexus'`); `cli` is the bin, which keeps
  // its `#!/usr/bin/env node` line. Both share one chunk; the bin's CJS twin is unused but harmless.
  entry: ['src/index.ts', 'src/cli.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  platform: 'node',
  target: 'node20',
  // `.js` / `.d.ts` for ESM, as the package.json `exports` map and `bin` say (type: module).
  fixedExtension: false,
  // The shipped skill is found from `import.meta.url`, which the CJS build needs shimmed.
  shims: true,
});
