import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'webpack-plugin', environment: 'node', testTimeout: 120_000, hookTimeout: 180_000 },
});
