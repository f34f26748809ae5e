import { ts } from 'ts-morph';
import { afterEach, describe, expect, test } from 'vitest';
import { createExtractor } from '../src/index';
import { loadTsconfig } from '../src/project/load-tsconfig';
import { createProgramScope } from '../src/project/program-scope';
import { createProjectHost } from '../src/project/project-host';
import type { ExtractResult } from '../src/types';
import { createScratchProject, type ScratchProject } from './support/scratch-project';

// The program is scoped to what the tools need (src/project/program-scope.ts). These cases pin
// down that a scoped extraction gives exactly what the whole program gives, where leaving a file
// out could plausibly change a schema.

let project: ScratchProject | undefined;
afterEach(() => project?.dispose());

const MAIN = `import { registerGlobalTools } from 'webmcp-nexus-sdk';
import { App } from './App';
import * as api from './api';

registerGlobalTools(api);
console.log(App);
`;
// The component tree: what a scoped program never reads.
const APP = `import { helper } from './lib/helper';
export const App = () => helper();
`;
const HELPER = 'export const helper = () => 1;\n';

function extractBoth(files: Record<string, string>): { scoped: ExtractResult; whole: ExtractResult } {
  project?.dispose();
  project = createScratchProject({ 'main.ts': MAIN, 'App.ts': APP, 'lib/helper.ts': HELPER, ...files });
  const root = project.root;
  return {
    scoped: createExtractor({ root, cache: false }).extractProject(),
    whole: createExtractor({ root, cache: false, scope: false }).extractProject(),
  };
}

/** The compiler options of a bundler-resolved project, as the cases below write their tsconfig. */
const BUNDLER_OPTIONS = { strict: true, noEmit: true, moduleResolution: 'Bundler', module: 'ESNext' };

/** A tsconfig whose one ambient `types` entry, `app-env`, holds `declarations`. */
function withAppEnvTypes(declarations: string): Record<string, string> {
  return {
    'tsconfig.json': JSON.stringify({ compilerOptions: { ...BUNDLER_OPTIONS, types: ['app-env'] } }),
    'node_modules/@types/app-env/package.json': JSON.stringify({
      name: '@types/app-env',
      types: 'index.d.ts',
    }),
    'node_modules/@types/app-env/index.d.ts': declarations,
  };
}

/** The result without the files it depends on. */
function withoutFiles({ tools, diagnostics }: ExtractResult) {
  return { tools: tools.map(({ dependencies: _, ...tool }) => tool), diagnostics };
}

function propertiesOf(result: ExtractResult, tool: string) {
  return result.tools.find((candidate) => candidate.name === tool)?.schema.inputSchema.properties;
}

describe('a program scoped to the tools', () => {
  test('leaves out what no tool needs and keeps what their types come from', () => {
    project = createScratchProject({
      'main.ts': MAIN,
      'App.ts': APP,
      'lib/helper.ts': HELPER,
      'api.ts': `import type { Query } from './types';\nimport { helper } from './lib/helper';\n/** Find */\nexport function find(query: Query) { return helper(); }\n`,
      'types.ts': 'export interface Query {\n  /** Text */\n  text: string;\n}\n',
    });
    const host = createProjectHost(loadTsconfig(project.root));
    host.addFiles([project.file('main.ts')]);
    const program = host.getProgram();
    expect(program.getSourceFile(project.file('types.ts'))).toBeDefined();
    expect(program.getSourceFile(project.file('api.ts'))).toBeDefined();
    // Imported only by the component tree and by a function body.
    expect(program.getSourceFile(project.file('App.ts'))).toBeUndefined();
    expect(program.getSourceFile(project.file('lib/helper.ts'))).toBeUndefined();
  });

  test.each([
    [
      'a type re-exported through barrels, with import type',
      {
        'api.ts': `import type { Query } from './model';\n/** Find */\nexport function find(query: Query) {}\n`,
        'model/index.ts': `export * from './query';\nexport { type Sort as Order } from './sort';\n`,
        'model/query.ts': `import type { Order } from './index';\nexport interface Query {\n  /** Text */\n  text: string;\n  /** Order */\n  order: Order;\n}\n`,
        'model/sort.ts': `export type Sort = 'asc' | 'desc';\n`,
      },
      (properties: object | undefined) => expect(properties).toHaveProperty('order.enum', ['asc', 'desc']),
    ],
    [
      'typeof queries through values whose types are inferred from bodies and other files',
      {
        'api.ts': `import { makeQuery } from './defaults';\n/** Find */\nexport function find(query: ReturnType<typeof makeQuery>) {}\n`,
        'defaults.ts': `import { LIMITS } from './limits';\nexport function makeQuery() {\n  return { text: '', limit: LIMITS.max };\n}\n`,
        'limits.ts': 'export const LIMITS = { max: 10 as number };\n',
      },
      (properties: object | undefined) => expect(properties).toHaveProperty('limit.type', 'number'),
    ],
    [
      'a module augmentation in a file only the component tree imports',
      {
        'api.ts': `import type { Query } from './types';\n/** Find */\nexport function find(query: Query) {}\n`,
        'types.ts': 'export interface Query {\n  /** Text */\n  text: string;\n}\n',
        'lib/helper.ts': `${HELPER}declare module '../types' {\n  interface Query {\n    /** Added elsewhere */\n    extra: number;\n  }\n}\n`,
      },
      (properties: object | undefined) => expect(properties).toHaveProperty('extra.type', 'number'),
    ],
    [
      'declare global in a left-out file',
      {
        'api.ts': `/** Find */\nexport function find(query: { filter: GlobalFilter }) {}\n`,
        'lib/helper.ts': `${HELPER}declare global {\n  interface GlobalFilter {\n    /** Text */\n    text: string;\n  }\n}\n`,
      },
      (properties: object | undefined) =>
        expect(properties).toHaveProperty('filter.properties.text.type', 'string'),
    ],
    [
      'path aliases and a type from a package declaration file',
      {
        'tsconfig.json': JSON.stringify({
          compilerOptions: { ...BUNDLER_OPTIONS, paths: { '@/*': ['./src/*'] } },
        }),
        'api.ts': `import type { Query } from '@/query';\n/** Find */\nexport function find(query: Query) {}\n`,
        'src/query.ts': `import type { Paging } from 'paging-types';\nexport interface Query {\n  /** Paging */\n  paging: Paging;\n}\n`,
        'node_modules/paging-types/package.json': JSON.stringify({
          name: 'paging-types',
          types: 'index.d.ts',
        }),
        'node_modules/paging-types/index.d.ts':
          'export interface Paging {\n  /** Page */\n  page: number;\n}\n',
      },
      (properties: object | undefined) =>
        expect(properties).toHaveProperty('paging.properties.page.type', 'number'),
    ],
    [
      'ambient types a tool actually uses (a `types` entry)',
      {
        ...withAppEnvTypes('interface AppEnv {\n  /** Mode */\n  mode: "dev" | "prod";\n}\n'),
        'api.ts': `/** Find */\nexport function find(query: { env: AppEnv }) {}\n`,
      },
      (properties: object | undefined) =>
        expect(properties).toHaveProperty('env.properties.mode.enum', ['dev', 'prod']),
    ],
    [
      // Unknown, the ambient name would be `any`: the check would pick its first branch.
      'a conditional type on an ambient type the schema never shows',
      {
        ...withAppEnvTypes('interface AppTimer {\n  ref(): void;\n}\n'),
        'api.ts': `import type { Query } from './query';\n/** Find */\nexport function find(query: Query<{ text: string }>) {}\n`,
        'query.ts':
          'export type Query<T> = T extends AppTimer ? { timer: number } : { /** Text */ text: string };\n',
      },
      (properties: object | undefined) => expect(properties).toHaveProperty('text.type', 'string'),
    ],
  ])('gives the schemas of the whole program: %s', (_, files, expectSchema) => {
    const { scoped, whole } = extractBoth(files);
    expectSchema(propertiesOf(scoped, 'find'));
    expect(withoutFiles(scoped)).toEqual(withoutFiles(whole));
    // The whole program also holds what the call-site file imports for its values (the component
    // tree), and a tool depends on every project file its files import (see imported-files.ts).
    expect(whole.dependencies).toEqual(expect.arrayContaining(scoped.dependencies));
  });
});

