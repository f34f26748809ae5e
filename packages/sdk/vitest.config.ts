import { defineProject } from 'vitest/config';

// Node by default (the registry is framework-free); DOM tests opt in with `@vitest-environment jsdom`.
export default defineProject({
  test: { name: 'sdk', environment: 'node', include: ['test/**/*.test.{ts,tsx}'], testTimeout: 20_000 },
});
