import { defineConfig } from 'tsdown';
import { nodePackage } from '../../tsdown.node-package';

export default defineConfig(
  nodePackage({
    // `index` is the library (`import { runCheck } from 'webmcp-nexus'`); `cli` is the bin, which keeps
    // its `#!/usr/bin/env node` line. Both share one chunk; the bin's CJS twin is unused but harmless.
    entry: ['src/index.ts', 'src/cli.ts'],
    // The shipped skill is found from `import.meta.url`, which the CJS build needs shimmed.
    shims: true,
  }),
);
