// esbuild has no assets: with `write: false` the manifest joins `outputFiles`, and a build that
// its diagnostics fail rejects with the located lint (the real esbuild API, the plugin from source).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import webmcp from '../src/esbuild';
import { createFixtureProject, FIXTURE_TSCONFIG } from './support/fixture-project';
import { L6_TOOL_FILE, listedManifest } from './support/listed-manifest';

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
  it('adds webmcp-tools.json to outputFiles, as list --json prints it', async () => {
    const result = await buildInMemory();
    const manifest = result.outputFiles.find(
      (file) => file.path === join(project.root, 'dist/webmcp-tools.json'),
    );
    expect(manifest?.text).toBe(await listedManifest(project.root));
  });

  it('fails a build whose lint the rules make an error', async () => {
    const failed = await buildInMemory({ rules: { L6: 'error' } }).then(
      () => undefined,
      (error: { errors: { text: string }[]; outputFiles?: unknown }) => error,
    );
    expect(failed?.errors.map((error) => error.text).join('\n')).toContain('error L6:');
  });
});
