import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { extractorFingerprint } from '../src/extract/persistent-cache/fingerprint';
import { createExtractor } from '../src/index';
import type { ExtractorOptions } from '../src/types';
import { CHECKER_ONLY_FILES } from './support/checker-only-files';
import { createScratchProject, type ScratchProject } from './support/scratch-project';

// A stale schema served from the persistent cache is a defect: every component of the key is
// edited here, and the next process (a new extractor) must see the change.

const MAIN = `import { registerGlobalTools } from 'webmcp-nexus-sdk';
import { App } from './App';
import * as api from './api';

registerGlobalTools(api);
console.log(App);
`;
const API = `import type { Query } from './types';\n/** Find */\nexport function find(query: Query) {}\n`;
const API_THROUGH_ALIAS = API.replace("'./types'", "'@/types'");
const TSCONFIG_FILES = {
  'tsconfig.json': JSON.stringify({ extends: './base.json' }),
  'base.json': JSON.stringify({
    compilerOptions: {
      strict: true,
      noEmit: true,
      module: 'ESNext',
      moduleResolution: 'Bundler',
      paths: { '@/*': ['./*'] },
    },
  }),
};
const TYPES = 'export interface Query {\n  /** Text */\n  text: string;\n}\n';
const CACHE = 'node_modules/.cache/webmcp-nexus';

/** A stored tool, as a test that tampers with it sees it (any shape: it writes what the extractor never would). */
type StoredTool = any;

let project: ScratchProject | undefined;
afterEach(() => project?.dispose());

function createProject(files: Record<string, string> = {}): ScratchProject {
  project = createScratchProject({
    'package.json': '{ "name": "app", "private": true }',
    'pnpm-lock.yaml': "lockfileVersion: '9.0'\n",
    'main.ts': MAIN,
    'App.ts': 'export const App = 1;\n',
    'api.ts': API,
    'types/index.ts': TYPES,
    ...files,
  });
  return project;
}

/** The `find` tool's input properties, as a fresh process would extract them. */
function findProperties(options: ExtractorOptions = {}) {
  const result = createExtractor({ root: project!.root, ...options }).extractProject();
  return result.tools.find((tool) => tool.name === 'find')?.schema.inputSchema.properties;
}

function storedEntries(): string[] {
  const folder = path.join(project!.root, CACHE);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => path.join(folder, file));
}

/** The call-site files the cache holds a result of. */
function storedCallSites(): string[] {
  return storedEntries()
    .filter((entry) => entry.includes(`${path.sep}files${path.sep}`))
    .map((entry) => JSON.parse(readFileSync(entry, 'utf8')).file)
    .sort();
}

