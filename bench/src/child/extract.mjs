// One cold extraction in a fresh process: prints JSON with the tool count, timings and which engine
// served. Args: <root> [options as JSON]. `via`:
// - 'service' (default): what a build runs, `createSchemaService` asked for each call-site file
//   (`callSites`, relative to root; default src/main.ts), the checker engine in its worker thread;
// - 'extractor': `createExtractor().extractProject()`, what the CLI runs.
// Every other option goes to the core. The persistent cache is off unless they say `"cache": true`
// (cold runs must stay cold). `loadMs` is the import of the core, `extractMs` the rest.
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const started = performance.now();
const { createExtractor, createSchemaService } = await import('@webmcp-nexus/core');
const {
  via = 'service',
  callSites = ['src/main.ts'],
  ...options
} = {
  cache: false,
  ...JSON.parse(process.argv[3] ?? '{}'),
};
const root = process.argv[2];
const loaded = performance.now();
let result;
let served;
if (via === 'extractor') {
  result = createExtractor({ root, ...options }).extractProject();
} else {
  const service = createSchemaService({ root, ...options });
  const results = [];
  for (const file of callSites) results.push(await service.extractCallSites(join(root, file)));
  result = {
    tools: results.flatMap((each) => each.tools),
    diagnostics: results.flatMap((each) => each.diagnostics),
  };
  served = service.stats();
  await service.close();
}
const done = performance.now();
const errors = result.diagnostics.filter((d) => d.severity === 'error');
console.log(
  JSON.stringify({
    tools: result.tools.length,
    errors: errors.length,
    firstError: errors[0] && `${errors[0].code} ${errors[0].message}`,
    loadMs: loaded - started,
    extractMs: done - loaded,
    served: served?.served,
    bails: served && Object.keys(served.bails),
  }),
);
