// Turbopack's loader workers share nothing and hear of no change: the worker that re-runs a call
// site's loader after a type file changed (Turbopack re-runs it: the loader added the type file as a
// dependency) must see the change itself. The sessions run for real on a project on disk.
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

/** One loader call of `worker`, as the loader makes it: refresh, then the call site with its schemas inside. */
async function load(worker: ReturnType<typeof turbopackSession>, path: string, code: string) {
  await worker.refresh();
  return worker.session.transformInline(loaderContext(path), file(path), code);
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
  it('sees a type edit made after it served the call site, when asked for it again', async () => {
    const worker = turbopackSession(root, true, {});
    expect((await load(worker, 'src/main.ts', MAIN))?.code).not.toContain('More');
    write('src/types.ts', TYPES.replace('}\n', '  /** More */\n  more: string;\n}\n'));
    // A time the scan cannot have seen, whatever the file system's timestamp resolution.
    const later = new Date(Date.now() + 5_000);
    utimesSync(file('src/types.ts'), later, later);
    expect((await load(worker, 'src/main.ts', MAIN))?.code).toContain('More');
  });
});
