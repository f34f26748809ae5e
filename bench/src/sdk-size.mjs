// Minified + gzipped size of the SDK's entries next to usewebmcp + @mcp-b/webmcp-polyfill,
// all measured the same way: esbuild bundle (ESM, browser, minify, react external), then gzip -9.
// Run: node bench/src/sdk-size.mjs [--json]
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const sdkSource = resolve(here, '../../packages/sdk/src');

/** Bundles `contents` (an entry module's text) and returns its minified and gzipped byte counts. */
export async function measureBundle(contents, resolveDir) {
  const result = await build({
    stdin: { contents, resolveDir, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  return { minified: code.length, gzipped: gzipSync(code, { level: 9 }).length };
}

// What an app pulls in: every export of the entry, so nothing is tree-shaken away.
const rows = [
  ['webmcp-nexus-sdk/core (React-free)', `export * from ${JSON.stringify(`${sdkSource}/core.ts`)};`, 3450],
  ['webmcp-nexus-sdk (with hooks)', `export * from ${JSON.stringify(`${sdkSource}/index.ts`)};`, 4000],
  [
    'usewebmcp + @mcp-b/webmcp-polyfill',
    "export * from 'usewebmcp';\nexport * from '@mcp-b/webmcp-polyfill';",
  ],
  ['@mcp-b/webmcp-polyfill alone', "export * from '@mcp-b/webmcp-polyfill';"],
];

/** Measures every row; `budget` (bytes, min+gzip) is set for our own entries. */
export async function measureSdkSizes() {
  const measured = [];
  for (const [name, contents, budget] of rows) {
    // Resolving from here finds usewebmcp and the polyfill in bench's own node_modules.
    measured.push({ name, ...(await measureBundle(contents, here)), budget });
  }
  return measured;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const measured = await measureSdkSizes();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(measured, null, 2));
  } else {
    const kb = (bytes) => `${bytes} B (${(bytes / 1024).toFixed(2)} KiB)`;
    console.log('| bundle | minified | min+gzip | target |\n|---|---:|---:|---:|');
    for (const { name, minified, gzipped, budget } of measured) {
      const target = budget ? `${kb(budget)}${gzipped > budget ? ' (over)' : ''}` : '';
      console.log(`| ${name} | ${kb(minified)} | ${kb(gzipped)} | ${target} |`);
    }
  }
}