describe('the left-out graph resolves imports as TypeScript does', () => {
  // Its walk resolves every import of the component tree; extensionless relative ones take a
  // quicker path (program-scope.ts), which must name the very file TypeScript's resolver names.
  const SPECIFIERS = [
    './a', // a.ts
    './b', // only b.tsx
    './g', // g.ts beside g.tsx
    './c', // c.ts beside c/index.ts
    './d', // only d/index.ts
    './e.js', // e.ts
    './f.service', // f.service.ts
    '../up', // up.ts one folder up
    './missing',
    './s', // s.ios.ts and s.ts: `moduleSuffixes` picks the first
    './h', // only gen/h.ts: found through `rootDirs` alone
  ];
  const FILES = {
    // An ES module: under nodenext its relative imports need their extension.
    'package.json': '{ "type": "module" }',
    'src/main.ts': '',
    'src/a.ts': '',
    'src/b.tsx': '',
    'src/g.ts': '',
    'src/g.tsx': '',
    'src/c.ts': '',
    'src/c/index.ts': '',
    'src/d/index.ts': '',
    'src/e.ts': '',
    'src/f.service.ts': '',
    'up.ts': '',
    'src/s.ts': '',
    'src/s.ios.ts': '',
    'gen/h.ts': '',
  };

  test.each([
    ['bundler', { moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext }],
    ['node10', { moduleResolution: ts.ModuleResolutionKind.Node10, module: ts.ModuleKind.CommonJS }],
    ['nodenext', { moduleResolution: ts.ModuleResolutionKind.NodeNext, module: ts.ModuleKind.NodeNext }],
    ['the default of `module`', { module: ts.ModuleKind.ESNext }],
    ['classic', { moduleResolution: ts.ModuleResolutionKind.Classic, module: ts.ModuleKind.ESNext }],
    [
      'rootDirs',
      {
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        module: ts.ModuleKind.ESNext,
        rootDirs: ['src', 'gen'],
      },
    ],
    [
      'moduleSuffixes',
      {
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        module: ts.ModuleKind.ESNext,
        moduleSuffixes: ['.ios', ''],
      },
    ],
  ] as [string, ts.CompilerOptions][])('with %s', (_, options) => {
    project = createScratchProject({ ...FILES, 'tsconfig.json': '{}' });
    const host = { ...ts.sys, getCanonicalFileName: (fileName: string) => fileName };
    // As a tsconfig gives them: absolute.
    if (options.rootDirs)
      options = { ...options, rootDirs: options.rootDirs.map((dir) => project!.file(dir)) };
    const scope = createProgramScope(options, host, project.root, () => false);
    const from = project.file('src/main.ts');
    for (const specifier of SPECIFIERS) {
      const expected = ts.resolveModuleName(specifier, from, options, host).resolvedModule?.resolvedFileName;
      expect(scope.resolveName(specifier, from), specifier).toBe(expected);
    }
  });
});
