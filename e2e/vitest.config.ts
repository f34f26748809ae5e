import { defineProject } from 'vitest/config';

// Browser suites build real apps with real bundlers in beforeAll, so hooks get minutes, not seconds.
// Each suite file owns one Chromium; files run in parallel, tests inside a file run in order.
export default defineProject({
  test: {
    name: 'e2e',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 240_000,
  },
});
