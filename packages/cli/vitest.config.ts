import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { ownToolSchemas } from './mcp-tool-schemas.plugin.js';

export default defineProject({
  // In-process unit tests import the core's source (a stale dist/ is never tested); the CLI itself
  // runs from its build, as users run it.
  // The MCP server's own tool schemas, derived as the build derives them (see tsdown.config.ts).
  plugins: [ownToolSchemas(fileURLToPath(new URL('.', import.meta.url)))],
  resolve: {
    alias: { '@webmcp-nexus/core': fileURLToPath(new URL('../core/src/index.ts', import.meta.url)) },
  },
  test: {
    name: 'cli',
    environment: 'node',
    // The tests run the built CLI and MCP server as child processes, each loading a ts-morph project.
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
