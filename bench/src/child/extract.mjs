// One `extractProject()` in a fresh process: prints JSON with the tool count and timings.
// Args: <root> [extractor options as JSON]. The persistent cache is off unless the options say
// `"cache": true` (cold runs must stay cold). A cold run loads TypeScript first, through the
// core's own loader (same V8 code cache), so that `extractMs` is the extraction alone: what
// per-tool flatness is judged on. `loadMs` is the import of the core plus that load.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';

const started = performance.now();
const { createExtractor } = await import('@webmcp-nexus/core');
const options = { cache: false, ...JSON.parse(process.argv[3] ?? '{}') };
if (!options.cache) {
  const dist = join(
    dirname(createRequire(import.meta.url).resolve('@webmcp-nexus/core/package.json')),
    'dist',
  );
  const { loadTsMorph } = await import(join(dist, 'load-ts-morph.js'));
  loadTsMorph(createRequire(join(dist, 'engine.cjs')));
}
const loaded = performance.now();
const result = createExtractor({ root: process.argv[2], ...options }).extractProject();
const done = performance.now();
const errors = result.diagnostics.filter((d) => d.severity === 'error');
console.log(
  JSON.stringify({
    tools: result.tools.length,
    errors: errors.length,
    firstError: errors[0] && `${errors[0].code} ${errors[0].message}`,
    loadMs: loaded - started,
    extractMs: done - loaded,
  }),
);
