import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import type { ToolsManifest } from '../src/list/tools-manifest';
import { fixturePath } from './helpers/paths';
import { runCli } from './helpers/run-cli';
import { copyFixture } from './helpers/temp-project';

const fixtures = fixturePath('.');

describe('webmcp-nexus list', () => {
  it('prints the tools as an aligned table: name, kind, title, flags, parameters, definition', async () => {
    const run = await runCli(['list', 'clean'], fixtures);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toBe(
      [
        'NAME            KIND    TITLE            FLAGS                PARAMETERS                     DEFINED AT',
        'listReviews     global  -                read-only,untrusted  productId                      src/main.ts:9',
        'placeOrder      global  -                consequential        productId, quantity            src/api/products.ts:27',
        'searchProducts  global  Search products  read-only            keyword, category?, pageSize?  src/api/products.ts:19',
        '',
        '3 tools',
        '',
      ].join('\n'),
    );
  });

  it('prints the webmcp-tools.json manifest with --json', async () => {
    const run = await runCli(['list', '--json', 'clean'], fixtures);
    expect(run.code).toBe(0);
    const manifest: ToolsManifest = JSON.parse(run.stdout);
    expect(manifest.tools.map((tool) => tool.name)).toEqual(['listReviews', 'placeOrder', 'searchProducts']);
    expect(manifest.tools[2]).toEqual({
      name: 'searchProducts',
      title: 'Search products',
      description: 'Searches the catalogue',
      inputSchema: {
        type: 'object',
        properties: {
          keyword: { type: 'string', description: 'Words to look for in the product name' },
          category: { type: 'string', enum: ['books', 'music'], description: 'Category to search in' },
          pageSize: { type: 'number', description: 'Results per page', maximum: 100, default: 20 },
        },
        required: ['keyword'],
        additionalProperties: false,
      },
      annotations: {
        readOnlyHint: true,
        untrustedContentHint: false,
        consequentialHint: false,
        debugging: false,
      },
      kind: 'global',
      definition: 'src/api/products.ts:19',
    });
    // A tool without @title is registered with its name as the title, as the SDK does.
    expect(manifest.tools[0]).toMatchObject({
      title: 'listReviews',
      annotations: {
        readOnlyHint: true,
        untrustedContentHint: true,
        consequentialHint: false,
        debugging: false,
      },
    });
    expect(manifest.tools[1].annotations).toEqual({
      readOnlyHint: false,
      untrustedContentHint: false,
      consequentialHint: true,
      debugging: false,
    });
    const ajv = new Ajv({ strict: false });
    for (const tool of manifest.tools) expect(ajv.validateSchema(tool.inputSchema)).toBe(true);
  });

  it('lists one function registered by several calls once; words the count as check does', async () => {
    const run = await runCli(['list', '--json', 'collisions'], fixtures);
    const manifest: ToolsManifest = JSON.parse(run.stdout);
    const exportOrders = manifest.tools.filter((tool) => tool.definition === 'src/main.ts:21');
    expect(exportOrders.map((tool) => tool.name)).toEqual([
      'exportOrdersAsAFileThatSpreadsheetsAndOtherOfficeProgramsCanOpenLater',
      'export_orders',
    ]);
    expect(manifest.tools.filter((tool) => tool.name === 'search')).toHaveLength(3);
    const table = await runCli(['list', 'collisions'], fixtures);
    const check = await runCli(['check', 'collisions'], fixtures);
    expect(table.stdout).toMatch(
      /\n3 tools \(5 registrations\)\n5 functions under 3 names: a name registered for two functions, see webmcp-nexus check N1\n$/,
    );
    expect(check.stdout).toMatch(/\nwebmcp-nexus check: 3 tools \(5 registrations\), /);
    const output = join(mkdtempSync(join(tmpdir(), 'webmcp-list-')), 'tools.json');
    const written = await runCli(['list', '--json', '--output', output, 'collisions'], fixtures);
    expect(written.stderr).toMatch(/^wrote .*tools\.json: 3 tools \(5 registrations\)\n/);
    rmSync(dirname(output), { recursive: true });
  });

  it('points at check when the project has problems, still exiting 0', async () => {
    const run = await runCli(['list', 'errors'], fixtures);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('2 tools\n');
    expect(run.stderr).toBe('note: 1 error, 3 warnings: run webmcp-nexus check for details\n');
  });

  it('says so when there are no tools', async () => {
    const run = await runCli(['list', 'no-tools'], fixtures);
    expect(run).toMatchObject({ code: 0, stdout: 'No tools found.\n' });
    const json = await runCli(['list', '--json', 'no-tools'], fixtures);
    expect(JSON.parse(json.stdout)).toEqual({ tools: [] });
  });

  it('derives output schemas with --output-schema, or with "outputSchema": true in webmcp-nexus.config.json', async () => {
    const project = copyFixture('clean');
    const outputSchemaOfPlaceOrder = async (flags: string[]) => {
      const run = await runCli(['list', '--json', ...flags, project.dir]);
      const manifest: ToolsManifest = JSON.parse(run.stdout);
      return manifest.tools.find((tool) => tool.name === 'placeOrder')?.outputSchema;
    };
    const derived = {
      type: 'object',
      properties: { ordered: { type: 'string' }, quantity: { type: 'number' } },
      required: ['ordered', 'quantity'],
    };
    try {
      expect(await outputSchemaOfPlaceOrder([])).toBeUndefined();
      expect(await outputSchemaOfPlaceOrder(['--output-schema'])).toEqual(derived);
      writeFileSync(join(project.dir, 'webmcp-nexus.config.json'), '{ "outputSchema": true }\n');
      expect(await outputSchemaOfPlaceOrder([])).toEqual(derived);
    } finally {
      project.remove();
    }
  });
});
