import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckReport } from '../src/check/check-report';
import type { ManifestTool, ToolsManifest } from '../src/list/tools-manifest';
import { readShippedSkill } from '../src/skill/shipped-skill';
import { runCli } from './helpers/run-cli';
import { copyFixture } from './helpers/temp-project';

/** The ```ts blocks of the shipped skill, in order. */
function skillCodeBlocks(): string[] {
  return [...readShippedSkill().markdown.matchAll(/```tsx?\n([\s\S]*?)```/g)].map((match) => match[1]);
}

/** The one block of the skill that contains `marker` (and only the part after `from`, when given). */
function skillExample(marker: string, from?: string): string {
  const blocks = skillCodeBlocks().filter((block) => block.includes(marker));
  expect(blocks, `one skill example contains ${marker}`).toHaveLength(1);
  return from ? blocks[0].slice(blocks[0].indexOf(from)) : blocks[0];
}

// The skill promises what the extractor does with its examples: run them through the real CLI.
describe('the examples of the shipped skill', () => {
  const project = copyFixture('empty');
  let tools: Map<string, ManifestTool>;
  let report: CheckReport;

  beforeAll(async () => {
    const write = (file: string, text: string) => {
      mkdirSync(join(project.dir, file, '..'), { recursive: true });
      writeFileSync(join(project.dir, file), text);
    };
    write(
      'tsconfig.json',
      JSON.stringify({ compilerOptions: { strict: true, types: [] }, include: ['src'] }),
    );
    write('src/api/search-products.ts', skillExample('export async function searchProducts'));
    write('src/api/cancel-order.ts', skillExample('export async function cancelOrder'));
    write('src/api/fetch-report.ts', skillExample('export async function fetchReport'));
    write('src/api/search-users.ts', skillExample('export async function searchUsers', '// After'));
    write('src/api/get-user.ts', skillExample('export async function getUser', '// After'));
    write('src/api/create-order.ts', skillExample('export async function createOrder'));
    write('src/api/jsdoc-rules.ts', `${skillExample('export interface Params {')}\nexport { find };\n`);
    write(
      'src/main.ts',
      [
        "import { registerGlobalTools } from 'webmcp-nexus-sdk';",
        ...[
          'search-products',
          'cancel-order',
          'fetch-report',
          'search-users',
          'get-user',
          'create-order',
        ].map((file, index) => `import * as api${index} from './api/${file}';`),
        "import { find, type Params } from './api/jsdoc-rules';",
        '/** Uses the Params of the JSDoc rules */',
        'function useParams(params: Params) {',
        '  return params;',
        '}',
        'registerGlobalTools(api0, api1, api2, api3, api4, api5, { find, useParams });',
        '',
      ].join('\n'),
    );
    const listed: ToolsManifest = JSON.parse((await runCli(['list', '--json', project.dir])).stdout);
    tools = new Map(listed.tools.map((tool) => [tool.name, tool]));
    report = JSON.parse((await runCli(['check', '--json', project.dir])).stdout);
  });
  afterAll(() => project.remove());

  it('pass webmcp-nexus check without errors', () => {
    expect(report.diagnostics.filter((diagnostic) => diagnostic.severity === 'error')).toEqual([]);
    expect([...tools.keys()].sort()).toEqual([
      'cancelOrder',
      'createOrder',
      'fetchReport',
      'find',
      'getUser',
      'searchProducts',
      'searchUsers',
      'useParams',
    ]);
  });

  it('template A: title, @readonly, field tags and the destructuring default', () => {
    expect(tools.get('searchProducts')).toMatchObject({
      title: 'Search products',
      description: 'Searches the catalogue and returns matching products',
      annotations: { readOnlyHint: true },
      inputSchema: {
        properties: {
          keyword: { type: 'string', description: 'Words to look for in the product name' },
          category: { type: 'string', enum: ['books', 'music', 'games'] },
          pageSize: {
            type: 'number',
            description: 'Results per page',
            minimum: 1,
            maximum: 100,
            default: 20,
          },
        },
        required: ['keyword'],
      },
    });
  });

  it('the tags table: @consequential and @title', () => {
    expect(tools.get('cancelOrder')).toMatchObject({
      title: 'Cancel order',
      annotations: { readOnlyHint: false, consequentialHint: true },
    });
  });

  it('cancellation: the second parameter stays out of the schema', () => {
    expect(Object.keys(tools.get('fetchReport')?.inputSchema.properties ?? {})).toEqual(['url']);
  });

  it('the conversions: positional and primitive parameters become object fields', () => {
    expect(tools.get('searchUsers')?.inputSchema).toMatchObject({
      properties: { keyword: {}, pageSize: { default: 20 }, role: { enum: ['admin', 'user', 'guest'] } },
      required: ['keyword'],
    });
    expect(tools.get('getUser')?.inputSchema.properties).toEqual({
      id: { type: 'string', description: 'User ID' },
    });
    expect(tools.get('createOrder')?.annotations.consequentialHint).toBe(true);
  });

  it('the JSDoc rules: which comments become descriptions', () => {
    expect(tools.get('find')?.inputSchema.properties.keyword.description).toBe('Search keyword');
    const properties = tools.get('useParams')?.inputSchema.properties ?? {};
    expect(
      Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, schema.description])),
    ).toEqual({
      a: 'Read: block on the line above',
      b: 'Read: block just before, on the same line',
      c: undefined,
      d: undefined,
      e: undefined,
    });
    const missing = report.diagnostics.filter((d) => d.code === 'S2' && d.file === 'src/api/jsdoc-rules.ts');
    expect(missing.map((diagnostic) => diagnostic.line)).toEqual([5, 7, 9]); // c, d, e
  });
});
