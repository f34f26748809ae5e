// Section 1: cold extraction of every tool, whole process, against `tsc --noEmit` and the two
// well-known schema generators producing the same parameter types.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { generateProject } from './generate-project.mjs';
import { median, repeat, timeProcess } from './measure.mjs';

const require = createRequire(import.meta.url);
/** The absolute path of a package's executable. */
const bin = (pkg, command = pkg) => {
  const manifest = require(`${pkg}/package.json`);
  return join(
    require.resolve(`${pkg}/package.json`),
    '..',
    typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[command],
  );
};
const node = process.execPath;

/** Measures one project size; returns one result row per contender. */
export function measureColdExtraction({ workDir, files, reps }) {
  const project = generateProject(join(workDir, `cold-${files}`), { toolFiles: files });
  const tsconfig = join(project.root, 'tsconfig.json');
  const contenders = {
    'webmcp-nexus extractProject()': [node, [join(import.meta.dirname, 'child/extract.mjs'), project.root]],
    // The same with the core's V8 code cache off: what a machine's very first run costs.
    '  same, code cache off': [
      node,
      [join(import.meta.dirname, 'child/extract.mjs'), project.root],
      { NODE_DISABLE_COMPILE_CACHE: '1' },
    ],
    // The program of everything the call sites import (as before issue 12): the memory baseline.
    '  same, whole program': [
      node,
      [join(import.meta.dirname, 'child/extract.mjs'), project.root, '{"scope":false}'],
    ],
    'tsc --noEmit': [node, [bin('typescript', 'tsc'), '-p', tsconfig]],
    'ts-json-schema-generator': [
      node,
      [
        bin('ts-json-schema-generator'),
        '--path',
        join(project.root, 'src/tools/*.ts'),
        '--type',
        '*',
        '--tsconfig',
        tsconfig,
        '--no-type-check',
        '--out',
        join(project.root, 'tjsg.json'),
      ],
    ],
    'typescript-json-schema': [
      node,
      [
        bin('typescript-json-schema'),
        tsconfig,
        '*',
        '--ignoreErrors',
        '--out',
        join(project.root, 'tjs.json'),
      ],
    ],
  };
  const rows = [];
  for (const [name, [command, args, env]] of Object.entries(contenders)) {
    const samples = repeat(reps, () =>
      timeProcess(command, args, { cwd: project.root, env: { ...process.env, ...env } }),
    );
    const reports = args[0].endsWith('extract.mjs') ? samples.map((sample) => JSON.parse(sample.stdout)) : [];
    for (const report of reports) {
      if (report.tools !== files) throw new Error(`expected ${files} tools, got ${JSON.stringify(report)}`);
    }
    rows.push({
      name,
      files,
      ms: median(samples.map((s) => s.ms)),
      peakMiB: median(samples.map((s) => s.peakMiB)),
      // The extraction alone (in-process, after the import): what per-tool flatness is judged on.
      extractMs: reports.length ? median(reports.map((report) => report.extractMs)) : Number.NaN,
    });
  }
  return rows;
}
