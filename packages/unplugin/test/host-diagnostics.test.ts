// A one-off build of each unplugin host (and of Vite 8 and 5) with a broken tool fails, printing
// the error once with its location relative to the root, code frame and fix, and none of the plugin's stack frames: what users see in
// their terminal, so the real CLIs run (from the shop, which has every bundler installed).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCliOnce } from '@webmcp-nexus/test-helpers/cli-process';
import {
  createFixtureProject,
  FIXTURE_TSCONFIG,
  type FixtureProject,
} from '@webmcp-nexus/test-helpers/fixture-project';
import { SHOP_BIN, SHOP_DIR } from '@webmcp-nexus/test-helpers/shop-copy';
import { afterAll, describe, expect, it } from 'vitest';

const VITE_5_BIN = fileURLToPath(
  new URL('../../vite-plugin/node_modules/vite-5/bin/vite.js', import.meta.url),
);
const VITE_CONFIG = `import webmcp from 'vite-plugin-webmcp-nexus';
export default { plugins: [webmcp()], build: { lib: { entry: 'src/main.ts', formats: ['es'], fileName: 'main' } } };
`;

const BROKEN_MAIN = `import { registerGlobalTools } from 'webmcp-nexus-sdk/core';

/** Look a user up */
export function getUser(id: string) {
  return { id };
}

registerGlobalTools({ getUser });
`;

/**
 * Each host's config for `src/main.ts`, and the command that builds it; `noStack`: the CLI prints
 * no stack frames at all (the other CLIs print a few frames of their own).
 */
const HOSTS: {
  name: string;
  files: Record<string, string>;
  command: [string, ...string[]];
  noStack?: boolean;
}[] = [
  {
    name: 'vite 8',
    files: { 'vite.config.mjs': VITE_CONFIG },
    command: [join(SHOP_BIN, 'vite'), 'build'],
    noStack: true,
  },
  {
    name: 'vite 5',
    files: { 'vite.config.mjs': VITE_CONFIG },
    command: ['node', VITE_5_BIN, 'build'],
    noStack: true,
  },
  {
    name: 'rollup',
    files: {
      'rollup.config.mjs': `import nodeResolve from '@rollup/plugin-node-resolve';
import webmcp from '@webmcp-nexus/unplugin/rollup';
import esbuild from 'rollup-plugin-esbuild';
export default { input: 'src/main.ts', output: { dir: 'dist' }, plugins: [webmcp(), nodeResolve({ extensions: ['.ts', '.js'] }), esbuild()] };
`,
    },
    command: [join(SHOP_BIN, 'rollup'), '--config', 'rollup.config.mjs'],
  },
  {
    name: 'rolldown',
    files: {
      'rolldown.config.mjs': `import webmcp from '@webmcp-nexus/unplugin/rolldown';
export default { input: 'src/main.ts', output: { dir: 'dist' }, plugins: [webmcp()] };
`,
    },
    command: [join(SHOP_BIN, 'rolldown'), '--config', 'rolldown.config.mjs'],
  },
  {
    name: 'rspack',
    files: {
      'rspack.config.mjs': `import webmcp from '@webmcp-nexus/unplugin/rspack';
export default {
  mode: 'production', context: import.meta.dirname, entry: './src/main.ts', resolve: { extensions: ['.ts', '.js'] },
  module: { rules: [{ test: /\\.ts$/, loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript' } } } }] },
  plugins: [webmcp()],
};
`,
    },
    command: [join(SHOP_BIN, 'rspack'), 'build', '--config', 'rspack.config.mjs'],
  },
  {
    name: 'rsbuild',
    files: {
      'rsbuild.config.mjs': `import webmcp from '@webmcp-nexus/unplugin/rsbuild';
export default { plugins: [webmcp()], source: { entry: { index: './src/main.ts' } } };
`,
    },
    command: [join(SHOP_BIN, 'rsbuild'), 'build', '--config', 'rsbuild.config.mjs'],
  },
  ...['esbuild', 'esbuild-0.25'].map((esbuild) => ({
    name: esbuild,
    files: {
      // The usual build script: esbuild prints the errors itself, the rejection only sets the exit code.
      'build.mjs': `import webmcp from '@webmcp-nexus/unplugin/esbuild';
import { build } from '${esbuild}';
await build({ entryPoints: ['src/main.ts'], bundle: true, outdir: 'dist', logLevel: 'warning', plugins: [webmcp()] })
  .catch(() => process.exit(1));
`,
    },
    command: ['node', 'build.mjs'] as [string, ...string[]],
  })),
  {
    name: 'farm',
    files: {
      'farm.config.mjs': `import webmcp from '@webmcp-nexus/unplugin/farm';
export default { compilation: { input: { index: './src/main.ts' }, output: { targetEnv: 'node' }, presetEnv: false }, plugins: [webmcp()] };
`,
    },
    command: [join(SHOP_BIN, 'farm'), 'build', '--config', 'farm.config.mjs'],
  },
];

const projects: FixtureProject[] = [];
afterAll(() => {
  for (const project of projects) project.remove();
});

describe.each(HOSTS)('$name build with a broken tool', ({ name, files, command, noStack }) => {
  it('fails, printing the error once with its path relative to the root, code frame and fix, without the plugin’s stack', async () => {
    const project = createFixtureProject(join(SHOP_DIR, '.tmp'), `broken-${name.replace(' ', '-')}`, {
      'tsconfig.json': FIXTURE_TSCONFIG,
      'src/main.ts': BROKEN_MAIN,
      ...files,
    });
    projects.push(project);
    const { code, output } = await runCliOnce(command, project.root);
    expect(code, output).not.toBe(0);
    expect(output.split('src/main.ts:4:25 - error M2:')).toHaveLength(2);
    expect(output).not.toContain(project.path('src/main.ts'));
    expect(output).toContain('> 4 | export function getUser(id: string) {');
    expect(output).toContain(
      'fix: Destructure one object parameter, so the body stays as it is: ({ id }: { id: string })',
    );
    // The bundler's own frames (Rolldown's and Rsbuild's CLIs print a few) are not ours to hide.
    expect(output).not.toMatch(/\n\s+at .*(unplugin[/\\]dist|webmcp-nexus|reportDiagnostics)/);
    if (noStack) expect(output).not.toMatch(/\n\s+at /);
  });
});
