import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, test } from 'vitest';
import { createExtractor } from '../src/index';
import type { ExtractResult } from '../src/types';
import { CHECKER_ONLY_FILES } from './support/checker-only-files';
import { createScratchProject, type ScratchProject } from './support/scratch-project';

const CHECKER_ONLY_MAIN = `import { registerGlobalTools } from 'webmcp-nexus-sdk';\nimport * as api from './api';\n\nregisterGlobalTools(api);\n`;
const MAIN = `import { registerGlobalTools } from 'webmcp-nexus-sdk';
import * as userApi from './api/user';

registerGlobalTools(userApi);
`;

const USER_API = `import type { SearchParams } from '../types/search';

/** Search users @readonly */
export async function searchUsers(params: SearchParams) {
  return params.keyword;
}
`;

// main.ts → api/user.ts → types/search.ts → types/paging.ts: the paging type is three imports away.
const SEARCH_TYPES = `import type { Paging } from './paging';

export interface SearchParams {
  /** Search keyword */
  keyword: string;
  /** Paging */
  paging: Paging;
}
`;

const PAGING_TYPES = `export interface Paging {
  /** Page size */
  pageSize: number;
}
`;

let project: ScratchProject;
afterEach(() => project?.dispose());

function userProject(): ScratchProject {
  project = createScratchProject({
    'main.ts': MAIN,
    'api/user.ts': USER_API,
    'types/search.ts': SEARCH_TYPES,
    'types/paging.ts': PAGING_TYPES,
  });
  return project;
}

const pagingProperties = (result: ReturnType<ReturnType<typeof createExtractor>['extractProject']>) =>
  Object.keys((result.tools[0].schema.inputSchema.properties.paging as any).properties);

