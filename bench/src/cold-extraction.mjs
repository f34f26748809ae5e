// Section 1: cold extraction of every tool, whole process, as a build runs it (the schema service
// asked for the call-site file, persistent cache off), against `tsc --noEmit` of TypeScript 6 and
// TypeScript 7 (the `typescript-7` alias: its `tsc` runs the native compiler), and with `peers`
// the two well-known schema generators producing the same parameter types.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { generateProject } from './generate-project.mjs';
import { median, timeProcess } from './measure.mjs';

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

/**
 * Measures one project size; returns one result row per contender. The contenders take turns in
 * every round (drift on a busy machine then hits them alike); a first round warms the file cache
 * and is not counted (`warmUp: false` skips it).
 */
export function measureColdExtraction({ workDir, files, reps, peers = false, warmUp = true }) {
  const project = generateProject(join(workDir, `cold-${files}`), { toolFiles: files });
  const tsconfig = join(project.root, 'tsconfig.json');
  const contenders = {
    "webmcp-nexus, a build's schema service": [
      node,
      [join(import.meta.dirname, 'child/extract.mjs'), project.root],
    ],
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
    'tsc --noEmit (TypeScript 6)': [node, [bin('typescript', 'tsc'), '-p', tsconfig]],
    'tsc --noEmit (TypeScript 7)': [node, [bin('typescript-7', 'tsc'), '-p', tsconfig]],
  };
  const peerContenders = {
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
  const all = Object.entries({ ...contenders, ...(peers ? peerContenders : {}) });
  const samples = Object.fromEntries(all.map(([name]) => [name, []]));
  for (let round = warmUp ? 0 : 1; round <= reps; round++) {
    for (const [name, [command, args, env]] of all) {
      const sample = timeProcess(command, args, { cwd: project.root, env: { ...process.env, ...env } });
      if (round > 0) samples[name].push(sample);
    }
  }
  return all.map(([name, [, args]]) => {
    const reports = args[0].endsWith('extract.mjs')
      ? samples[name].map((sample) => JSON.parse(sample.stdout))
      : [];
    for (const report of reports) {
      if (report.tools !== files) throw new Error(`expected ${files} tools, got ${JSON.stringify(report)}`);
    }
    return {
      name,
      files,
      ms: median(samples[name].map((s) => s.ms)),
      peakMiB: median(samples[name].map((s) => s.peakMiB)),
      // The extraction alone (in-process, after the core's import): what per-tool flatness is judged on.
      extractMs: reports.length ? median(reports.map((report) => report.extractMs)) : Number.NaN,
      // Which engine served the call site in the last round (the service's stats).
      servedBy: reports.length ? servedBy(reports.at(-1)) : '',
    };
  });
}

/** 'syntactic', 'checker' or 'cache' (the engines that served, from the service's stats). */
function servedBy(report) {
  const served = report.served ?? {};
  const engines = Object.keys(served).filter((engine) => served[engine] > 0);
  const bails = report.bails?.length ? ` (bail: ${report.bails.join(', ')})` : '';
  return `${engines.join(' + ') || 'extractor'}${bails}`;
}
