// `pnpm demo`, the README's first command, as `pnpm test` can run it: the packages are built by
// then (so `--packages-built`), and the shop's build goes to a temp dir. Its table must list the
// shop's tools as an agent sees them, with the hints and owners the SDK registered.

import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { userShellEnvironment } from '@webmcp-nexus/test-helpers/user-shell';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  ADMIN_CATALOG_TOOL,
  CATALOG_TOOLS,
  GLOBAL_TOOLS,
  REVIEW_TOOLS,
  type ShopTool,
} from '../../fixtures/apps/shop/expected-tools.js';
import { assertPackagesBuilt } from '../src/build.mjs';

const DEMO = fileURLToPath(new URL('../../scripts/demo.mjs', import.meta.url));

let outDir = '';
let output = '';
beforeAll(async () => {
  assertPackagesBuilt();
  outDir = await mkdtemp(join(tmpdir(), 'webmcp-e2e-demo-'));
  const run = await promisify(execFile)(process.execPath, [DEMO, '--packages-built', '--out-dir', outDir], {
    env: userShellEnvironment(),
    maxBuffer: 16 * 1024 * 1024,
  });
  output = run.stdout;
});
afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

/** The table's first row line of each tool: name, title, read-only, untrusted, consequential, owner, first parameter. */
function tableRows(text: string): string[][] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith('──')) + 1;
  const end = lines.indexOf('', start);
  return lines
    .slice(start, end)
    .filter((line) => !line.startsWith(' '))
    .map((line) => line.split(/ {2,}/));
}

/** The row the demo prints for a tool, from the shop's expected tools and who registers them. */
function expectedRow(tool: ShopTool, owner: string, firstParameter: string): string[] {
  const flag = (value: boolean | undefined) => (value ? 'yes' : '-');
  return [
    tool.name,
    tool.title ?? '-',
    flag(tool.readOnly),
    flag(tool.untrustedContent),
    flag(tool.consequential),
    owner,
    firstParameter,
  ];
}

/** `name*: type` of a tool's first parameter, as the table's first line shows it, or `(none)`. */
function firstParameter(tool: ShopTool): string {
  const schema = tool.inputSchema as {
    properties: Record<string, { type?: string; enum?: unknown[] }>;
    required?: string[];
  };
  const [name, property] = Object.entries(schema.properties)[0] ?? [];
  if (!name || !property) return '(none)';
  const type = property.enum
    ? property.enum.map((value) => JSON.stringify(value)).join(' | ')
    : property.type;
  return `${name}${schema.required?.includes(name) ? '*' : ''}: ${type}`;
}

it('pnpm demo lists every tool of the shop (admin mode on) with its hints, owner and parameters', () => {
  const owned = [
    ...GLOBAL_TOOLS.map((tool) => [tool, 'registerGlobalTools'] as const),
    ...[...CATALOG_TOOLS, ADMIN_CATALOG_TOOL].map((tool) => [tool, 'useWebMcpTools'] as const),
    ...REVIEW_TOOLS.map((tool) => [tool, 'withWebMcpTools'] as const),
  ];
  const expected = owned
    .map(([tool, owner]) => expectedRow(tool, owner, firstParameter(tool)))
    .sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
  expect(output).toContain('these 11 tools are what the page registered on document.modelContext');
  expect(tableRows(output).sort((a, b) => (a[0]! < b[0]! ? -1 : 1))).toEqual(expected);
  for (const [tool] of owned)
    expect(output).toContain(`  ${tool.name}: ${tool.description.replaceAll('\n', ' ')}\n`);
  expect(output).not.toContain('The page reported errors');
});