describe('extractor lifecycle', () => {
  test('reports every file a schema depends on, through three imports', () => {
    const { file, root } = userProject();
    const result = createExtractor({ root }).extractProject();
    expect(result.tools.map((tool) => tool.name)).toEqual(['searchUsers']);
    expect(result.tools[0].dependencies).toEqual(
      [file('api/user.ts'), file('main.ts'), file('types/paging.ts'), file('types/search.ts')].sort(),
    );
    expect(result.dependencies).toEqual(result.tools[0].dependencies);
  });

  test('updateFile picks up a change in a type three imports away, from disk or from given code', () => {
    const { root, write, file } = userProject();
    const extractor = createExtractor({ root });
    expect(pagingProperties(extractor.extractProject())).toEqual(['pageSize']);

    write('types/paging.ts', PAGING_TYPES.replace('}', '  /** Page number */\n  page: number;\n}'));
    expect(pagingProperties(extractor.updateFile(file('types/paging.ts')))).toEqual(['pageSize', 'page']);

    const given = PAGING_TYPES.replace('pageSize', 'limit');
    expect(pagingProperties(extractor.updateFile(file('types/paging.ts'), given))).toEqual(['limit']);
    expect(pagingProperties(extractor.extractProject())).toEqual(['limit']);
  });

  test('updateFile picks up a change in a file only the checker reads (what a conditional behind an alias of an alias tests)', () => {
    project = createScratchProject({ 'main.ts': CHECKER_ONLY_MAIN, ...CHECKER_ONLY_FILES });
    const extractor = createExtractor({ root: project.root, cache: false });
    const fields = (result: ExtractResult) =>
      Object.keys(result.tools[0]?.schema.inputSchema.properties ?? {});
    expect(fields(extractor.extractProject())).toEqual(['text']);
    const marker = project.file('marker.ts');
    expect(extractor.extractProject().dependencies).toContain(marker);
    expect(fields(extractor.updateFile(marker, 'export interface Marker {\n  text: number;\n}\n'))).toEqual([
      'other',
    ]);
  });

  test('an unrelated edit keeps built schemas (same objects) and a related one rebuilds them', () => {
    const { root, write, file } = userProject();
    write('unrelated.ts', 'export const x = 1;\n');
    const extractor = createExtractor({ root });
    const before = extractor.extractProject().tools[0].schema;
    const afterUnrelated = extractor.updateFile(file('unrelated.ts'), 'export const x = 2;\n').tools[0]
      .schema;
    expect(afterUnrelated).toBe(before);
    const afterRelated = extractor.updateFile(
      file('types/search.ts'),
      SEARCH_TYPES.replace('Search keyword', 'Query'),
    ).tools[0].schema;
    expect(afterRelated).not.toBe(before);
    expect(afterRelated.inputSchema.properties.keyword.description).toBe('Query');
  });

  test('an edit re-traces what passed through the edited file and keeps the rest', () => {
    const { root, write, file } = userProject();
    write('api/order.ts', `/** List orders @readonly */\nexport function listOrders() {}\n`);
    write(
      'main.ts',
      MAIN.replace(
        "import * as userApi from './api/user';",
        "import * as userApi from './api/user';\nimport * as orderApi from './api/order';",
      ).replace('registerGlobalTools(userApi);', 'registerGlobalTools(userApi, orderApi);'),
    );
    const extractor = createExtractor({ root });
    const before = extractor.extractProject();
    expect(before.tools.map((tool) => tool.name)).toEqual(['listOrders', 'searchUsers']);

    const added = `/** List orders @readonly */\nexport function listOrders() {}\n/** Cancel an order */\nexport function cancelOrder() {}\n`;
    const after = extractor.updateFile(file('api/order.ts'), added);
    expect(after.tools.map((tool) => tool.name)).toEqual(['cancelOrder', 'listOrders', 'searchUsers']);
    const searchUsers = (result: typeof after) => result.tools.find((tool) => tool.name === 'searchUsers');
    expect(searchUsers(after)).toEqual(searchUsers(before));

    const renamed = extractor.updateFile(file('api/user.ts'), USER_API.replace('searchUsers', 'findUsers'));
    expect(renamed.tools.map((tool) => tool.name)).toEqual(['cancelOrder', 'findUsers', 'listOrders']);
  });

  test('a deleted definition file becomes an M1, and comes back when it is created again', () => {
    const { root, remove, write, file } = userProject();
    const extractor = createExtractor({ root });
    expect(extractor.extractProject().tools).toHaveLength(1);

    remove('api/user.ts');
    const afterDelete = extractor.updateFile(file('api/user.ts'));
    expect(afterDelete.tools).toEqual([]);
    expect(afterDelete.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['M1']);

    write('api/user.ts', USER_API);
    const afterCreate = extractor.updateFile(file('api/user.ts'));
    expect(afterCreate.tools.map((tool) => tool.name)).toEqual(['searchUsers']);
    expect(afterCreate.diagnostics).toEqual([]);
  });

  test('a module emptied mid-save (an M1 meanwhile) gives its tools back once written again', () => {
    const { root, file } = userProject();
    const extractor = createExtractor({ root });
    expect(extractor.extractProject().tools.map((tool) => tool.name)).toEqual(['searchUsers']);
    const emptied = extractor.updateFile(file('api/user.ts'), '');
    expect(emptied.tools).toEqual([]);
    expect(emptied.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['M1']);
    const saved = extractor.updateFile(file('api/user.ts'), USER_API);
    expect(saved.tools.map((tool) => tool.name)).toEqual(['searchUsers']);
    expect(saved.diagnostics).toEqual([]);
  });

  test('a new call-site file is found by extractProject after updateFile', () => {
    const { root, write } = userProject();
    const extractor = createExtractor({ root });
    extractor.extractProject();
    const added = write(
      'extra.ts',
      `import { registerGlobalTools } from 'webmcp-nexus-sdk';\n/** Ping */\nfunction ping() {}\nregisterGlobalTools({ ping });\n`,
    );
    expect(extractor.updateFile(added).tools.map((tool) => tool.name)).toEqual(['ping', 'searchUsers']);
  });

  test('extractFile uses the code it is given, and only that file’s call sites', () => {
    const { root, file } = userProject();
    const extractor = createExtractor({ root });
    const code = MAIN.replace(
      'registerGlobalTools(userApi);',
      '/** Local */\nconst local = () => 1;\nregisterGlobalTools({ local });',
    );
    const result = extractor.extractFile(file('main.ts'), code);
    expect(result.tools.map((tool) => tool.name)).toEqual(['local']);
    // Offsets point into the given code, not into the file on disk.
    const { delivery } = result.tools[0];
    expect(code.slice(0, delivery.at)).toMatch(/const local = \(\) => 1;\nregisterGlobalTools\(\{ $/);
    expect(readFileSync(file('main.ts'), 'utf8')).toBe(MAIN);
  });

  test('a file that does not mention the SDK is skipped without parsing', () => {
    const { root, file } = userProject();
    const result = createExtractor({ root }).extractFile(file('types/search.ts'));
    expect(result).toEqual({ tools: [], diagnostics: [], dependencies: [] });
  });

  test('editing the tsconfig starts the project over with the new options', () => {
    const { root, write, file } = userProject();
    const extractor = createExtractor({ root });
    expect(extractor.extractProject().diagnostics).toEqual([]);
    write('tsconfig.json', '{ "compilerOptions": { "strict": true, }, "include": ["main.ts"] ');
    const result = extractor.updateFile(file('tsconfig.json'));
    expect(result.diagnostics.map((diagnostic) => [diagnostic.code, diagnostic.file])).toEqual([
      ['P2', file('tsconfig.json')],
    ]);
    expect(result.tools.map((tool) => tool.name)).toEqual(['searchUsers']);
  });

  test('creating the missing extended tsconfig clears the P2 error', () => {
    const { root, write, file } = userProject();
    write('tsconfig.json', JSON.stringify({ extends: './config/base', include: ['**/*'] }));
    const extractor = createExtractor({ root });
    expect(extractor.extractProject().diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['P2']);
    const base = write(
      'config/base.json',
      JSON.stringify({ compilerOptions: { strict: true, lib: ['ES2023'] } }),
    );
    const result = extractor.updateFile(base);
    expect(result.diagnostics).toEqual([]);
    expect(result.tools.map((tool) => tool.name)).toEqual(['searchUsers']);
    expect(file('config/base.json')).toBe(base);
  });

  test('extractions are deterministic: two extractors give byte-identical results', () => {
    const { root, file } = userProject();
    const first = JSON.stringify(createExtractor({ root }).extractFile(file('main.ts')));
    const second = JSON.stringify(createExtractor({ root }).extractFile(file('main.ts')));
    const warm = createExtractor({ root });
    warm.extractProject();
    expect(second).toBe(first);
    expect(JSON.stringify(warm.extractFile(file('main.ts')))).toBe(first);
  });
});
