// The React example (fixtures/apps/shop) built by its own configs, with and without the plugin.
// Run: node bench/src/example-build.mjs [--reps 3]
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { median, repeat, table, timeProcess } from './measure.mjs';

const shop = resolve(import.meta.dirname, '../../fixtures/apps/shop');
const bin = (name) => join(shop, 'node_modules/.bin', name);
const here = join(import.meta.dirname, 'example');

/** Median whole-process build times (ms) of the example for both bundlers, with and without the plugin. */
export function measureExampleBuild({ reps }) {
  const outDir = (name) => join(shop, `.bench-${name}`);
  const builds = {
    'vite, with plugin': [bin('vite'), ['build', '--outDir', outDir('vite-with'), '--emptyOutDir']],
    'vite, without plugin': [
      bin('vite'),
      [
        'build',
        '--config',
        join(here, 'vite.without-plugin.mjs'),
        '--outDir',
        outDir('vite-without'),
        '--emptyOutDir',
      ],
    ],
    'webpack, with plugin': [
      bin('webpack'),
      ['--config', 'webpack.config.cjs', '--env', `outDir=${outDir('webpack-with')}`],
    ],
    'webpack, without plugin': [
      bin('webpack'),
      ['--config', join(here, 'webpack.without-plugin.cjs'), '--env', `outDir=${outDir('webpack-without')}`],
    ],
  };
  const rows = Object.entries(builds).map(([name, [command, args]]) => ({
    name,
    ms: median(
      repeat(reps, () =>
        timeProcess(command, args, { cwd: shop, env: { ...process.env, NODE_ENV: 'production' } }),
      ).map((s) => s.ms),
    ),
  }));
  for (const name of ['vite-with', 'vite-without', 'webpack-with', 'webpack-without']) {
    rmSync(outDir(name), { recursive: true, force: true });
  }
  return rows;
}

if (process.argv[1] === import.meta.filename) {
  const { values } = parseArgs({ options: { reps: { type: 'string', default: '3' } } });
  const rows = measureExampleBuild({ reps: Number(values.reps) });
  console.log(
    table(
      ['build of fixtures/apps/shop', 'median ms'],
      rows.map((row) => [row.name, row.ms.toFixed(0)]),
    ),
  );
}
