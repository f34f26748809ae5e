import { afterEach, describe, expect, test } from 'vitest';
import { createExtractor } from '../src/index';
import { scriptKindOf } from '../src/project/script-files';
import { createScratchProject, type ScratchProject } from './support/scratch-project';

// A script (a .ts file without a top-level import or export) declares its names globally: tsc's
// `include` puts it in the program though nothing imports it, and so does the scoped program.

const NAMESPACE_SCRIPT = `namespace Shop {
  export interface Query {
    /** Words to look for */
    text: string;
  }
}
`;
const TOOL = `/** Find products */\nexport function findProducts(query: Shop.Query) {\n  return query.text;\n}\n`;
const MAIN = `import { registerGlobalTools } from 'webmcp-nexus-sdk';\nimport * as api from './api';\nregisterGlobalTools(api);\n`;

let project: ScratchProject | undefined;
afterEach(() => project?.dispose());

function queryProperties(options: { cache?: boolean; scope?: boolean } = {}) {
  const result = createExtractor({ root: project!.root, ...options }).extractProject();
  const tool = result.tools.find((candidate) => candidate.name === 'findProducts');
  return { properties: tool?.schema.inputSchema.properties, errors: result.diagnostics.map((d) => d.code) };
}

describe('global declarations of a script nothing imports', () => {
  test.each([
    ['scoped', true],
    ['whole', false],
  ])('reach the schema (%s program)', (_, scope) => {
    project = createScratchProject({
      'package.json': '{ "name": "app", "private": true }',
      'src/globals.ts': NAMESPACE_SCRIPT,
      'src/api.ts': TOOL,
      'src/main.ts': MAIN,
    });
    expect(queryProperties({ cache: false, scope })).toEqual({
      properties: { text: { type: 'string', description: 'Words to look for' } },
      errors: [],
    });
  });

  test('a script added later is seen by the next process, not hidden by the persistent cache', () => {
    project = createScratchProject({
      'package.json': '{ "name": "app", "private": true }',
      'src/api.ts': TOOL,
      'src/main.ts': MAIN,
    });
    expect(queryProperties().errors).toEqual(['M2']);
    project.write('src/globals.ts', NAMESPACE_SCRIPT);
    expect(queryProperties()).toEqual({
      properties: { text: { type: 'string', description: 'Words to look for' } },
      errors: [],
    });
  });

  test('are told from modules by their text', () => {
    expect(scriptKindOf('a.ts', NAMESPACE_SCRIPT)).toBe('unsure');
    expect(scriptKindOf('a.ts', 'interface Window { shop: string }\n')).toBe('script');
    expect(scriptKindOf('a.ts', "import x from './x';\nnamespace A {}\n")).toBe('module');
    expect(scriptKindOf('a.ts', 'export {};\n')).toBe('module');
    expect(scriptKindOf('a.js', 'var x = 1;\n')).toBe('module');
    expect(scriptKindOf('a.ts', '\n')).toBe('module');
  });
});
