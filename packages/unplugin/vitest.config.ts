import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  // Unit tests run against the core's source, so a test run after editing it never tests a stale dist/.
  resolve: {
    alias: { '@webmcp-nexus/core': fileURLToPath(new URL('../core/src/index.ts', import.meta.url)) },
  },
  test: { name: 'unplugin', environment: 'node', testTimeout: 120_000, hookTimeout: 180_000 },
});
