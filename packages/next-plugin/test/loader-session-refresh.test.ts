// Turbopack's loader workers share nothing: the worker that re-runs a tool module's loader after
// a type file changed may have scanned the project before that change without ever loading the
// module. It must still see the change. The sessions run for real on a project on disk.
import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LoaderSession } from '../src/loader-session';

// Inside the fixture app, so that `webmcp-nexus-sdk` resolves as in a user's project.
const root = fileURLToPath(
  new URL(`../../../fixtures/apps/next-shop/.e2e/loader-refresh-${process.pid}`, import.meta.url),
);
const TYPES = 'export interface Query {\n  /** Text */\n  text: string;\n}\n';
const API = "import type { Query } from './types';\n\n/** Find */\nexport function find(query: Query) {}\n";
const MAIN =
  "import { registerGlobalTools } from 'webmcp-nexus-sdk';\nimport * as api from './api';\n\nregisterGlobalTools(api);\n";
const file = (path: string) => join(root, path);
const write = (path: string, text: string) => {
  mkdirSync(dirname(file(path)), { recursive: true });
  writeFileSync(file(path), text);
};
const sink = { warn: () => {}, error: () => {} };

beforeAll(() => {
  // Nothing of these runs may land in (or come from) the fixture app's persistent cache.
  vi.stubEnv('WEBMCP_NEXUS_CACHE', '0');
  write(
    'tsconfig.json',
    JSON.stringify({
      compilerOptions: { strict: true, module: 'ESNext', moduleResolution: 'Bundler' },
      include: ['src'],
    }),
  );
  write('src/types.ts', TYPES);
  write('src/api.ts', API);
  write('src/main.ts', MAIN);
});
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});

describe('a Turbopack loader worker in next dev', () => {
  it('sees a type edit made after its scan, in a tool module it never loaded before', async () => {
    const worker = new LoaderSession('watch', root, {});
    // This worker's first module is the call site: it scans the project.
    await worker.load(file('src/main.ts'), MAIN, sink);
    write('src/types.ts', TYPES.replace('}\n', '  /** More */\n  more: string;\n}\n'));
    // A time the scan cannot have seen, whatever the file system's timestamp resolution.
    const later = new Date(Date.now() + 5_000);
    utimesSync(file('src/types.ts'), later, later);
    const loaded = await worker.load(file('src/api.ts'), API, sink);
    expect(loaded.injected?.code).toContain('More');
  });
});
