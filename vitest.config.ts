import { defineConfig } from 'vitest/config';

// Vitest 4 ignores vitest.workspace.ts: the projects are listed here.
export default defineConfig({
  test: {
    projects: ['packages/*', 'e2e'],
  },
});
