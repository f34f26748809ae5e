// Builds apps the way their users do: the real bundler CLI in a child process, with a clean
// environment (the test runner's NODE_ENV=test must not turn a production build into a dev one).

import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { userShellEnvironment } from '@webmcp-nexus/test-helpers/user-shell';

const e2eDir = fileURLToPath(new URL('..', import.meta.url));
const repoDir = fileURLToPath(new URL('../..', import.meta.url));

// The apps and pages consume the workspace packages through their dist/, as users do.
const PACKAGE_OUTPUTS = [
  'sdk/dist/index.js',
  'sdk/dist/core.js',
  'core/dist/index.js',
  'core/dist/index.cjs',
  'unplugin/dist/index.js',
  'unplugin/dist/index.cjs',
  'unplugin/dist/rsbuild.js',
  'unplugin/dist/rspack.js',
  'unplugin/dist/rollup.js',
  'unplugin/dist/rolldown.js',
  'unplugin/dist/esbuild.js',
  'unplugin/dist/farm.js',
  'vite-plugin/dist/index.js',
  'webpack-plugin/dist/index.cjs',
];

/** Throws a one-line instruction when the workspace packages have not been built. */
export function assertPackagesBuilt() {
  const missing = PACKAGE_OUTPUTS.filter((output) => !existsSync(join(repoDir, 'packages', output)));
  if (missing.length > 0) {
    throw new Error(
      `packages/${missing.join(', packages/')} missing: run \`pnpm build\` first (the browser suites build apps against the packages' dist/)`,
    );
  }
}

/**
 * Runs a build command; resolves with its output, rejects with the output's tail when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string }} options
 * @returns {Promise<{ stdout: string, stderr: string, milliseconds: number }>}
 */
export function runBuild(command, args, { cwd }) {
  const started = performance.now();
  return new Promise((resolveBuild, rejectBuild) => {
    execFile(
      command,
      args,
      { cwd, env: userShellEnvironment(), maxBuffer: 64 * 1024 * 1024, timeout: 5 * 60_000 },
      (error, stdout, stderr) => {
        if (error) {
          const output = `${stdout}\n${stderr}`.trim().split('\n').slice(-60).join('\n');
          rejectBuild(new Error(`\`${command} ${args.join(' ')}\` failed in ${cwd}:\n${output}`));
          return;
        }
        resolveBuild({ stdout, stderr, milliseconds: performance.now() - started });
      },
    );
  });
}

/**
 * Runs a fixture app's package script (e.g. `build:vite`) with extra CLI arguments, as
 * `pnpm run` would for a user.
 * @param {string} appName folder under fixtures/apps
 * @param {string} script
 * @param {string[]} extraArgs
 */
function runFixtureAppScript(appName, script, extraArgs) {
  assertPackagesBuilt();
  return runBuild('pnpm', ['--dir', `fixtures/apps/${appName}`, 'run', script, ...extraArgs], {
    cwd: repoDir,
  });
}

/**
 * Builds a fixture app with Vite into `outDir`, through its own `vite.config.ts`.
 * @param {string} appName
 * @param {string} script the package script that runs `vite build`
 * @param {string} outDir
 */
export function buildFixtureAppWithVite(appName, script, outDir) {
  return runFixtureAppScript(appName, script, ['--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn']);
}

/**
 * Builds a fixture app with webpack into `outDir`, through its own webpack config.
 * @param {string} appName
 * @param {string} script the package script that runs `webpack`
 * @param {string} outDir
 */
export function buildFixtureAppWithWebpack(appName, script, outDir) {
  return runFixtureAppScript(appName, script, ['--output-path', outDir]);
}

/**
 * How each host of `@webmcp-nexus/unplugin` is told the output folder on its command line: the
 * fixture app's package script (`build:<host>`) runs that host's CLI with the app's config.
 */
const OUT_DIR_FLAGS = {
  rsbuild: '--dist-path',
  rspack: '--output-path',
  rollup: '--dir',
  rolldown: '--dir',
  esbuild: '--outdir',
  farm: '--outDir',
};

/**
 * Builds a fixture app with one of the unplugin hosts into `outDir`, through its own config
 * (`build:rsbuild`, `build:rollup`, …; e.g. `build:esbuild-0.25` for another version).
 * @param {string} appName
 * @param {keyof typeof OUT_DIR_FLAGS} host
 * @param {string} outDir
 * @param {string} [script] the package script, `build:<host>` by default
 */
export function buildFixtureAppWithHost(appName, host, outDir, script = `build:${host}`) {
  return runFixtureAppScript(appName, script, [OUT_DIR_FLAGS[host], outDir]);
}

/**
 * Builds one of the e2e package's own pages (`e2e/pages/<name>`, with its `vite.config.ts`).
 * @param {string} pageName
 * @param {string} outDir
 */
export function buildE2ePage(pageName, outDir) {
  assertPackagesBuilt();
  return runBuild(
    'pnpm',
    ['exec', 'vite', 'build', `pages/${pageName}`, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: e2eDir },
  );
}
