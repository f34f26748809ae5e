// `pnpm bench`: every benchmark section in one run, ratios against baselines measured in the same run.
// Options: --sizes 200,1000  --reps 5  --smoke (tiny sizes, one repetition: keeps the script working in CI)
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { measureColdExtraction } from './cold-extraction.mjs';
import { table } from './measure.mjs';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '200,1000' },
    reps: { type: 'string', default: '5' },
    smoke: { type: 'boolean' },
  },
});
const sizes = values.smoke ? [20] : values.sizes.split(',').map(Number);
const reps = values.smoke ? 1 : Number(values.reps);
const workDir = join(tmpdir(), 'webmcp-nexus-bench');
mkdirSync(workDir, { recursive: true });

console.log(
  `webmcp-nexus bench — node ${process.version}, ${(await import('node:os')).cpus().length} cores, ${reps} repetition(s), medians\n`,
);

const cold = sizes.flatMap((files) => measureColdExtraction({ workDir, files, reps }));
const rows = cold.map((row) => {
  const ours = cold.find((r) => r.files === row.files && r.name.startsWith('webmcp'));
  const tsc = cold.find((r) => r.files === row.files && r.name === 'tsc --noEmit');
  return [
    row.name,
    row.files,
    row.ms.toFixed(0),
    row.peakMiB.toFixed(0),
    (ours.ms / row.ms).toFixed(2),
    (row.ms / tsc.ms).toFixed(2),
  ];
});
console.log('1. Cold extraction of all tools (whole process)');
console.log(table(['contender', 'files', 'ms', 'peak MiB', 'ours ÷ this', 'this ÷ tsc'], rows));
