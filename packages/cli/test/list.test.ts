import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import type { ToolsManifest } from '../src/list/tools-manifest';
import { fixturePath } from './helpers/paths';
import { runCli } from './helpers/run-cli';

const fixtures = fixturePath('.');

describe('webmcp-nexus list', () => {
  it('prints the tools as an aligned table: name, kind, title, flags, parameters, definition', async () => {
    const run = await runCli(['list', 'clean'], fixtures);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toBe(
      [
        'NAME            KIND    TITLE            FLAGS                PARAMETERS                     DEFINED AT',
        'listReviews     global  -                read-only,untrusted  productId                      src/main.ts:9:10',
        'placeOrder      global  -                consequential        productId, quantity            src/api/products.ts:27:23',
        'searchProducts  global  Search products  read-only            keyword, category?, pageSize?  src/api/products.ts:19:23',
        '',
        '3 tools',
        '',
      ].join('\n'),
    );
  });

  it('prints an MCP tools/list result with --json', async () => {
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
      annotations: { readOnlyHint: true, untrustedContentHint: false, consequentialHint: false },
      _meta: {
        'webmcp-nexus/kind': 'global',
        'webmcp-nexus/definition': 'src/api/products.ts:19:23',
        'webmcp-nexus/registeredAt': ['src/main.ts:16:1'],
      },
    });
    // A tool without @title is registered with its name as the title, as the SDK does.
    expect(manifest.tools[0]).toMatchObject({
      title: 'listReviews',
      annotations: { readOnlyHint: true, untrustedContentHint: true, consequentialHint: false },
    });
    expect(manifest.tools[1].annotations).toEqual({
      readOnlyHint: false,
      untrustedContentHint: false,
      consequentialHint: true,
    });
    const ajv = new Ajv({ strict: false });
    for (const tool of manifest.tools) expect(ajv.validateSchema(tool.inputSchema)).toBe(true);
  });

  it('lists one function registered by several calls once, with every call', async () => {
    const run = await runCli(['list', '--json', 'collisions'], fixtures);
    const manifest: ToolsManifest = JSON.parse(run.stdout);
    const exportOrders = manifest.tools.filter(
      (tool) => tool._meta['webmcp-nexus/definition'] === 'src/main.ts:21:10',
    );
    expect(exportOrders.map((tool) => [tool.name, tool._meta['webmcp-nexus/registeredAt']])).toEqual([
      ['exportOrdersAsAFileThatSpreadsheetsAndOtherOfficeProgramsCanOpenLater', ['src/main.ts:30:1']],
      ['export_orders', ['src/main.ts:31:1']],
    ]);
    expect(manifest.tools.filter((tool) => tool.name === 'search')).toHaveLength(3);
  });

  it('points at check when the project has problems, still exiting 0', async () => {
    const run = await runCli(['list', 'errors'], fixtures);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('2 tools\n');
    expect(run.stderr).toBe('note: 1 error, 2 warnings: run webmcp-nexus check for details\n');
  });

  it('says so when there are no tools', async () => {
    const run = await runCli(['list', 'no-tools'], fixtures);
    expect(run).toMatchObject({ code: 0, stdout: 'No tools found.\n' });
    const json = await runCli(['list', '--json', 'no-tools'], fixtures);
    expect(JSON.parse(json.stdout)).toEqual({ tools: [] });
  });
});
