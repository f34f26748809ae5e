// Generates a realistic project for the benchmarks: `files` tool modules, each exporting a params
// interface of eight fields (nested interface, literal union, array, optional, imported type) and a
// tool function, plus filler modules, one shared types file and a main.ts that registers every tool
// module through `registerGlobalTools` with `import * as`.
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The tsconfig of the generated projects: strict, bundler resolution, no ambient `types`. */
export const PROJECT_TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  },
  include: ['src'],
};

/** A minimal stand-in for the SDK's declarations in `dir`'s node_modules, so `tsc` resolves the import like a real app. */
export function writeSdkStandIn(dir) {
  mkdirSync(join(dir, 'node_modules/webmcp-nexus-sdk'), { recursive: true });
  writeFileSync(
    join(dir, 'node_modules/webmcp-nexus-sdk/package.json'),
    JSON.stringify({ name: 'webmcp-nexus-sdk', version: '0.0.0', types: 'index.d.ts' }),
  );
  writeFileSync(
    join(dir, 'node_modules/webmcp-nexus-sdk/index.d.ts'),
    'export declare function registerGlobalTools(...maps: Record<string, unknown>[]): void;\n',
  );
}

/**
 * Writes the project into `dir` (emptied first) and returns the paths the benchmarks need.
 * `sdkDir` links the real SDK package (for bundling); without it a one-line declaration stands in.
 */
export function generateProject(dir, { toolFiles, fillerFiles = 0, sdkDir }) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src/tools'), { recursive: true });
  mkdirSync(join(dir, 'src/lib'), { recursive: true });
  mkdirSync(join(dir, 'node_modules'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><script type="module" src="/src/main.ts"></script>\n',
  );
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(PROJECT_TSCONFIG, null, 2));
  if (sdkDir) symlinkSync(sdkDir, join(dir, 'node_modules/webmcp-nexus-sdk'), 'dir');
  else writeSdkStandIn(dir);
  writeFileSync(join(dir, 'src/shared.ts'), sharedTypes());
  const toolPaths = [];
  for (let i = 0; i < toolFiles; i++) {
    const file = join(dir, `src/tools/tool${i}.ts`);
    writeFileSync(file, toolModule(i));
    toolPaths.push(file);
  }
  for (let i = 0; i < fillerFiles; i++) writeFileSync(join(dir, `src/lib/util${i}.ts`), fillerModule(i));
  const imports = toolPaths.map((_, i) => `import * as tool${i} from './tools/tool${i}';`).join('\n');
  const maps = toolPaths.map((_, i) => `tool${i}`).join(', ');
  const fillerImports = Array.from({ length: fillerFiles }, (_, i) => `import './lib/util${i}';`).join('\n');
  writeFileSync(
    join(dir, 'src/main.ts'),
    `import { registerGlobalTools } from 'webmcp-nexus-sdk';\n${imports}\n${fillerImports}\n\nregisterGlobalTools(${maps});\n`,
  );
  return { root: dir, main: join(dir, 'src/main.ts'), shared: join(dir, 'src/shared.ts'), toolPaths };
}

function sharedTypes() {
  return `/** A postal address. */
export interface Address {
  /** Street and number */
  street: string;
  /** City name */
  city: string;
  /** ISO country code */
  country: 'DE' | 'FR' | 'US' | 'CN';
}

/** Paging of a list result. */
export interface Paging {
  /** 1-based page */
  page: number;
  /** Items per page */
  pageSize?: number;
}
`;
}

function toolModule(i) {
  return `import type { Address, Paging } from '../shared';

/** Filters of tool ${i}. */
export interface Filter${i} {
  /** Only items with these tags */
  tags: string[];
  /** Minimum price */
  minPrice?: number;
}

/** Parameters of tool ${i}. */
export interface Tool${i}Params {
  /** Search keyword */
  keyword: string;
  /** Result ordering */
  sort: 'asc' | 'desc' | 'relevance';
  /** Maximum number of results */
  limit?: number;
  /** Include archived items */
  archived: boolean;
  /** Item identifiers */
  ids: number[];
  /** Filters */
  filter: Filter${i};
  /** Delivery address */
  address: Address;
  /** Paging */
  paging?: Paging;
}

/**
 * Runs tool ${i}.
 * @readonly
 */
export async function tool${i}(params: Tool${i}Params): Promise<{ count: number }> {
  return { count: params.ids.length + ${i} };
}
`;
}

function fillerModule(i) {
  return `export interface Row${i} {
  id: number;
  name: string;
  values: number[];
}

export function sum${i}(row: Row${i}): number {
  return row.values.reduce((total, value) => total + value, ${i});
}
`;
}
