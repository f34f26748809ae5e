// The real-app fixture (and its zod variant) under the real Vite 8 dev server, each server a fresh
// process; this process is its HTTP client, like a browser. Measures, with and without the plugin:
// - a start: spawn → the entry (`/src/main.ts`, the call site) and every project module it imports
//   served, as a browser fetches them; with the plugin they must serve every tool's schema;
// - the first start (the plugin's persistent cache empty, a project's very first `vite`) and a
//   restart (the cache as the previous start left it);
// - a type edit served: `listUsers`'s parameter type edited on disk → its new schema served.
// Run on its own: node bench/src/dev-server.mjs [--smoke] [--api types|zod] [--cold-reps 5] [--edit-reps 15]
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { startDevServer } from './dev-server-process.mjs';
import { generateRealApp } from './generate-app.mjs';
import { median, pairedMedian, percentile, table } from './measure.mjs';
import { fetchCallSiteModules, schemasIn } from './served-schema.mjs';
import { timeTypeEdits } from './time-type-edits.mjs';
import { withListInputSchemaField, withListParamsField } from './type-edits.mjs';

const sdkDir = resolve(import.meta.dirname, '../../packages/sdk');
const FIRST_REQUEST_DEADLINE_MS = 120_000;
const CALL_SITE = '/src/main.ts';
const EDITS = { types: withListParamsField, zod: withListInputSchemaField };

/**
 * Returns { app, start: { withoutMs, firstMs, restartMs, firstPlusMs, restartPlusMs }, edit:
 * { samples, lost, median, p95 } } for the real app written with `api` ('types' or 'zod'): starts
 * are medians of `coldReps` rounds in which the three kinds take turns, the `…PlusMs` the medians
 * of each round's own difference to the start without the plugin; the edits come from one more server.
 */
export async function measureDevServer({ workDir, api, components, coldReps, editReps }) {
  const app = generateRealApp(join(workDir, `dev-${api}`), { components, sdkDir, api });
  const persistentCache = join(app.root, 'node_modules/.cache/webmcp-nexus');
  // Warm-up: fills the file cache and Vite's dependency cache, as any second `vite` start finds
  // them, and the plugin's cache, as the restarts find it.
  await withDevServer(app, 'none', () => {});
  await withDevServer(app, 'plugin', () => {});
  const starts = { none: [], first: [], plugin: [] };
  for (let i = 0; i < coldReps; i++) {
    for (const kind of ['none', 'first', 'plugin']) {
      if (kind === 'first') rmSync(persistentCache, { recursive: true, force: true });
      const mode = kind === 'none' ? 'none' : 'plugin';
      starts[kind].push(await withDevServer(app, mode, ({ startMs }) => startMs));
    }
  }
  const edit = await withDevServer(app, 'plugin', ({ carriers }) =>
    timeTypeEdits({ file: app.editedFile, edit: EDITS[api], carriers, reps: editReps }),
  );
  const plus = (kind) => pairedMedian(starts[kind], starts.none, (ms, without) => ms - without);
  return {
    app,
    start: {
      withoutMs: median(starts.none),
      firstMs: median(starts.first),
      restartMs: median(starts.plugin),
      firstPlusMs: plus('first'),
      restartPlusMs: plus('plugin'),
    },
    edit: {
      ...edit,
      median: edit.samples.length ? median(edit.samples) : Number.NaN,
      p95: edit.samples.length ? percentile(edit.samples, 95) : Number.NaN,
    },
  };
}

/**
 * Starts a dev server, fetches the entry and its imports (the start time: spawn → all answered;
 * with the plugin they must serve a schema for every tool, without it none), runs `use` with
 * { startMs, carriers (the URLs that serve schemas) }, and always closes the server.
 */
async function withDevServer(app, mode, use) {
  const server = await startDevServer(app.root, mode);
  try {
    const { urls, codes } = await fetchCallSiteModules(server.baseUrl, CALL_SITE, FIRST_REQUEST_DEADLINE_MS);
    const startMs = performance.now() - server.spawnedAt;
    const schemas = codes.map(schemasIn);
    const count = schemas.reduce((sum, found) => sum + found.length, 0);
    if (mode === 'plugin' ? count < app.toolCount : count > 0) {
      throw new Error(
        `${CALL_SITE} and its imports served ${count} schemas with plugin mode "${mode}" (${app.toolCount} tools)`,
      );
    }
    const carriers = urls.filter((_, i) => schemas[i].length > 0);
    return await use({ startMs, carriers });
  } finally {
    await server.close();
  }
}

/** The section's table: starts and the type edit, with and without the plugin. */
export function formatDevServer(results) {
  const ms = (value) => (Number.isNaN(value) ? '-' : value.toFixed(0));
  return table(
    [
      'app',
      'start without ms',
      'first start ms',
      'restart ms',
      'first start +ms (paired)',
      'restart +ms (paired)',
      'type edit served: median ms',
      'p95 ms',
      'timed',
      'lost',
    ],
    results.map(({ app, start, edit }) => [
      app.api === 'zod' ? 'zod app' : 'real app',
      ms(start.withoutMs),
      ms(start.firstMs),
      ms(start.restartMs),
      ms(start.firstPlusMs),
      ms(start.restartPlusMs),
      ms(edit.median),
      ms(edit.p95),
      edit.samples.length,
      edit.lost,
    ]),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const { values } = parseArgs({
    options: {
      smoke: { type: 'boolean', default: false },
      api: { type: 'string', default: 'types,zod' },
      'cold-reps': { type: 'string', default: '5' },
      'edit-reps': { type: 'string', default: '15' },
    },
  });
  const workDir = join(tmpdir(), 'webmcp-nexus-bench-dev');
  mkdirSync(workDir, { recursive: true });
  try {
    const results = [];
    for (const api of values.api.split(',')) {
      results.push(
        await measureDevServer({
          workDir,
          api,
          components: values.smoke ? 60 : 1000,
          coldReps: values.smoke ? 1 : Number(values['cold-reps']),
          editReps: values.smoke ? 2 : Number(values['edit-reps']),
        }),
      );
    }
    console.log(formatDevServer(results));
    for (const { app, edit } of results)
      console.log(`${app.api}: type edits ${edit.samples.map((sample) => sample.toFixed(1)).join(', ')} ms`);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
