// Section 2: warm re-extraction after a one-file edit (a tool file, then the type file every tool uses).
import { join } from 'node:path';
import { generateProject } from './generate-project.mjs';
import { median, percentile, timeProcess } from './measure.mjs';

/** Returns rows { edit, files, median, p95 } measured in one warm extractor process. */
export function measureWarmUpdate({ workDir, files, reps }) {
  const project = generateProject(join(workDir, `warm-${files}`), { toolFiles: files });
  const child = join(import.meta.dirname, 'child/warm-update.mjs');
  const { stdout } = timeProcess(process.execPath, [
    child,
    project.root,
    project.toolPaths[0],
    project.shared,
    String(reps),
  ]);
  const report = JSON.parse(stdout);
  if (report.tools !== files) throw new Error(`expected ${files} tools, got ${report.tools}`);
  return [
    { edit: 'one tool file', files, median: median(report.toolFile), p95: percentile(report.toolFile, 95) },
    {
      edit: 'shared type file (used by every tool)',
      files,
      median: median(report.sharedFile),
      p95: percentile(report.sharedFile, 95),
    },
  ];
}
