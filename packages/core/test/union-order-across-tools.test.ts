import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { createExtractor } from '../src/index';
import type { ExtractResult } from '../src/types';
import { createScratchProject, type ScratchProject } from './support/scratch-project';

// SPEC 3.3: a tool's schema never depends on anything but its own sources. The checker orders a
// union's members by type id, i.e. by which tool happened to create a literal first; a judged
// tool whose unions are reached through an indexed access and a type argument must keep their
// written order whatever other tool is added, extracted first, or was extracted with it in the
// run that filled the persistent cache.

const TYPES = `export interface Order {
  /** Status */
  status: 'draft' | 'active' | 'archived';
}

export interface Filter<S> {
  /** State */
  state: S;
}
`;

const JUDGED = `import { registerGlobalTools } from 'webmcp-nexus-sdk';
import type { Filter, Order } from './types';

/** Lists orders */
export function listOrders(params: {
  /** States */
  states: Order['status'][];
  /** Filter */
  filter: Filter<'open' | 'blocked' | 'done'>;
}) {
  return params;
}

registerGlobalTools({ listOrders });
`;

/** Another tool that mentions the same literals, in another order. */
const OTHER = `import { registerGlobalTools } from 'webmcp-nexus-sdk';

/** Archives an order */
export function archive(params: {
  /** Which */
  which: 'archived' | 'active';
  /** Then */
  then: 'done' | 'open';
}) {
  return params;
}

registerGlobalTools({ archive });
`;

const WRITTEN = {
  states: ['draft', 'active', 'archived'],
  filter: ['open', 'blocked', 'done'],
};

let project: ScratchProject | undefined;
afterEach(() => project?.dispose());

/** `a-archive.ts` sorts (and is extracted) before `b-orders.ts`. */
function createProject(withOther: boolean): ScratchProject {
  project = createScratchProject({
    'package.json': '{ "name": "app", "private": true }',
    'types.ts': TYPES,
    'b-orders.ts': JUDGED,
    ...(withOther ? { 'a-archive.ts': OTHER } : {}),
  });
  return project;
}

/** The judged tool's two enums, as extracted. */
function enumsOf(result: ExtractResult) {
  const tool = result.tools.find((candidate) => candidate.name === 'listOrders');
  const properties = tool?.schema.inputSchema.properties;
  return {
    states: properties?.states.items?.enum,
    filter: properties?.filter.properties?.state.enum,
  };
}

/** What the persistent cache stored for the judged call-site file. */
function storedEnums(p: ScratchProject) {
  const folder = path.join(p.root, 'node_modules/.cache/webmcp-nexus');
  const entries = existsSync(folder)
    ? readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => file.includes('files/'))
    : [];
  const judged = entries
    .map((file) => JSON.parse(readFileSync(path.join(folder, file), 'utf8')))
    .find((entry) => entry.file === p.file('b-orders.ts'));
  return judged && enumsOf(judged.result);
}

describe('a union reached through an indexed access or a type argument', () => {
  test('keeps its written order alone, cold', () => {
    const p = createProject(false);
    expect(enumsOf(createExtractor({ root: p.root, cache: false }).extractProject())).toEqual(WRITTEN);
  });

  test('keeps it when another tool with the same literals is extracted in the same program first', () => {
    const p = createProject(true);
    expect(enumsOf(createExtractor({ root: p.root, cache: false }).extractProject())).toEqual(WRITTEN);
    const warm = createExtractor({ root: p.root, cache: false });
    warm.extractFile(p.file('a-archive.ts'));
    expect(enumsOf(warm.extractFile(p.file('b-orders.ts')))).toEqual(WRITTEN);
  });

  test('keeps it when both tools are registered by one call, the other first', () => {
    const p = createProject(false);
    p.write('a-archive.ts', OTHER.replace('registerGlobalTools({ archive });\n', ''));
    p.write(
      'b-orders.ts',
      JUDGED.replace(
        "import type { Filter, Order } from './types';",
        "import type { Filter, Order } from './types';\nimport { archive } from './a-archive';",
      ).replace('registerGlobalTools({ listOrders });', 'registerGlobalTools({ archive, listOrders });'),
    );
    expect(enumsOf(createExtractor({ root: p.root, cache: false }).extractProject())).toEqual(WRITTEN);
  });

  test('is stored and served in written order by the persistent cache, after a run with the other tool', () => {
    const p = createProject(true);
    expect(enumsOf(createExtractor({ root: p.root }).extractProject())).toEqual(WRITTEN);
    expect(storedEnums(p)).toEqual(WRITTEN);
    // The other tool goes away: the judged file's stored result is still valid, and served.
    p.remove('a-archive.ts');
    expect(enumsOf(createExtractor({ root: p.root }).extractFile(p.file('b-orders.ts')))).toEqual(WRITTEN);
    expect(enumsOf(createExtractor({ root: p.root }).extractProject())).toEqual(WRITTEN);
  });
});

test('an M2 message names the first non-object member written, whatever tool created the literals first', () => {
  const p = createProject(true);
  p.write(
    'b-orders.ts',
    `import { registerGlobalTools } from 'webmcp-nexus-sdk';\n/** Gets */\nexport function get(p: { /** a */ a: string } | 'active' | 'archived') {\n  return p;\n}\nregisterGlobalTools({ get });\n`,
  );
  const messages = (result: ExtractResult) =>
    result.diagnostics
      .filter((diagnostic) => diagnostic.code === 'M2')
      .map((diagnostic) => diagnostic.message);
  const expected = [
    "Tool 'get': The first parameter must be one object type, but its union type '{ /** a */ a: string } | 'active' | 'archived'' has the non-object member '\"active\"'",
  ];
  expect(messages(createExtractor({ root: p.root, cache: false }).extractProject())).toEqual(expected);
  p.remove('a-archive.ts');
  expect(messages(createExtractor({ root: p.root, cache: false }).extractProject())).toEqual(expected);
});
