import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, test } from 'vitest';
import { createExtractor, createSchemaService, type SchemaService } from '../src/index';
import { createScratchProject, type ScratchProject } from './support/scratch-project';

const DIST = path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist');

const FILES = {
  'src/types.ts': `export interface SearchParams {
  /** Search keyword */
  keyword: string;
}`,
  'src/api.ts': `import type { SearchParams } from './types';
/** Search the catalog */
export function search(params: SearchParams) { return params.keyword; }`,
  'src/main.ts': `import { registerGlobalTools } from 'webmcp-nexus-sdk';
import * as api from './api';
registerGlobalTools(api);`,
  'package.json': '{ "name": "service-project", "private": true }',
};

let project: ScratchProject | undefined;
let service: SchemaService | undefined;
afterEach(async () => {
  await service?.close();
  project?.dispose();
  service = project = undefined;
});

/** A service over a fresh project as a dev server runs it (shadow checks on): the call site, and the files `onResultChanged` reported. */
function developmentService() {
  const scratch = createScratchProject(FILES);
  const changed: string[] = [];
  const development = createSchemaService({
    root: scratch.root,
    cache: false,
    shadow: true,
    onResultChanged: (file) => changed.push(file),
  });
  project = scratch;
  service = development;
  return { project: scratch, service: development, main: scratch.file('src/main.ts'), changed };
}

