// A production build carries none of the dev inspector: the shop built by Vite with zero options
// and with `inspector: false` gives byte-identical files, none naming the inspector.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildFixtureAppWithVite, runBuild } from '../src/build.mjs';
import { SHOP_DIR } from './support/inspector-scenario.js';

let workDir: string;
let configDir: string;
beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'webmcp-e2e-inspector-production-'));
  // The config sits inside the app, so its imports resolve from the app's node_modules.
  mkdirSync(join(SHOP_DIR, '.tmp'), { recursive: true });
  configDir = mkdtempSync(join(SHOP_DIR, '.tmp', 'inspector-off-'));
  writeFileSync(
    join(configDir, 'vite.config.mjs'),
    `import react from '@vitejs/plugin-react';
import webmcp from 'vite-plugin-webmcp-nexus';
export default {
  root: ${JSON.stringify(SHOP_DIR)},
  plugins: [webmcp({ inspector: false }), react()],
  resolve: { alias: { '@': ${JSON.stringify(join(SHOP_DIR, 'src'))} } },
};
`,
  );
  await Promise.all([
    buildFixtureAppWithVite('shop', 'build:vite', join(workDir, 'default')),
    runBuild(
      'pnpm',
      [
        'exec',
        'vite',
        'build',
        '--config',
        join(configDir, 'vite.config.mjs'),
        '--outDir',
        join(workDir, 'off'),
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      { cwd: SHOP_DIR },
    ),
  ]);
});
afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
  rmSync(configDir, { recursive: true, force: true });
});

/** Every file under `dir`, by its path relative to `dir`, with its text (latin1: byte for byte). */
function filesOf(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(dir, path)] = readFileSync(path, 'latin1');
  }
  return files;
}

it('builds the same bytes with and without `inspector: false`, and none of them is the inspector', () => {
  const withDefaults = filesOf(join(workDir, 'default'));
  const withoutInspector = filesOf(join(workDir, 'off'));
  expect(Object.keys(withDefaults).some((file) => file.endsWith('.js'))).toBe(true);
  // Compared by hash: a difference names the file without printing whole bundles.
  const hashes = (files: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(files).map(([file, text]) => [
        file,
        createHash('sha256').update(text, 'latin1').digest('hex'),
      ]),
    );
  expect(hashes(withDefaults)).toEqual(hashes(withoutInspector));
  for (const [file, text] of Object.entries(withDefaults)) {
    for (const inspectorText of ['webmcp-nexus-inspector', 'reportSkippedTools', 'webmcp-nexus.inspector'])
      expect(text.includes(inspectorText), `${file} contains ${inspectorText}`).toBe(false);
  }
});
