// Production builds of the real-app fixture (generate-app.mjs; `api: 'zod'` its zod variant) with
// and without the plugin, for Vite and webpack (esbuild-loader and ts-loader): cold (no persistent
// cache, with the core's V8 code cache on and off) and a repeat build with nothing changed (the
// cache warm).
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { generateRealApp } from './generate-app.mjs';
import { median, pairedMedian, table, timeProcess } from './measure.mjs';
import { schemasInBuild } from './served-schema.mjs';

const sdkDir = resolve(import.meta.dirname, '../../packages/sdk');
const child = join(import.meta.dirname, 'child/build-app.mjs');
const REAL_APP_BUNDLERS = ['vite', 'webpack', 'webpack-ts-loader'];

/**
 * Returns { app, rows: [{ bundler, withoutMs, coldMs, coldNoCodeCacheMs, repeatMs, overhead,
 * userOverhead }] }, medians of `reps` builds each (`repsFor[bundler]` when given), whole
 * processes; `overhead` holds each kind's paired overhead in wall time (see `realAppOverhead`),
 * `userOverhead` the same in user CPU time. The four kinds of build take turns in every round (on a
 * busy machine drift then hits them alike); a first round warms the file cache and fills the
 * persistent cache, and is not counted (`warmUp: false` skips it: the repeat build still follows a
 * cold one in the same round).
 */
export function measureRealApp({
  workDir,
  components,
  reps,
  repsFor = {},
  bundlers = REAL_APP_BUNDLERS,
  api = 'types',
  warmUp = true,
}) {
  const app = generateRealApp(join(workDir, `real-app-${api}`), { components, sdkDir, api });
  const persistentCache = join(app.root, 'node_modules/.cache/webmcp-nexus');
  const build = (bundler, mode, { cold = false, env = {} } = {}) => {
    if (cold) rmSync(persistentCache, { recursive: true, force: true });
    const sample = timeProcess(process.execPath, [child, bundler, app.root, mode], {
      cwd: app.root,
      env: { ...process.env, ...env },
    });
    // Checked after the process ended: reading the output is no part of the build's time.
    const { schemas, marked } = schemasInBuild(JSON.parse(sample.stdout).outDir);
    if (mode === 'plugin' ? schemas < app.toolCount || !marked : schemas > 0)
      throw new Error(
        `${bundler} (${mode}): ${schemas} schemas in the ${app.api} app's output${marked ? '' : ', no __webmcpSchema'}, expected ${mode === 'plugin' ? app.toolCount : 0}`,
      );
    return sample;
  };
  const kinds = {
    withoutMs: (bundler) => build(bundler, 'none'),
    coldMs: (bundler) => build(bundler, 'plugin', { cold: true }),
    coldNoCodeCacheMs: (bundler) =>
      build(bundler, 'plugin', { cold: true, env: { NODE_DISABLE_COMPILE_CACHE: '1' } }),
    // Right after a build with the plugin: the persistent cache is warm, nothing changed.
    repeatMs: (bundler) => build(bundler, 'plugin'),
  };
  const rows = bundlers.map((bundler) => {
    const samples = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, []]));
    const rounds = repsFor[bundler] ?? reps;
    for (let round = warmUp ? 0 : 1; round <= rounds; round++) {
      for (const [kind, run] of Object.entries(kinds)) {
        const sample = run(bundler);
        if (round > 0) samples[kind].push(sample);
      }
    }
    // Each round's own ratio to the build without the plugin, which ran beside it.
    const pairedOverhead = (measure) =>
      Object.fromEntries(
        Object.keys(kinds).map((kind) => [
          kind,
          pairedMedian(
            samples[kind],
            samples.withoutMs,
            (sample, without) => measure(sample) / measure(without) - 1,
          ),
        ]),
      );
    return {
      bundler,
      ...Object.fromEntries(
        Object.entries(samples).map(([kind, values]) => [kind, median(values.map((sample) => sample.ms))]),
      ),
      overhead: pairedOverhead((sample) => sample.ms),
      // This VM's wall times spread by ±15 % and more (the kernel's time for the same build varies
      // fivefold); the process's own CPU time in user mode is the steadier measure of our work.
      userOverhead: pairedOverhead((sample) => sample.userMs),
    };
  });
  return { app, rows };
}

/**
 * Peak RSS of the real app's scan alone (a fresh process each, extract.mjs: the schema service
 * over the call site), scoped and as the whole program of what the entry imports (issue 12's
 * baseline): on this app the scope is what leaves the component tree out. Returns
 * { scopedMiB, wholeMiB }, medians of `reps` scans.
 */
export function measureScanMemory(root, reps) {
  const extract = join(import.meta.dirname, 'child/extract.mjs');
  const scan = (options) =>
    median(
      Array.from(
        { length: reps },
        () => timeProcess(process.execPath, [extract, root, JSON.stringify(options)]).peakMiB,
      ),
    );
  return { scopedMiB: scan({}), wholeMiB: scan({ scope: false }) };
}

/**
 * A row's overhead over the build without the plugin, as a fraction (`key`: coldMs,
 * coldNoCodeCacheMs, repeatMs): the median of the rounds' own ratios, not a ratio of medians.
 */
export function realAppOverhead(row, key) {
  return row.overhead[key];
}

/** One table of `measureRealApp`'s results (one or more apps): times and overheads per bundler. */
export function formatRealApp(...results) {
  const percentOf = (fraction) => (Number.isNaN(fraction) ? '-' : `${(fraction * 100).toFixed(1)} %`);
  const percent = (row, key) => percentOf(realAppOverhead(row, key));
  return table(
    [
      'app, bundler',
      'without ms',
      'cold ms',
      'cold, code cache off ms',
      'repeat ms',
      'cold overhead',
      'code cache off',
      'repeat overhead',
      'user CPU: cold',
      'repeat',
    ],
    results.flatMap(({ app, rows }) =>
      rows.map((row) => [
        `${app.api === 'zod' ? 'zod app' : 'real app'}, ${row.bundler}`,
        ...['withoutMs', 'coldMs', 'coldNoCodeCacheMs', 'repeatMs'].map((key) => row[key].toFixed(0)),
        percent(row, 'coldMs'),
        percent(row, 'coldNoCodeCacheMs'),
        percent(row, 'repeatMs'),
        percentOf(row.userOverhead.coldMs),
        percentOf(row.userOverhead.repeatMs),
      ]),
    ),
  );
}

if (process.argv[1] === import.meta.filename) {
  // Run on its own: node bench/src/real-app.mjs [--reps 3] [--bundlers vite,webpack] [--api types|zod]
  const { parseArgs } = await import('node:util');
  const { tmpdir } = await import('node:os');
  const { values } = parseArgs({
    options: {
      reps: { type: 'string', default: '3' },
      bundlers: { type: 'string', default: REAL_APP_BUNDLERS.join(',') },
      api: { type: 'string', default: 'types' },
    },
  });
  const result = measureRealApp({
    api: values.api,
    workDir: join(tmpdir(), 'webmcp-nexus-bench-real-app'),
    components: 1000,
    reps: Number(values.reps),
    bundlers: values.bundlers.split(','),
  });
  console.log(`real-app fixture: ${result.app.moduleCount} modules, ${result.app.toolCount} tools`);
  console.log(formatRealApp(result));
}
