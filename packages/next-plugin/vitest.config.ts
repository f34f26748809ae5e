import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'next-plugin', environment: 'node', testTimeout: 60_000, hookTimeout: 120_000 },
});
