import { readdirSync, readFileSync, utimesSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RACY_MS } from '../src/file-stamp';
import { createSchemaService, type ExtractResult } from '../src/index';
import { createScratchProject, type ScratchProject } from './support/scratch-project';

// The persistent cache serves what the syntactic engine derived, as it serves the checker's: a
// later process is answered without deriving, and never with a stale answer. Every kind of change
// the engine's answer depends on is made here; each must be seen by the next process.

const FILES = {
  'package.json': '{ "name": "app", "private": true }',
  'pnpm-lock.yaml': "lockfileVersion: '9.0'\n",
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      strict: true,
      noEmit: true,
      module: 'ESNext',
      moduleResolution: 'Bundler',
      paths: { '@/*': ['./src/*'] },
    },
  }),
  'src/main.ts': `import { registerGlobalTools } from 'webmcp-nexus-sdk';
import { App } from './app';
import * as api from './api';

registerGlobalTools(api);
console.log(App);
`,
  'src/app.ts': "import { Row } from './row';\nexport const App = Row;\n",
  'src/row.ts': 'export const Row = 1;\n',
  'src/api.ts': "import type { Query } from './types';\n/** Find */\nexport function find(query: Query) {}\n",
  'src/types/index.ts': 'export interface Query {\n  /** Text */\n  text: string;\n}\n',
};

const CHANGED = 'export interface Query {\n  /** Changed */\n  text: string;\n}\n';

/** Each case: a change, and whether the next process may still be served what was stored. */
const CASES: [name: string, change: (project: ScratchProject) => void, served: boolean][] = [
  ['nothing', () => {}, true],
  [
    'a file touched, its text the same (its stamp changed: it is read and hashed)',
    (project) => utimesSync(project.file('src/types/index.ts'), new Date(), new Date()),
    true,
  ],
  [
    'a file beside the sources that no program reads (a stylesheet)',
    (project) => project.write('src/types/theme.css', 'body {}\n'),
    true,
  ],
  ['a type file', (project) => project.write('src/types/index.ts', CHANGED), false],
  [
    'a file behind a left-out import (it now augments the type)',
    (project) =>
      project.write(
        'src/row.ts',
        "export const Row = 1;\ndeclare module './types' {\n  interface Query {\n    /** Changed */\n    more: string;\n  }\n}\n",
      ),
    false,
  ],
  [
    'a new file that module resolution picks instead (types.ts shadows types/index.ts)',
    (project) => project.write('src/types.ts', CHANGED),
    false,
  ],
  [
    'a new declaration file (its globals join every program)',
    (project) => project.write('src/types/globals.d.ts', 'declare const CHANGED: string;\n'),
    false,
  ],
  [
    'the tsconfig',
    (project) =>
      project.write(
        'tsconfig.json',
        readFileSync(project.file('tsconfig.json'), 'utf8').replace(
          '"strict":true',
          '"strict":true,"noEmit":false',
        ),
      ),
    false,
  ],
  [
    'the lockfile (a package installed)',
    (project) => project.write('pnpm-lock.yaml', "lockfileVersion: '9.0'\n# changed\n"),
    false,
  ],
];

const projects = new Map<string, ScratchProject>();
const stored = new Map<string, ExtractResult>();

/** One process's answer for the project's call site, and what served it. */
async function serve(project: ScratchProject, options: { cache?: boolean; code?: string } = {}) {
  const service = createSchemaService({ root: project.root, worker: false, cache: options.cache });
  try {
    const result = await service.extractCallSites(project.file('src/main.ts'), options.code);
    return { result, served: service.stats().served };
  } finally {
    await service.close();
  }
}

beforeAll(async () => {
  for (const [name] of CASES) projects.set(name, createScratchProject(FILES));
  // A stamp vouches only for a file that has not changed for a while (see RACY_MS).
  await sleep(RACY_MS + 100);
  for (const [name, project] of projects) {
    const first = await serve(project);
    expect(first.served).toEqual({ cache: 0, syntactic: 1, checker: 0 });
    stored.set(name, first.result);
  }
}, 60_000);

afterAll(() => {
  for (const project of projects.values()) project.dispose();
});

describe('the persistent cache, serving the syntactic engine', () => {
  test.each(CASES)('after %s', async (name, change, servedFromCache) => {
    const project = projects.get(name)!;
    change(project);
    const next = await serve(project);
    expect(next.served.cache).toBe(servedFromCache ? 1 : 0);
    // What it served is what a process without the cache derives now.
    expect(next.result).toEqual((await serve(project, { cache: false })).result);
    if (servedFromCache) expect(next.result).toEqual(stored.get(name));
  });

  test("a call site's text given by the bundler is what the stored answer is checked against", async () => {
    const project = projects.get('nothing')!;
    const main = readFileSync(project.file('src/main.ts'), 'utf8');
    expect((await serve(project, { code: main })).served.cache).toBe(1);
    const edited = main.replace('registerGlobalTools(api);', 'registerGlobalTools({ find: api.find });');
    const next = await serve(project, { code: edited });
    expect(next.served.cache).toBe(0);
    expect(next.result.tools.map((tool) => tool.delivery)).not.toEqual(
      stored.get('nothing')!.tools.map((tool) => tool.delivery),
    );
  });
});

/** The stored entries of a project's call sites (what the persistent cache wrote). */
function storedEntries(project: ScratchProject): { stamps?: Record<string, unknown> }[] {
  const cache = project.file('node_modules/.cache/webmcp-nexus');
  return readdirSync(cache, { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|\/)files\/[^/]+\.json$/.test(file))
    .map((file) => JSON.parse(readFileSync(`${cache}/${file}`, 'utf8')));
}

test('an entry stored while its files had just changed gets their stamps once they have settled', async () => {
  const project = createScratchProject(FILES);
  try {
    // Stored at once: the files changed within RACY_MS, their stamps vouch for nothing yet.
    expect((await serve(project)).served).toEqual({ cache: 0, syntactic: 1, checker: 0 });
    const [stored] = storedEntries(project);
    expect(stored.stamps).not.toHaveProperty([project.file('src/types/index.ts')]);
    await sleep(RACY_MS + 100);
    // Served by reading and hashing every file: the stamps taken before those reads are kept.
    expect((await serve(project)).served.cache).toBe(1);
    const [refreshed] = storedEntries(project);
    expect(refreshed.stamps).toHaveProperty([project.file('src/types/index.ts')]);
    expect(refreshed.stamps).toHaveProperty([project.file('src')]);
    // And an edit is still seen.
    project.write('src/types/index.ts', CHANGED);
    const next = await serve(project);
    expect(next.served.cache).toBe(0);
    expect(JSON.stringify(next.result)).toContain('Changed');
  } finally {
    project.dispose();
  }
}, 30_000);