describe('the persistent cache', () => {
  test('a later process is served what was stored', () => {
    createProject();
    expect(findProperties()).toHaveProperty('text.description', 'Text');
    // Tamper with the stored result: a hit must serve it as it is.
    for (const entry of storedEntries()) {
      writeFileSync(entry, readFileSync(entry, 'utf8').replaceAll('"Text"', '"From the cache"'));
    }
    expect(findProperties()).toHaveProperty('text.description', 'From the cache');
    expect(findProperties({ cache: false })).toHaveProperty('text.description', 'Text');
  });

  test.each([
    [
      'delivery key',
      (tool: StoredTool) => {
        tool.delivery.key = "find']; alert(1); //";
      },
    ],
    [
      'delivery slot',
      (tool: StoredTool) => {
        tool.delivery.at = 1.5;
      },
    ],
    [
      'missing delivery',
      (tool: StoredTool) => {
        delete tool.delivery;
      },
    ],
    [
      'dependency list',
      (tool: StoredTool) => {
        tool.dependencies = null;
      },
    ],
  ])(
    'never serves an entry whose %s is not what the extractor writes: a miss, extracted again',
    (_, tamper) => {
      createProject();
      const fresh = createExtractor({ root: project!.root, cache: false }).extractProject();
      expect(fresh.tools[0]).toMatchObject({ delivery: { key: 'find' } });
      createExtractor({ root: project!.root }).extractProject();
      const entries = storedEntries().filter((entry) => entry.includes('files'));
      expect(entries).toHaveLength(1);
      const stored = JSON.parse(readFileSync(entries[0], 'utf8'));
      tamper(stored.result.tools[0]);
      writeFileSync(entries[0], JSON.stringify(stored));
      expect(createExtractor({ root: project!.root }).extractFile(project!.file('main.ts'))).toEqual(
        createExtractor({ root: project!.root, cache: false }).extractFile(project!.file('main.ts')),
      );
      expect(createExtractor({ root: project!.root }).extractProject()).toEqual(fresh);
    },
  );

  test('is off with cache: false and with WEBMCP_NEXUS_CACHE=0', () => {
    createProject();
    findProperties({ cache: false });
    process.env.WEBMCP_NEXUS_CACHE = '0';
    try {
      findProperties();
    } finally {
      delete process.env.WEBMCP_NEXUS_CACHE;
    }
    expect(storedEntries()).toEqual([]);
  });

  test.each([
    [
      'the call-site file',
      (p: ScratchProject) => p.write('api.ts', API_THROUGH_ALIAS.replace('/** Find */', '/** Find again */')),
      'Find again',
    ],
    [
      'a type file',
      (p: ScratchProject) => p.write('types/index.ts', TYPES.replace('/** Text */', '/** Changed */')),
      'Changed',
    ],
    [
      'a file behind a left-out import (it now augments the type)',
      (p: ScratchProject) =>
        p.write(
          'App.ts',
          `export const App = 1;\ndeclare module './types' {\n  interface Query {\n    /** Changed */\n    more: string;\n  }\n}\n`,
        ),
      'Changed',
    ],
    [
      'the tsconfig',
      (p: ScratchProject) =>
        p.write(
          'tsconfig.json',
          JSON.stringify({
            extends: './base.json',
            compilerOptions: { paths: { '@/types': ['./other.ts'] } },
          }),
        ),
      'Changed',
    ],
    [
      'a tsconfig it extends',
      (p: ScratchProject) =>
        p.write(
          'base.json',
          readFileSync(p.file('base.json'), 'utf8').replace('"@/*":["./*"]', '"@/types":["./other.ts"]'),
        ),
      'Changed',
    ],
    [
      'a new file that module resolution picks instead (types.ts shadows types/index.ts)',
      (p: ScratchProject) => p.write('types.ts', TYPES.replace('/** Text */', '/** Changed */')),
      'Changed',
    ],
  ])('sees an edit of %s', (_, edit, marker) => {
    const p = createProject({
      ...TSCONFIG_FILES,
      'api.ts': API_THROUGH_ALIAS,
      'other.ts': TYPES.replace('/** Text */', '/** Changed */'),
    });
    const before = createExtractor({ root: p.root }).extractProject();
    expect(storedCallSites()).toEqual([p.file('main.ts')]);
    edit(p);
    const after = createExtractor({ root: p.root }).extractProject();
    expect(after).toEqual(createExtractor({ root: p.root, cache: false }).extractProject());
    expect(JSON.stringify(after.tools)).not.toEqual(JSON.stringify(before.tools));
    expect(JSON.stringify(after.tools)).toContain(marker);
    expect(JSON.stringify(before.tools)).not.toContain(marker);
  });

  test('sees an edit of a file only the checker reads (what a conditional behind an alias of an alias tests)', () => {
    const p = createProject(CHECKER_ONLY_FILES);
    const before = findProperties();
    expect(Object.keys(before ?? {})).toEqual(['text']);
    p.write('marker.ts', 'export interface Marker {\n  text: number;\n}\n');
    expect(Object.keys(findProperties() ?? {})).toEqual(['other']);
  });

  test('sees a package installed (the lockfile changed) where an import found nothing before', () => {
    const p = createProject({
      'types/index.ts': `import type { Paging } from 'paging';\nexport interface Query {\n  /** Paging */\n  paging: Paging;\n}\n`,
    });
    expect(findProperties()).toHaveProperty('paging', expect.not.objectContaining({ type: 'object' }));
    p.write('node_modules/paging/package.json', JSON.stringify({ name: 'paging', types: 'index.d.ts' }));
    p.write(
      'node_modules/paging/index.d.ts',
      'export interface Paging {\n  /** Page */\n  page: number;\n}\n',
    );
    p.write('pnpm-lock.yaml', "lockfileVersion: '9.0'\npackages:\n  paging@1.0.0: {}\n");
    expect(findProperties()).toHaveProperty('paging.properties.page.type', 'number');
  });

  test('sees a new call-site file and keeps options apart (another tsconfig)', () => {
    const p = createProject({
      ...TSCONFIG_FILES,
      'tsconfig.alt.json': JSON.stringify({
        extends: './base.json',
        compilerOptions: { paths: { '@/types': ['./other.ts'] } },
      }),
      'api.ts': API_THROUGH_ALIAS,
      'other.ts': TYPES.replace('/** Text */', '/** Changed */'),
    });
    expect(findProperties()).toHaveProperty('text.description', 'Text');
    expect(findProperties({ tsconfig: 'tsconfig.alt.json' })).toHaveProperty('text.description', 'Changed');
    p.write(
      'more.ts',
      `import { registerGlobalTools } from 'webmcp-nexus-sdk';\n/** More */\nfunction more(input: { a: string }) {}\nregisterGlobalTools({ more });\n`,
    );
    const names = createExtractor({ root: p.root })
      .extractProject()
      .tools.map((tool) => tool.name);
    expect(names).toEqual(['find', 'more']);
  });

  describe.each([
    {
      what: 'a module nothing imports, which becomes a call site',
      file: 'widget.ts',
      plain: 'export const widget = 1;\n',
      edited: `import { registerGlobalTools } from 'webmcp-nexus-sdk';\n/** Widget tool */\nfunction widget(input: { a: string }) {}\nregisterGlobalTools({ widget });\n`,
      seen: () =>
        createExtractor({ root: project!.root })
          .extractProject()
          .tools.some((tool) => tool.name === 'widget'),
    },
    {
      what: 'a module behind a left-out import, which comes to augment a tool type',
      file: 'App.ts',
      plain: 'export const App = 1;\n',
      edited: `export const App = 1;\ndeclare module './types' {\n  interface Query {\n    more: string;\n  }\n}\n`,
      seen: () => findProperties() !== undefined && 'more' in findProperties()!,
    },
  ])('the check of $what, whose stamp the stored scan recorded', ({ file, plain, edited, seen }) => {
    // The plain text is padded to the edited one's length: size alone cannot tell them apart.
    const padded = `${plain}//${' '.repeat(edited.length - plain.length - 3)}\n`;
    const setTime = (time: Date) => utimesSync(project!.file(file), time, time);
    const anHourAgo = () => new Date(Date.now() - 3_600_000);
    /** Rewrites the file with the edited text, keeping its size and modification time. */
    const editInPlace = () => {
      const before = statSync(project!.file(file));
      project!.write(file, edited);
      expect(statSync(project!.file(file)).size).toBe(before.size);
      setTime(before.mtime);
    };

    /**
     * The first scan, with the clock at 3 s after the file last changed (its change time: the
     * `utimes` above sets it too), so that the stored scan records the file's stamp however
     * long the extraction takes on a loaded machine: a file changed within 2 s of the scan's
     * clock is never recorded (the racy window, tested in file-facts.test.ts).
     */
    const firstScan = () => {
      const { ctimeMs, mtimeMs } = statSync(project!.file(file));
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Math.max(ctimeMs, mtimeMs) + 3000);
      try {
        return seen();
      } finally {
        vi.useRealTimers();
      }
    };

    test('reads it again once its modification time changed, however old it was', () => {
      const p = createProject({ [file]: padded });
      setTime(anHourAgo());
      expect(firstScan()).toBe(false);
      p.write(file, edited);
      expect(seen()).toBe(true);
    });

    test('reads it again after a same-size edit that restored its modification time (tar, rsync -a, cp -p)', () => {
      createProject({ [file]: padded });
      setTime(anHourAgo());
      expect(firstScan()).toBe(false);
      // Size and modification time as the stored scan recorded them; the change time (and, for
      // a restored copy, the inode) cannot be set back.
      editInPlace();
      expect(seen()).toBe(true);
    });
  });

  test('is keyed by the extractor code and the versions of ts-morph and TypeScript', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'webmcp-fingerprint-'));
    try {
      const write = (file: string, text: string) => {
        mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
        writeFileSync(path.join(folder, file), text);
      };
      write('code/index.js', 'export {};\n');
      write('node_modules/ts-morph/package.json', '{ "name": "ts-morph", "version": "1.0.0" }');
      write(
        'node_modules/@ts-morph/common/package.json',
        '{ "name": "@ts-morph/common", "version": "1.0.0" }',
      );
      const require = createRequire(path.join(folder, 'code/index.js'));
      const fingerprint = () => extractorFingerprint(path.join(folder, 'code'), require);
      const first = fingerprint();
      expect(fingerprint()).toBe(first);
      write('code/index.js', 'export const changed = 1;\n');
      const second = fingerprint();
      expect(second).not.toBe(first);
      write(
        'node_modules/@ts-morph/common/package.json',
        '{ "name": "@ts-morph/common", "version": "1.0.1" }',
      );
      expect(fingerprint()).not.toBe(second);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('the persistent cache across processes (built core)', () => {
  const core = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/index.js');
  // Prints the result and whether TypeScript was loaded.
  const child = `
    import { createRequire } from 'node:module';
    const { createExtractor, lintExtractResult } = await import(${JSON.stringify(core)});
    const root = process.argv[1];
    // Linted as the plugins do: the lint findings come from the cache too.
    const result = lintExtractResult(createExtractor({ root }).extractProject(), { cache: { root } });
    const loaded = Object.keys(createRequire(import.meta.url).cache).some((file) => file.endsWith('typescript.js'));
    console.log(JSON.stringify({ result, loaded }));
  `;
  const run = () =>
    new Promise<{ result: unknown; loaded: boolean }>((resolve, reject) => {
      const processChild = spawn(process.execPath, ['--input-type=module', '-e', child, project!.root]);
      let stdout = '';
      processChild.stdout.on('data', (chunk) => {
        stdout += chunk;
      });
      processChild.on('exit', (code) =>
        code === 0 ? resolve(JSON.parse(stdout)) : reject(new Error(`exit ${code}`)),
      );
    });

  test('concurrent writers leave a usable cache, and a hit (schemas and lints) never loads TypeScript', async () => {
    createProject();
    const cold = await Promise.all([run(), run(), run()]);
    expect(cold.every((outcome) => outcome.loaded)).toBe(true);
    expect(cold[1].result).toEqual(cold[0].result);
    expect(cold[2].result).toEqual(cold[0].result);
    for (const entry of storedEntries()) expect(() => JSON.parse(readFileSync(entry, 'utf8'))).not.toThrow();
    expect(JSON.stringify(cold[0].result)).toContain('"code":"L5"');
    const hit = await run();
    expect(hit).toEqual({ result: cold[0].result, loaded: false });
  });
});
