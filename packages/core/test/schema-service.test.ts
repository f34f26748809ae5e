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