describe('the schema service', () => {
  test('answers one call-site file as the extractor does, and derives it again after a type edit', async () => {
    project = createScratchProject(FILES);
    service = createSchemaService({ root: project.root, cache: false });
    const main = project.file('src/main.ts');
    const served = await service.extractCallSites(main);
    expect(served).toEqual(createExtractor({ root: project.root, cache: false }).extractFile(main));
    expect(served.tools.map((tool) => [tool.name, tool.delivery])).toEqual([
      [
        'search',
        {
          at: "import { registerGlobalTools } from 'webmcp-nexus-sdk';\nimport * as api from './api';\nregisterGlobalTools("
            .length,
          key: 'search',
        },
      ],
    ]);

    project.write(
      'src/types.ts',
      'export interface SearchParams {\n  /** Search keyword */\n  keyword: string;\n  /** At most */\n  limit?: number;\n}',
    );
    expect(service.fileChanged(project.file('src/types.ts'))).toEqual([main]);
    expect(service.fileChanged(project.file('src/unrelated.ts'))).toEqual([]);
    const [tool] = (await service.extractCallSites(main)).tools;
    expect(Object.keys(tool.schema.inputSchema.properties)).toEqual(['keyword', 'limit']);
  });

  test('the checker engine traces a map again when its module changes after another edit dropped the call site from its results', async () => {
    // A generic base: the syntactic engine bails and the checker engine answers.
    const types = (more = '') =>
      `interface Box<T> { value: T }\nexport interface SearchParams extends Box<string> {\n  /** Search keyword */\n  keyword: string;\n${more}}`;
    project = createScratchProject({ ...FILES, 'src/types.ts': types() });
    service = createSchemaService({ root: project.root, cache: false });
    const main = project.file('src/main.ts');
    expect((await service.extractCallSites(main)).tools.map((tool) => tool.name)).toEqual(['search']);
    // A type edit drops the call site's result (the traces of its maps are kept for later)…
    project.write('src/types.ts', types('  /** At most */\n  limit?: number;\n'));
    service.fileChanged(project.file('src/types.ts'));
    // …and before it is extracted again, the map's module gets a new tool.
    project.write(
      'src/api.ts',
      `${FILES['src/api.ts']}\n/** Count the matches */\nexport function count(params: SearchParams) { return params.keyword.length; }`,
    );
    service.fileChanged(project.file('src/api.ts'));
    const result = await service.extractCallSites(main);
    expect(service.stats().served).toMatchObject({ syntactic: 0, checker: 2 });
    expect(result.tools.map((tool) => tool.name)).toEqual(['count', 'search']);
    expect(result).toEqual(createExtractor({ root: project.root, cache: false }).extractFile(main));
  });

  test('development: the checker checks a fast answer once the service is idle; a difference pins the call site to the checker, with I1, and says so', async () => {
    const { project, service, main, changed } = developmentService();
    const fast = await service.extractCallSites(main);
    expect(service.stats()).toMatchObject({ served: { syntactic: 1, checker: 0 }, shadowChecked: 0 });
    // A change the service is never told of (a watcher that missed it): the two engines now
    // answer from different texts, the one way left to make them differ without a bug.
    project.write(
      'src/types.ts',
      'export interface SearchParams {\n  /** Search keyword */\n  keyword: string;\n  /** At most */\n  limit?: number;\n}',
    );
    await expect.poll(() => changed.length, { timeout: 30_000 }).toBeGreaterThan(0);
    expect(changed).toEqual([main]);
    expect(service.stats()).toMatchObject({ shadowChecked: 1, mismatches: [main] });
    const pinned = await service.extractCallSites(main);
    expect(pinned.diagnostics).toEqual([
      expect.objectContaining({ code: 'I1', severity: 'warning', file: main, line: 1, column: 1 }),
    ]);
    expect(Object.keys(pinned.tools[0].schema.inputSchema.properties)).toEqual(['keyword', 'limit']);
    expect(fast.tools[0].schema.inputSchema.properties).not.toHaveProperty('limit');

    // From now on the checker answers for it.
    project.write('src/types.ts', FILES['src/types.ts']);
    service.fileChanged(project.file('src/types.ts'));
    const after = await service.extractCallSites(main);
    expect(service.stats().served).toMatchObject({ syntactic: 1, checker: 1 });
    expect(after.tools).toEqual(fast.tools);
  });

  test('development: a shadow check that agrees changes nothing; after a change, the new answer is checked', async () => {
    const { project, service, main, changed } = developmentService();
    const fast = await service.extractCallSites(main);
    await expect.poll(() => service.stats().shadowChecked, { timeout: 30_000 }).toBe(1);
    expect(service.stats().mismatches).toEqual([]);
    expect(changed).toEqual([]);
    expect(await service.extractCallSites(main)).toEqual(fast);

    // Told of a change before the service was idle: nothing of the old answer is checked.
    project.write(
      'src/types.ts',
      'export interface SearchParams {\n  /** Search words */\n  keyword: string;\n}',
    );
    service.fileChanged(project.file('src/types.ts'));
    const edited = await service.extractCallSites(main);
    await expect.poll(() => service.stats().shadowChecked, { timeout: 30_000 }).toBe(2);
    expect(service.stats()).toMatchObject({ served: { syntactic: 2, checker: 0 }, mismatches: [] });
    expect(edited.tools[0].schema.inputSchema.properties.keyword.description).toBe('Search words');
  });

  test('serves a later process from the persistent cache', () => {
    project = createScratchProject(FILES);
    const main = project.file('src/main.ts');
    const extract = (
      worker: boolean,
    ) => `import { createSchemaService } from ${JSON.stringify(path.join(DIST, 'index.js'))};
import { createRequire } from 'node:module';
const service = createSchemaService({ root: ${JSON.stringify(project!.root)}, worker: ${worker} });
const result = await service.extractCallSites(${JSON.stringify(main)});
const loaded = Object.keys(createRequire(import.meta.url).cache);
console.log(JSON.stringify({ result, typescript: loaded.some((file) => /typescript|engine\\.cjs/.test(file)) }));`;
    const first = runNode(extract(true)) as { result: unknown };
    // In this thread (no worker), a miss would load TypeScript here: a hit never starts the engine.
    expect(runNode(extract(false))).toEqual({ result: first.result, typescript: false });
    // A type edit the syntactic engine serves: TypeScript is never required, and the answer is the checker's.
    project.write(
      'src/types.ts',
      'export interface SearchParams {\n  /** Search keyword */\n  keyword: string;\n  limit?: number;\n}',
    );
    expect(runNode(extract(false))).toEqual({
      result: JSON.parse(
        JSON.stringify(createExtractor({ root: project.root, cache: false }).extractFile(main)),
      ),
      typescript: false,
    });
    // One it bails on (a generic base): the checker engine answers, in this thread.
    project.write(
      'src/types.ts',
      'interface Box<T> { value: T }\nexport interface SearchParams extends Box<string> { keyword: string }',
    );
    expect(runNode(extract(false))).toMatchObject({ typescript: true });
  });

  test('the built package runs the checker engine in a worker thread: TypeScript never loads in the calling thread', () => {
    project = createScratchProject(FILES);
    const main = project.file('src/main.ts');
    const expected = createExtractor({ root: project.root, cache: false }).extractFile(main);
    const script = `import { createSchemaService } from ${JSON.stringify(path.join(DIST, 'index.js'))};
import { createRequire } from 'node:module';
const service = createSchemaService({ root: ${JSON.stringify(project.root)}, cache: false });
const result = await service.extractCallSites(${JSON.stringify(main)});
const loaded = Object.keys(createRequire(import.meta.url).cache);
console.log(JSON.stringify({ result, typescript: loaded.some((file) => /typescript|engine\\.cjs/.test(file)) }));`;
    // The process ends by itself: an idle worker does not keep it alive.
    expect(runNode(script)).toEqual({ result: JSON.parse(JSON.stringify(expected)), typescript: false });
  });
});

function runNode(script: string): unknown {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(result.stderr, 'stderr').toBe('');
  expect(result.status, 'exit code').toBe(0);
  return JSON.parse(result.stdout);
}
