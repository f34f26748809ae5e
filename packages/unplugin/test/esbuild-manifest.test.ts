// esbuild with `write: false`: the bundle stays in memory, the manifest is written into the root
// all the same (it is never part of the output), and a build that its diagnostics fail rejects
// with the located lint (the real esbuild API, the plugin from source).
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFixtureProject, FIXTURE_TSCONFIG } from '@webmcp-nexus/test-helpers/fixture-project';
import { L6_TOOL_FILE, listedManifest } from '@webmcp-nexus/test-helpers/listed-manifest';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import webmcp from '../src/esbuild';

const project = createFixtureProject(fileURLToPath(new URL('./.tmp', import.meta.url)), 'esbuild-manifest', {
  'tsconfig.json': FIXTURE_TSCONFIG,
  'src/main.ts': L6_TOOL_FILE,
});
afterAll(() => project.remove());

const buildInMemory = (options?: Parameters<typeof webmcp>[0]) =>
  build({
    absWorkingDir: project.root,
    entryPoints: ['src/main.ts'],
    bundle: true,
    outdir: 'dist',
    external: ['webmcp-nexus-sdk'],
    write: false,
    logLevel: 'silent',
    plugins: [webmcp({ cache: false, ...options })],
  });

describe('esbuild with write: false', () => {
  it('writes webmcp-tools.json into the root, as list --json prints it, and adds nothing to outputFiles', async () => {
    const result = await buildInMemory();
    expect(result.outputFiles.map((file) => basename(file.path))).toEqual(['main.js']);
    expect(readFileSync(project.path('webmcp-tools.json'), 'utf8')).toBe(await listedManifest(project.root));
  });

  it('fails a build whose lint the rules make an error', async () => {
    const failed = await buildInMemory({ rules: { L6: 'error' } }).then(
      () => undefined,
      (error: { errors: { text: string }[]; outputFiles?: unknown }) => error,
    );
    expect(failed?.errors.map((error) => error.text).join('\n')).toContain('error L6:');
  });
});
