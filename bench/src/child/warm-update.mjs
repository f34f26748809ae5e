// Warm re-extraction: one extractor, `extractProject()` once, then repeated one-file edits, each
// followed by `updateFile()`. Prints JSON with the samples (ms) for a tool-file edit and a
// shared-type edit. Args: <root> <toolFile> <sharedFile> <reps>
import { readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createExtractor } from '@webmcp-nexus/core';

const [root, toolFile, sharedFile, repsArg] = process.argv.slice(2);
const reps = Number(repsArg);
const extractor = createExtractor({ root });
const initial = extractor.extractProject();

/** Edits `file` `reps` times (alternating a JSDoc text) and times each `updateFile`. */
function timeEdits(file, from, to) {
  const original = readFileSync(file, 'utf8');
  const samples = [];
  try {
    for (let i = 0; i < reps; i++) {
      const edited = original.replace(from, `${to} ${i}`);
      writeFileSync(file, edited);
      const started = performance.now();
      const result = extractor.updateFile(file);
      samples.push(performance.now() - started);
      if (result.tools.length !== initial.tools.length) throw new Error(`lost tools after editing ${file}`);
    }
  } finally {
    writeFileSync(file, original);
    extractor.updateFile(file);
  }
  return samples;
}

console.log(
  JSON.stringify({
    tools: initial.tools.length,
    toolFile: timeEdits(toolFile, 'Search keyword', 'Search term, edit'),
    sharedFile: timeEdits(sharedFile, 'City name', 'City, edit'),
  }),
);
