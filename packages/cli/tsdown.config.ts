import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsdown';
import { nodePackage } from '../../tsdown.node-package';
import { ownToolSchemas } from './mcp-tool-schemas.plugin.js';

export default defineConfig(
  nodePackage({
    // `index` is the library (`import { runCheck } from 'webmcp-nexus'`); `cli` is the bin, which keeps
    // its `#!/usr/bin/env node` line. Both share one chunk; the bin's CJS twin is unused but harmless.
    entry: ['src/index.ts', 'src/cli.ts'],
    // The shipped skill is found from `import.meta.url`, which the CJS build needs shimmed.
    shims: true,
    // The MCP server's own tool definitions, derived from their handlers' types by the core's extractor.
    plugins: [ownToolSchemas(fileURLToPath(new URL('.', import.meta.url)))],
  }),
);
