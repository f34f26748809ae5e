// Section 1, continued: an unchanged project extracted again in a fresh process, served by the
// persistent cache (node_modules/.cache/webmcp-nexus). The first run fills the cache.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateProject } from './generate-project.mjs';
import { median, repeat, timeProcess } from './measure.mjs';

const child = join(import.meta.dirname, 'child/extract.mjs');

/** Returns { files, inProcessMs (import + extractProject), processMs, peakMiB }, medians of `reps` hits. */
export function measureCacheHit({ workDir, files, reps }) {
  const project = generateProject(join(workDir, `hit-${files}`), { toolFiles: files });
  // The cache lives in the node_modules of the package that holds the project.
  writeFileSync(join(project.root, 'package.json'), '{ "name": "hit", "private": true }\n');
  const run = () =>
    timeProcess(process.execPath, [child, project.root, '{"cache":true}'], { cwd: project.root });
  // `repeat` warms up once: that run fills the cache.
  const samples = repeat(reps, run);
  const reports = samples.map((sample) => JSON.parse(sample.stdout));
  for (const report of reports) {
    if (report.tools !== files)
      throw new Error(`expected ${files} tools from the cache, got ${report.tools}`);
  }
  return {
    files,
    inProcessMs: median(reports.map((report) => report.loadMs + report.extractMs)),
    processMs: median(samples.map((sample) => sample.ms)),
    peakMiB: median(samples.map((sample) => sample.peakMiB)),
  };
}
