// Section 3: production builds of the real-app fixture (generate-app.mjs) with and without the
// plugin, for Vite and webpack (esbuild-loader and ts-loader): cold (no persistent cache, with the
// core's V8 code cache on and off) and a repeat build with nothing changed (the cache warm).
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { generateRealApp } from './generate-app.mjs';
import { median, repeat, timeProcess } from './measure.mjs';

const sdkDir = resolve(import.meta.dirname, '../../packages/sdk');
const child = join(import.meta.dirname, 'child/build-app.mjs');
export const REAL_APP_BUNDLERS = ['vite', 'webpack', 'webpack-ts-loader'];

/**
 * Returns { app, rows: [{ bundler, withoutMs, coldMs, coldNoCodeCacheMs, repeatMs }] }, medians
 * of `reps` builds each (after one warm-up of the file cache), whole processes.
 */
export function measureRealApp({ workDir, components, reps, bundlers = REAL_APP_BUNDLERS }) {
  const app = generateRealApp(join(workDir, 'real-app'), { components, sdkDir });
  const persistentCache = join(app.root, 'node_modules/.cache/webmcp-nexus');
  const build = (bundler, mode, { cold = false, env = {} } = {}) =>
    median(
      repeat(reps, () => {
        if (cold) rmSync(persistentCache, { recursive: true, force: true });
        const sample = timeProcess(process.execPath, [child, bundler, app.root, mode], {
          cwd: app.root,
          env: { ...process.env, ...env },
        });
        const { schemas } = JSON.parse(sample.stdout);
        if (mode === 'plugin' && schemas < app.toolCount)
          throw new Error(
            `${bundler}: ${schemas} schemas injected into the real app, expected ${app.toolCount}`,
          );
        return sample.ms;
      }),
    );
  const rows = bundlers.map((bundler) => ({
    bundler,
    withoutMs: build(bundler, 'none'),
    coldMs: build(bundler, 'plugin', { cold: true }),
    coldNoCodeCacheMs: build(bundler, 'plugin', { cold: true, env: { NODE_DISABLE_COMPILE_CACHE: '1' } }),
    // The warm-up run of `repeat` fills the persistent cache; every timed run is a repeat build.
    repeatMs: build(bundler, 'plugin'),
  }));
  return { app, rows };
}
