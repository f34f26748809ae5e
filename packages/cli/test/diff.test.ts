import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './helpers/run-cli';
import { copyFixture } from './helpers/temp-project';

// Two manifests of one real project, before and after an edit, written by list --json.
const project = copyFixture('clean');
const products = join(project.dir, 'src/api/products.ts');
const original = readFileSync(products, 'utf8');

async function manifestOf(name: string, edit: (source: string) => string): Promise<string> {
  writeFileSync(products, edit(original));
  const run = await runCli(['list', '--json', '--output', name], project.dir);
  expect(run.code).toBe(0);
  return name;
}

let before: string;
beforeAll(async () => {
  before = await manifestOf('before.json', (source) => source);
});
afterAll(() => project.remove());

describe('webmcp-nexus diff', () => {
  it('a breaking change (field removed, new required field, narrowed enum, tool removed) exits 1', async () => {
    const after = await manifestOf('breaking.json', (source) =>
      source
        .replace("category?: 'books' | 'music';", "category?: 'books';\n  /** Shop */\n  shop: string;")
        .replace(/ {2}\/\*\*\n {3}\* Results per page[\s\S]*?pageSize\?: number;\n/, '')
        .replace('export async function placeOrder', 'export async function submitOrder'),
    );
    const run = await runCli(['diff', before, after], project.dir);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe(
      [
        '- placeOrder → submitOrder  (renamed) BREAKING',
        '~ searchProducts',
        "    BREAKING field 'pageSize' removed",
        `    BREAKING field 'category': no longer accepts "music"`,
        "    BREAKING new required field 'shop'",
        '',
        'webmcp-nexus diff: 0 added, 0 removed, 1 renamed, 1 changed; 2 tools with a breaking change',
        '',
      ].join('\n'),
    );
  });

  it('additions and descriptions are listed but exit 0', async () => {
    const after = await manifestOf('compatible.json', (source) =>
      source
        .replace(
          "category?: 'books' | 'music';",
          "category?: 'books' | 'music' | 'games';\n  /** Shop */\n  shop?: string;",
        )
        .replace('Searches the catalogue', 'Searches the whole catalogue'),
    );
    const run = await runCli(['diff', before, after], project.dir);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      [
        '~ searchProducts',
        '    description changed',
        "    field 'category': accepts more values",
        "    new optional field 'shop'",
        '',
        'webmcp-nexus diff: 0 added, 0 removed, 0 renamed, 1 changed; no breaking change',
        '',
      ].join('\n'),
    );
    expect((await runCli(['diff', before, before], project.dir)).stdout).toBe(
      'webmcp-nexus diff: no changes\n',
    );
  });

  it('a file that is not a manifest is a usage error (exit 2)', async () => {
    writeFileSync(join(project.dir, 'other.json'), '{"name": "x"}');
    const run = await runCli(['diff', before, 'other.json'], project.dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('other.json is not a tool manifest');
    expect((await runCli(['diff', before], project.dir)).stderr).toContain('expected two manifests');
  });
});
