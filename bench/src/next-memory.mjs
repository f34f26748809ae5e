// Issue 24 item 6: peak memory of `next build --webpack` of the next-shop fixture app, with the
// plugin (its own next.config.ts, `withWebMcp`) and without (the same app, a plain config), summed
// over the whole process tree (Next runs webpack in build workers and type-checks and prerenders
// in others). Two copies of the app take turns in every round; each build starts with no `.next`
// and no plugin cache, as a CI build does. Two more configs, built once each, tell where the
// difference comes from (Next runs webpack in its own process when the config has a `webpack`
// hook, unless `experimental.webpackBuildWorker` says otherwise):
//   node bench/src/next-memory.mjs [--reps 3] [--variants] [--keep]   (--keep: leave the copies)
import { cpSync, mkdirSync, readdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { median, table } from './measure.mjs';
import { measureTreeMemory } from './process-tree-memory.mjs';

const fixture = resolve(import.meta.dirname, '../../fixtures/apps/next-shop');
/** next.config.mjs of each copy (undefined: the fixture's own next.config.ts, `withWebMcp`). */
const NEXT_CONFIGS = {
  without: 'export default { reactStrictMode: true };\n',
  with: undefined,
  'without, a no-op webpack hook': 'export default { reactStrictMode: true, webpack: (config) => config };\n',
  'with, experimental.webpackBuildWorker: true': `import { withWebMcp } from 'next-plugin-webmcp-nexus';

export default withWebMcp({ reactStrictMode: true, experimental: { webpackBuildWorker: true } });
`,
};

/**
 * Copies the fixture app into `dir` (sources and configs; node_modules as links to the fixture's
 * own packages, so the plugin's cache and Next's output stay in the copy). `config` (the text of a
 * next.config.mjs) replaces its next.config.ts.
 */
function copyNextShop(dir, config) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync(fixture)) {
    if (entry === 'node_modules' || entry === '.next' || entry === 'next-env.d.ts') continue;
    cpSync(join(fixture, entry), join(dir, entry), { recursive: true });
  }
  linkPackages(join(fixture, 'node_modules'), join(dir, 'node_modules'));
  if (config !== undefined) {
    rmSync(join(dir, 'next.config.ts'));
    writeFileSync(join(dir, 'next.config.mjs'), config);
  }
  return dir;
}

/** Links every package of `from` into `to` by its real path (scoped packages one level down). */
function linkPackages(from, to) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    if (entry === '.bin' || entry === '.cache') continue;
    if (entry.startsWith('@')) linkPackages(join(from, entry), join(to, entry));
    else symlinkSync(realpathSync(join(from, entry)), join(to, entry), 'dir');
  }
}

const nextBin = () => join(realpathSync(join(fixture, 'node_modules/next')), 'dist/bin/next');

/** One cold `next build --webpack` of the app in `dir`: { ms, peakMiB, processes }. */
async function buildNextOnce(dir, env = {}) {
  rmSync(join(dir, '.next'), { recursive: true, force: true });
  rmSync(join(dir, 'node_modules/.cache'), { recursive: true, force: true });
  return measureTreeMemory(process.execPath, [nextBin(), 'build', '--webpack'], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', ...env },
  });
}

/**
 * Returns { withoutMiB, withMiB, withoutMs, withMs, variants: [{ name, peakMiB, ms }], heaviest:
 * { without, with } }: medians of `reps` alternating rounds (`withPlugin: false`: only the build
 * with the plugin, once, as a smoke run checks the harness), the `variants` built once each, and
 * the processes of the last round by their own peak.
 */
export async function measureNextMemory({ workDir, reps, variants = false, withoutPlugin = true }) {
  const copy = (name) =>
    copyNextShop(join(workDir, `next-shop-${name.replace(/\W+/g, '-')}`), NEXT_CONFIGS[name]);
  const kinds = withoutPlugin ? ['without', 'with'] : ['with'];
  const dirs = Object.fromEntries(kinds.map((kind) => [kind, copy(kind)]));
  const samples = { without: [], with: [] };
  for (let round = 0; round < reps; round++) {
    for (const kind of kinds) samples[kind].push(await buildNextOnce(dirs[kind]));
  }
  const of = (kind, key) =>
    samples[kind].length ? median(samples[kind].map((sample) => sample[key])) : Number.NaN;
  const measuredVariants = [];
  if (variants) {
    for (const name of Object.keys(NEXT_CONFIGS).slice(2)) {
      const { peakMiB, ms } = await buildNextOnce(copy(name));
      measuredVariants.push({ name, peakMiB, ms });
    }
  }
  return {
    withoutMiB: of('without', 'peakMiB'),
    withMiB: of('with', 'peakMiB'),
    withoutMs: of('without', 'ms'),
    withMs: of('with', 'ms'),
    variants: measuredVariants,
    heaviest: { without: samples.without.at(-1)?.processes ?? [], with: samples.with.at(-1).processes },
  };
}

/** The section's table: peak RSS of the process tree and build time per config. */
export function formatNextMemory(result) {
  const rows = [
    ['without the plugin', result.withoutMiB, result.withoutMs],
    ["with the plugin (the fixture's next.config.ts)", result.withMiB, result.withMs],
    ...result.variants.map((variant) => [`${variant.name} (one build)`, variant.peakMiB, variant.ms]),
  ];
  const format = (value) => (Number.isNaN(value) ? '-' : value.toFixed(0));
  return table(
    ['next build --webpack of next-shop', 'peak RSS, process tree MiB', '÷ without', 'ms'],
    rows.map(([name, peak, ms]) => [
      name,
      format(peak),
      Number.isNaN(peak / result.withoutMiB) ? '-' : `${(peak / result.withoutMiB).toFixed(2)}×`,
      format(ms),
    ]),
  );
}

if (process.argv[1] === import.meta.filename) {
  const { parseArgs } = await import('node:util');
  const { values } = parseArgs({
    options: {
      reps: { type: 'string', default: '3' },
      variants: { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
    },
  });
  const workDir = join(tmpdir(), 'webmcp-nexus-bench-next');
  const result = await measureNextMemory({ workDir, reps: Number(values.reps), variants: values.variants });
  console.log(formatNextMemory(result));
  for (const [kind, processes] of Object.entries(result.heaviest)) {
    console.log(`\n${kind} the plugin, each process's own peak (last round):`);
    for (const process of processes.slice(0, 8))
      console.log(
        `  ${process.peakMiB.toFixed(0).padStart(5)} MiB  ${process.pid}  ${process.command.slice(0, 150)}`,
      );
  }
  if (!values.keep) rmSync(workDir, { recursive: true, force: true });
}
