import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'unplugin', environment: 'node', testTimeout: 120_000, hookTimeout: 180_000 },
});
