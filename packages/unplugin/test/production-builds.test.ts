// Development follows the bundler's mode, not the watcher: a production build of every host, one-off
// and watched, carries none of the development code (the inspector, the skipped tools' report), and
// no absolute path, though a tool of the project is broken. Each is a real build with the host's own
// CLI, as a user runs it; the check is on the text of everything it wrote.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCliOnce, startCli } from '@webmcp-nexus/test-helpers/cli-process';
import {
  BROKEN_GREETER_FILES,
  createFixtureProject,
  type FixtureProject,
} from '@webmcp-nexus/test-helpers/fixture-project';
import { SHOP_BIN, SHOP_DIR } from '@webmcp-nexus/test-helpers/shop-copy';
import { afterAll, describe, expect, it } from 'vitest';

/** Bytes only a development build may carry. */
const DEVELOPMENT_CODE = ['webmcp-nexus-sdk/inspector', 'reportSkippedTools', '__webmcpReportSkipped'];
/** One-off builds would fail on the broken tool: they skip it, as a watched build does. */
const OPTIONS = '{ failOnError: false }';
const EXTERNAL = '[/^webmcp-nexus-sdk/]';

interface HostBuild {
  name: string;
  config: Record<string, string>;
  once: string[];
  watch: string[];
  /** What the watching CLI prints once its first build is written. */
  built: RegExp;
}

const HOSTS: HostBuild[] = [
  {
    name: 'vite',
    config: {
      'vite.config.mjs': `import webmcp from 'vite-plugin-webmcp-nexus';
export default { plugins: [webmcp(${OPTIONS})], build: { minify: false, lib: { entry: 'src/main.ts', formats: ['es'], fileName: () => 'main.js' }, rollupOptions: { external: ${EXTERNAL} } } };
`,
    },
    once: ['vite', 'build'],
    watch: ['vite', 'build', '--watch'],
    built: /built in/,
  },
  {
    name: 'webpack',
    config: {
      'webpack.config.cjs': `const { WebMcpPlugin } = require('webpack-plugin-webmcp-nexus');
module.exports = { mode: 'production', context: __dirname, entry: './src/main.ts', output: { path: __dirname + '/dist' },
  externals: ${EXTERNAL}, externalsType: 'commonjs', resolve: { extensions: ['.ts', '.js'] },
  module: { rules: [{ test: /\\.ts$/, loader: 'ts-loader', options: { transpileOnly: true } }] },
  plugins: [new WebMcpPlugin(${OPTIONS})] };
`,
    },
    once: ['webpack', '--config', 'webpack.config.cjs'],
    watch: ['webpack', '--config', 'webpack.config.cjs', '--watch'],
    built: /compiled/,
  },
  {
    name: 'rspack',
    config: {
      'rspack.config.mjs': `import webmcp from '@webmcp-nexus/unplugin/rspack';
export default { mode: 'production', context: import.meta.dirname, entry: './src/main.ts', resolve: { extensions: ['.ts', '.js'] },
  externals: ${EXTERNAL}, externalsType: 'commonjs',
  module: { rules: [{ test: /\\.ts$/, loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript' } } } }] },
  plugins: [webmcp(${OPTIONS})] };
`,
    },
    once: ['rspack', 'build', '--config', 'rspack.config.mjs'],
    watch: ['rspack', 'build', '--config', 'rspack.config.mjs', '--watch'],
    built: /compiled/,
  },
  {
    name: 'rsbuild',
    config: {
      'rsbuild.config.mjs': `import webmcp from '@webmcp-nexus/unplugin/rsbuild';
export default { plugins: [webmcp(${OPTIONS})], source: { entry: { index: './src/main.ts' } }, output: { externals: ${EXTERNAL}, minify: false } };
`,
    },
    once: ['rsbuild', 'build', '--config', 'rsbuild.config.mjs'],
    watch: ['rsbuild', 'build', '--config', 'rsbuild.config.mjs', '--watch'],
    built: /built in/,
  },
  {
    name: 'rollup',
    config: {
      'rollup.config.mjs': `import webmcp from '@webmcp-nexus/unplugin/rollup';
import esbuild from 'rollup-plugin-esbuild';
export default { input: 'src/main.ts', output: { dir: 'dist', format: 'es' }, external: ${EXTERNAL}, plugins: [webmcp(${OPTIONS}), esbuild()] };
`,
    },
    once: ['rollup', '--config', 'rollup.config.mjs'],
    watch: ['rollup', '--config', 'rollup.config.mjs', '--watch'],
    built: /created dist/,
  },
  {
    name: 'rolldown',
    config: {
      'rolldown.config.mjs': `import webmcp from '@webmcp-nexus/unplugin/rolldown';
export default { input: 'src/main.ts', output: { dir: 'dist', format: 'es' }, external: ${EXTERNAL}, plugins: [webmcp(${OPTIONS})] };
`,
    },
    once: ['rolldown', '--config', 'rolldown.config.mjs'],
    watch: ['rolldown', '--config', 'rolldown.config.mjs', '--watch'],
    built: /Rebuilt|Finished|built/i,
  },
  {
    name: 'esbuild',
    config: {
      'build.mjs': `import webmcp from '@webmcp-nexus/unplugin/esbuild';
import { context } from 'esbuild';
const built = { name: 'built', setup: (build) => build.onEnd(() => console.log('esbuild built')) };
const ctx = await context({ entryPoints: ['src/main.ts'], bundle: true, format: 'esm', outdir: 'dist', external: ['webmcp-nexus-sdk', 'webmcp-nexus-sdk/*'], logLevel: 'warning', plugins: [webmcp(${OPTIONS}), built] });
if (process.argv.includes('--watch')) await ctx.watch();
else { await ctx.rebuild(); await ctx.dispose(); }
`,
    },
    once: ['node', 'build.mjs'],
    watch: ['node', 'build.mjs', '--watch'],
    built: /esbuild built/,
  },
  {
    name: 'farm',
    config: {
      'farm.config.mjs': `import webmcp from '@webmcp-nexus/unplugin/farm';
export default { compilation: { input: { index: './src/main.ts' }, output: { path: 'dist', targetEnv: 'browser' }, external: ['^webmcp-nexus-sdk'], mode: 'production', minify: false, presetEnv: false }, plugins: [webmcp(${OPTIONS})] };
`,
    },
    once: ['farm', 'build', '--config', 'farm.config.mjs'],
    watch: ['farm', 'watch', '--config', 'farm.config.mjs'],
    built: /Build completed/,
  },
];

