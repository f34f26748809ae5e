// Section 3, dev server: a generated app under the real Vite 8 dev server (each server a fresh
// process; this process is its HTTP client, like a browser). Measures the cold start to the first
// served tool module with and without the plugin, and the time from a type edit written to disk
// to the new schema being served. Run on its own for a full-size run (100 tool modules + 900 fillers):
//   node bench/src/dev-server.mjs [--smoke] [--cold-reps 5] [--edit-reps 15]
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { startDevServer } from './dev-server-process.mjs';
import { generateProject } from './generate-project.mjs';
import { median, percentile, table } from './measure.mjs';
import { fetchServedCode, injectedSchemaOf } from './served-schema.mjs';
import { timeTypeEdits } from './time-type-edits.mjs';
import { withAddressField, withToolParamsField } from './type-edits.mjs';

const sdkDir = resolve(import.meta.dirname, '../../packages/sdk');
const FIRST_REQUEST_DEADLINE_MS = 120_000;

/**
 * Returns { coldStart: { withoutMs, withMs, firstMs }, edits: [{ edit, samples, median, p95 }] }:
 * cold starts are medians of `coldReps` alternating runs (`withMs`: the plugin's persistent cache
 * as the previous start left it, as on every start but the first; `firstMs`: the cache emptied,
 * a project's very first start); the edits come from one more server.
 */
export async function measureDevServer({ workDir, toolFiles, fillerFiles, coldReps, editReps }) {
  const project = generateProject(join(workDir, `dev-${toolFiles + fillerFiles}`), {
    toolFiles,
    fillerFiles,
    sdkDir,
  });
  // As in any app: the package that holds the project, whose node_modules keeps the plugin's cache.
  writeFileSync(join(project.root, 'package.json'), '{ "name": "dev-bench-app", "private": true }\n');
  const persistentCache = join(project.root, 'node_modules/.cache/webmcp-nexus');
  const toolPath = (i) => `/src/tools/tool${i}.ts`;
  // Warm-up: fills the file cache and Vite's dependency cache, as any second `vite` start finds them.
  await withDevServer(project.root, 'none', () => {});
  const cold = { none: [], plugin: [], first: [] };
  for (let i = 0; i < coldReps; i++) {
    for (const kind of ['none', 'first', 'plugin']) {
      if (kind === 'first') rmSync(persistentCache, { recursive: true, force: true });
      const mode = kind === 'none' ? 'none' : 'plugin';
      cold[kind].push(await withDevServer(project.root, mode, ({ coldStartMs }) => coldStartMs));
    }
  }
  const edits = await withDevServer(project.root, 'plugin', async ({ baseUrl }) => {
    // A browser would have loaded every tool module: put them all in Vite's module graph.
    for (let i = 1; i < toolFiles; i++) await fetchServedCode(baseUrl + toolPath(i));
    const toolFile = await timeTypeEdits({
      file: project.toolPaths[0],
      edit: withToolParamsField,
      fieldsOf: (schema) => schema.inputSchema.properties,
      url: baseUrl + toolPath(0),
      reps: editReps,
    });
    const sharedFile = await timeTypeEdits({
      file: project.shared,
      edit: withAddressField,
      fieldsOf: (schema) => schema.inputSchema.properties.address?.properties,
      url: baseUrl + toolPath(0),
      // Every tool uses `Address`: the last tool module must be re-derived too.
      alsoServedBy: baseUrl + toolPath(toolFiles - 1),
      reps: editReps,
    });
    return { toolFile, sharedFile };
  });
  const row = (edit, { samples, lost }) => ({
    edit,
    samples,
    lost,
    median: samples.length ? median(samples) : Number.NaN,
    p95: samples.length ? percentile(samples, 95) : Number.NaN,
  });
  return {
    coldStart: { withoutMs: median(cold.none), withMs: median(cold.plugin), firstMs: median(cold.first) },
    edits: [
      row('tool file: params interface +1 field', edits.toolFile),
      row(`shared type file: Address +1 field (used by all ${toolFiles} tools)`, edits.sharedFile),
    ],
  };
}

/**
 * Starts a dev server, requests the first tool module (cold start = spawn → that response, which
 * must carry a schema exactly when the plugin is on), runs `use`, and always closes the server.
 */
async function withDevServer(root, mode, use) {
  const server = await startDevServer(root, mode);
  try {
    const url = `${server.baseUrl}/src/tools/tool0.ts`;
    const code = await fetchServedCode(url, FIRST_REQUEST_DEADLINE_MS);
    const coldStartMs = performance.now() - server.spawnedAt;
    const schema = await injectedSchemaOf(code);
    if (Boolean(schema) !== (mode === 'plugin')) {
      throw new Error(`${url} served ${schema ? 'a' : 'no'} __webmcpSchema with plugin mode "${mode}"`);
    }
    return await use({ baseUrl: server.baseUrl, coldStartMs });
  } finally {
    await server.close();
  }
}

/**
 * The section's tables as text: edit kinds with median and p95, then the cold starts. `lost`
 * counts edits never served until the file was saved again: a bug, left out of the timings.
 */
export function formatDevServer({ coldStart, edits }) {
  const ms = (value) => (Number.isNaN(value) ? '-' : value.toFixed(0));
  return [
    table(
      ['type edit → new schema served (HTTP poll every 5 ms)', 'timed', 'lost', 'median ms', 'p95 ms'],
      edits.map((row) => [row.edit, row.samples.length, row.lost, ms(row.median), ms(row.p95)]),
    ),
    table(
      [
        'dev server cold start → first tool module served',
        'without plugin ms',
        'with plugin ms',
        'overhead ms',
      ],
      [
        [
          'spawn → GET /src/tools/tool0.ts answered',
          ms(coldStart.withoutMs),
          ms(coldStart.withMs),
          ms(coldStart.withMs - coldStart.withoutMs),
        ],
        [
          'same, first start (plugin cache empty)',
          ms(coldStart.withoutMs),
          ms(coldStart.firstMs),
          ms(coldStart.firstMs - coldStart.withoutMs),
        ],
      ],
    ),
  ].join('\n\n');
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const { values } = parseArgs({
    options: {
      smoke: { type: 'boolean', default: false },
      'cold-reps': { type: 'string', default: '5' },
      'edit-reps': { type: 'string', default: '15' },
    },
  });
  const app = values.smoke ? { toolFiles: 10, fillerFiles: 40 } : { toolFiles: 100, fillerFiles: 900 };
  const workDir = join(tmpdir(), 'webmcp-nexus-bench-dev');
  mkdirSync(workDir, { recursive: true });
  try {
    const result = await measureDevServer({
      workDir,
      ...app,
      coldReps: values.smoke ? 1 : Number(values['cold-reps']),
      editReps: values.smoke ? 2 : Number(values['edit-reps']),
    });
    console.log(
      `Vite dev server over a generated app (${app.toolFiles + app.fillerFiles} modules, ${app.toolFiles} tool modules)\n`,
    );
    console.log(formatDevServer(result));
    for (const row of result.edits) {
      console.log(`${row.edit}: ${row.samples.map((sample) => sample.toFixed(1)).join(', ')} ms`);
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
