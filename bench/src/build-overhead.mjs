// Section 3: what the plugin adds to a production build of a generated app, for Vite and webpack,
// against `tsc --noEmit` of the same app.
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { generateProject } from './generate-project.mjs';
import { median, repeat, timeProcess } from './measure.mjs';

const require = createRequire(import.meta.url);
const sdkDir = resolve(import.meta.dirname, '../../packages/sdk');

/** Returns { tscMs, rows: [{ bundler, withoutMs, withMs, overheadMs }] }. */
export function measureBuildOverhead({ workDir, toolFiles, fillerFiles, reps }) {
  const project = generateProject(join(workDir, `app-${toolFiles + fillerFiles}`), {
    toolFiles,
    fillerFiles,
    sdkDir,
  });
  const tsc = join(require.resolve('typescript/package.json'), '../bin/tsc');
  const tscMs = median(
    repeat(reps, () => timeProcess(process.execPath, [tsc, '-p', join(project.root, 'tsconfig.json')])).map(
      (s) => s.ms,
    ),
  );
  const child = join(import.meta.dirname, 'child/build-app.mjs');
  const build = (bundler, mode) =>
    repeat(reps, () => {
      const sample = timeProcess(process.execPath, [child, bundler, project.root, mode], {
        cwd: project.root,
      });
      const report = JSON.parse(sample.stdout);
      if (mode === 'plugin' && report.schemas < toolFiles)
        throw new Error(`${bundler}: ${report.schemas} schemas injected, expected ${toolFiles}`);
      return sample.ms;
    });
  const rows = ['vite', 'webpack'].map((bundler) => {
    const withoutMs = median(build(bundler, 'none'));
    const withMs = median(build(bundler, 'plugin'));
    return { bundler, withoutMs, withMs, overheadMs: withMs - withoutMs };
  });
  return { tscMs, rows };
}
