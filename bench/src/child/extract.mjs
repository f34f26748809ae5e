// One cold `extractProject()` in a fresh process: prints JSON with the tool count and timings.
import { performance } from 'node:perf_hooks';

const started = performance.now();
const { createExtractor } = await import('@webmcp-nexus/core');
const loaded = performance.now();
const result = createExtractor({ root: process.argv[2] }).extractProject();
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
