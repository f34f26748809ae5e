// Turbopack's loader workers share nothing: the worker that re-runs a tool module's loader after
// a type file changed may have scanned the project before that change without ever loading the
// module. It must still see the change. The sessions run for real on a project on disk.
import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TurbopackLoaderContext, turbopackSession } from '../src/turbopack-host';

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
/** What Turbopack hands the loader for `path`, recording nothing. */
const loaderContext = (path: string) =>
  ({
    resourcePath: file(path),
    addDependency() {},
    emitError() {},
    emitWarning() {},
  }) as unknown as TurbopackLoaderContext;

/** One loader call of `worker`, as the loader makes it: refresh, then transform. */
async function load(worker: ReturnType<typeof turbopackSession>, path: string, code: string) {
  const context = loaderContext(path);
  await worker.refresh(context);
  return worker.session.transform(context, file(path), code);
}

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
    const worker = turbopackSession(root, true, {});
    // This worker's first module is the call site: it scans the project.
    await load(worker, 'src/main.ts', MAIN);
    write('src/types.ts', TYPES.replace('}\n', '  /** More */\n  more: string;\n}\n'));
    // A time the scan cannot have seen, whatever the file system's timestamp resolution.
    const later = new Date(Date.now() + 5_000);
    utimesSync(file('src/types.ts'), later, later);
    expect((await load(worker, 'src/api.ts', API))?.code).toContain('More');
  });
});
