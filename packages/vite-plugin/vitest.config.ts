import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'vite-plugin', environment: 'node', testTimeout: 120_000, hookTimeout: 180_000 },
});
