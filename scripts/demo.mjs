#!/usr/bin/env node
// `pnpm demo`: builds the shop example with vite-plugin-webmcp-nexus, opens the BUILT app in
// headless Chromium (the app installs the WebMCP polyfill itself, as a real app would) and prints
// every tool the page registered on `document.modelContext`, read back from the host — so what
// you see is what an agent sees, not what the source says. Then it says how to open the app.
//
// `pnpm test` runs it as `node scripts/demo.mjs --packages-built --out-dir <temp dir>`: the
// packages are built by then (and other suites read their dist/ while it runs), and the build
// goes to a folder of its own.
import { spawnSync } from 'node:child_process';
import { writeSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launchBrowser } from '@webmcp-nexus/test-helpers/browser';
import { serveDirectory } from '@webmcp-nexus/test-helpers/static-server';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SHOP = join(ROOT, 'fixtures/apps/shop');
const { values: options } = parseArgs({
  options: { 'packages-built': { type: 'boolean', default: false }, 'out-dir': { type: 'string' } },
});
const OUT_DIR = options['out-dir'] ? resolve(options['out-dir']) : join(SHOP, 'dist');

/**
 * Runs `pnpm <args>` with its output held back (the table is what a newcomer came for); on failure
 * prints that output and exits. Returns the seconds it took.
 */
function runQuietly(what, args) {
  const started = performance.now();
  const result = spawnSync('pnpm', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    // Synchronous: `process.exit` would cut an asynchronous write to a pipe short.
    writeSync(2, `${result.stdout ?? ''}${result.stderr ?? ''}`);
    console.error(`\nwebmcp-nexus demo: ${what} failed (output above).`);
    process.exit(result.status ?? 1);
  }
  return (performance.now() - started) / 1000;
}

/** Builds every package (ESM + CJS + types), as `pnpm build` does. */
function buildPackages() {
  return runQuietly('building the packages', ['build']);
}

/** Runs `vite build` in the shop exactly as its `build` script does; returns the seconds it took. */
function buildShop() {
  return runQuietly('building the shop', [
    '--filter',
    '@webmcp-nexus-fixtures/shop',
    'exec',
    'vite',
    'build',
    '--outDir',
    OUT_DIR,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ]);
}

/** Opens the built app, turns on admin mode (it adds a conditional tool) and lists the host's tools. */
async function readRegisteredTools(url) {
  // The test launcher: Debian's Chromium with the closed-network flags, a fresh profile.
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(url);
    await page.getByTestId('toggle-admin').check();
    const tools = await page.evaluate(async () => {
      // Registration is asynchronous: wait until the list stops changing.
      let previous = -1;
      let tools = [];
      for (let round = 0; round < 40 && tools.length !== previous; round++) {
        previous = tools.length;
        await new Promise((resolve) => setTimeout(resolve, 50));
        tools = await document.modelContext.getTools();
      }
      // The polyfill keeps no consequentialHint (SPEC 5): take it, and who registered each tool,
      // from the SDK's page-wide registry (its testing face, shared through Symbol.for).
      const registry = globalThis[Symbol.for('webmcp-nexus.registry')];
      const sdkTools = new Map((registry?.listTools() ?? []).map((tool) => [tool.name, tool]));
      return tools.map(({ name, title, description, inputSchema, annotations }) => ({
        name,
        title,
        description,
        inputSchema,
        annotations: { ...annotations, consequentialHint: sdkTools.get(name)?.annotations.consequentialHint },
        // `withWebMcpTools(ClassName)#3` → the API (a production build minifies class names).
        owner: sdkTools.get(name)?.owner?.replace(/\(.*\)|#\d+$/g, '') ?? '?',
      }));
    });
    if (pageErrors.length > 0) console.warn(`The page reported errors:\n  ${pageErrors.join('\n  ')}`);
    return tools;
  } finally {
    await browser.close();
  }
}

/** `keyword*: string`-style lines for an input schema; a nested object's fields are indented below it. */
function describeParameters(schema, indent = '') {
  const required = new Set(schema?.required ?? []);
  const lines = [];
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    const label = `${indent}${name}${required.has(name) ? '*' : ''}`;
    const extra = property.default === undefined ? '' : ` (default ${JSON.stringify(property.default)})`;
    lines.push(`${label}: ${describeType(property)}${extra}`);
    if (property.properties)
      lines.push(...describeParameters(property, `${indent}  `).filter((line) => line !== '(none)'));
  }
  return lines.length > 0 ? lines : ['(none)'];
}

function describeType(schema) {
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (schema.anyOf) return schema.anyOf.map(describeType).join(' | ');
  if (schema.type === 'array') return `${schema.items ? describeType(schema.items) : 'unknown'}[]`;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  return schema.type ?? 'any JSON value';
}

/** The table: one row per tool, one line per parameter. */
function renderTable(tools) {
  const flag = (value) => (value ? 'yes' : '-');
  const header = [
    'Tool',
    'Title',
    'Read-only',
    'Untrusted',
    'Consequential',
    'Registered by',
    'Parameters (* = required)',
  ];
  const rows = tools.map((tool) => {
    const hints = tool.annotations ?? {};
    return [
      [tool.name],
      [tool.title && tool.title !== tool.name ? tool.title : '-'],
      [flag(hints.readOnlyHint)],
      [flag(hints.untrustedContentHint)],
      [hints.consequentialHint === undefined ? '?' : flag(hints.consequentialHint)],
      [tool.owner],
      describeParameters(tool.inputSchema),
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.flatMap((row) => row[column].map((line) => line.length))),
  );
  const line = (cells) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  const output = [line(header), line(widths.map((width) => '─'.repeat(width)))];
  for (const row of rows) {
    const height = Math.max(...row.map((cell) => cell.length));
    for (let index = 0; index < height; index++) output.push(line(row.map((cell) => cell[index] ?? '')));
  }
  return output.join('\n');
}

console.log(
  `webmcp-nexus demo: building ${options['packages-built'] ? 'the shop example' : 'the packages and the shop example'}…`,
);
const packageSeconds = options['packages-built'] ? 0 : buildPackages();
const seconds = buildShop();
// Served on 127.0.0.1, a secure context, which the polyfill needs.
const server = await serveDirectory(OUT_DIR);
try {
  const tools = await readRegisteredTools(`${server.origin}/`);
  console.log(
    `\nwebmcp-nexus demo: ${options['packages-built'] ? 'packages already built' : `packages built in ${packageSeconds.toFixed(1)} s`}; the shop example built by Vite with vite-plugin-webmcp-nexus in ${seconds.toFixed(1)} s` +
      `\n(${OUT_DIR.startsWith(ROOT) ? relative(ROOT, OUT_DIR) : OUT_DIR}/), opened in headless Chromium; these ${tools.length} tools are what the page` +
      ' registered on document.modelContext:\n',
  );
  console.log(renderTable(tools));
  console.log('\nDescriptions:');
  for (const tool of tools) console.log(`  ${tool.name}: ${tool.description.replaceAll('\n', ' ')}`);
  console.log(
    '\nName, title, description, read-only, untrusted and parameters come from the host (@mcp-b/webmcp-polyfill);' +
      '\nit drops consequentialHint, so that column and "Registered by" come from the SDK registry in the page.' +
      '\nclearCatalogFilter is registered only in admin mode (the demo ticked "Admin").' +
      '\n\nOpen the app yourself:  pnpm --filter @webmcp-nexus-fixtures/shop exec vite preview' +
      '\nthen visit the printed URL; the tools are on document.modelContext (polyfill installed by the app).',
  );
} finally {
  await server.close();
}
