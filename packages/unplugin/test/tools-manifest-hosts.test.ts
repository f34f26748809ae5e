// A one-off build of each unplugin host writes webmcp-tools.json into the project root, outside
// what the site serves (never into the output), the same as `webmcp-nexus list --json`, and prints
// the lint warnings: the real CLIs run, from the shop.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCliOnce } from '@webmcp-nexus/test-helpers/cli-process';
import {
  createFixtureProject,
  FIXTURE_TSCONFIG,
  type FixtureProject,
} from '@webmcp-nexus/test-helpers/fixture-project';
import { L6_TOOL_FILE, listedManifest } from '@webmcp-nexus/test-helpers/listed-manifest';
import { SHOP_BIN, SHOP_DIR } from '@webmcp-nexus/test-helpers/shop-copy';
import { afterAll, describe, expect, it } from 'vitest';

const HOSTS: { name: string; files: Record<string, string>; command: [string, ...string[]] }[] = [
  {
    name: 'rollup',
    files: {
      'rollup.config.mjs': `import nodeResolve from '@rollup/plugin-node-resolve';
import webmcp from '@webmcp-nexus/unplugin/rollup';
import esbuild from 'rollup-plugin-esbuild';
export default { input: 'src/main.ts', output: { dir: 'dist' }, external: [/webmcp-nexus-sdk/], plugins: [webmcp(), nodeResolve({ extensions: ['.ts', '.js'] }), esbuild()] };
`,
    },
    command: [join(SHOP_BIN, 'rollup'), '--config', 'rollup.config.mjs'],
  },
  {
    name: 'rolldown',
    files: {
      'rolldown.config.mjs': `import webmcp from '@webmcp-nexus/unplugin/rolldown';
export default { input: 'src/main.ts', output: { dir: 'dist' }, external: [/webmcp-nexus-sdk/], plugins: [webmcp()] };
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
  externals: { 'webmcp-nexus-sdk': 'webmcp-nexus-sdk' },
  module: { rules: [{ test: /\\.ts$/, loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript' } } } }] },
  plugins: [webmcp()],
};
`,
    },
    command: [join(SHOP_BIN, 'rspack'), 'build', '--config', 'rspack.config.mjs'],
  },
  {
    name: 'esbuild',
    files: {
      'build.mjs': `import webmcp from '@webmcp-nexus/unplugin/esbuild';
import { build } from 'esbuild';
await build({ entryPoints: ['src/main.ts'], bundle: true, outdir: 'dist', external: ['webmcp-nexus-sdk'], logLevel: 'warning', plugins: [webmcp()] })
  .catch(() => process.exit(1));
`,
    },
    command: ['node', 'build.mjs'],
  },
  {
    name: 'farm',
    files: {
      'farm.config.mjs': `import webmcp from '@webmcp-nexus/unplugin/farm';
export default {
  compilation: { input: { index: './src/main.ts' }, output: { path: 'dist', targetEnv: 'browser' }, external: ['webmcp-nexus-sdk'], mode: 'production', presetEnv: false },
  plugins: [webmcp()],
};
`,
    },
    command: [join(SHOP_BIN, 'farm'), 'build', '--config', 'farm.config.mjs'],
  },
];

const projects: FixtureProject[] = [];
afterAll(() => {
  for (const project of projects) project.remove();
});

describe.each(HOSTS)('$name build of a tool that lints', ({ name, files, command }) => {
  it('prints the lint and writes webmcp-tools.json into the root, as list --json prints it', async () => {
    const project = createFixtureProject(join(SHOP_DIR, '.tmp'), `manifest-${name}`, {
      'tsconfig.json': FIXTURE_TSCONFIG,
      'src/main.ts': L6_TOOL_FILE,
      ...files,
    });
    projects.push(project);
    const { code, output } = await runCliOnce(command, project.root);
    expect(code, output).toBe(0);
    expect(output).toContain('src/main.ts:4:17 - warning L6:');
    const written = readFileSync(project.path('webmcp-tools.json'), 'utf8');
    expect(written).toBe(await listedManifest(project.root));
    expect(existsSync(project.path('dist'))).toBe(true);
    expect(existsSync(project.path('dist/webmcp-tools.json'))).toBe(false);
  });
});