const projects: FixtureProject[] = [];
afterAll(() => {
  for (const project of projects) project.remove();
});

/** A broken greeter (an M2 tool) with `config`, in the shop's folder so the hosts resolve. */
function brokenProject(name: string, config: Record<string, string>): FixtureProject {
  const project = createFixtureProject(join(SHOP_DIR, '.tmp'), name, { ...BROKEN_GREETER_FILES, ...config });
  projects.push(project);
  return project;
}

/** The text of every JavaScript file the build wrote into `dist/`. */
function writtenScripts(project: FixtureProject): string {
  const dist = project.path('dist');
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.[cm]?js$/.test(file))
    .map((file) => readFileSync(join(dist, file), 'utf8'))
    .join('\n');
}

/** What a production build must and must not hold. */
function expectProductionOutput(output: string, project: FixtureProject): void {
  // Booleans, not the text: a failure names what is wrong without printing whole bundles.
  expect(output.includes('__webmcpSchema'), 'the schemas are delivered').toBe(true);
  for (const text of DEVELOPMENT_CODE) expect(output.includes(text), `the output holds ${text}`).toBe(false);
  expect(output.includes(project.root), 'the output holds an absolute path').toBe(false);
}

describe.concurrent.each(HOSTS)('$name in production', ({ name, config, once, watch, built }) => {
  it('a one-off build carries no development code', async () => {
    const project = brokenProject(`production-${name}`, config);
    const [bin, ...args] = once;
    const run = await runCliOnce([bin === 'node' ? bin : join(SHOP_BIN, bin), ...args], project.root);
    expect(run.code, run.output).toBe(0);
    expectProductionOutput(writtenScripts(project), project);
  });

  it('a watched build carries none either', async () => {
    const project = brokenProject(`production-watch-${name}`, config);
    const [bin, ...args] = watch;
    const cli = startCli(bin === 'node' ? bin : join(SHOP_BIN, bin), args, project.root);
    try {
      await cli.waitForOutput(built);
      expectProductionOutput(writtenScripts(project), project);
    } finally {
      await cli.stop();
    }
  });
});
