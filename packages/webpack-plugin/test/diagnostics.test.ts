import { readFileSync } from 'node:fs';
import {
  BROKEN_GREETER_FILES,
  createFixtureProject,
  type FixtureProject,
  GREETER_FILES,
  UNUSED_BROKEN_FILE,
} from '@webmcp-nexus/test-helpers/fixture-project';
import { runBundle } from '@webmcp-nexus/test-helpers/run-bundle';
import { afterAll, describe, expect, it } from 'vitest';
import { type Options, WebMcpPlugin } from '../src/index';
import { nodeBundleConfig, problemsOf, runWebpack, TMP_DIR, TYPESCRIPT_RULES } from './support';

const projects: FixtureProject[] = [];
afterAll(() => {
  for (const project of projects) project.remove();
});

function build(files: Record<string, string>, name: string, options?: Options) {
  const project = createFixtureProject(TMP_DIR, name, files);
  projects.push(project);
  const config = nodeBundleConfig(project.root, TYPESCRIPT_RULES['esbuild-loader'], [
    new WebMcpPlugin(options),
  ]);
  return { project, stats: runWebpack(config) };
}

describe('webpack with a broken tool', () => {
  it('fails the build with the location, the code frame and the fix, and no stack', async () => {
    const { stats } = build(BROKEN_GREETER_FILES, 'broken');
    const { errors, warnings } = problemsOf(await stats);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('src/api.ts:16:25 - error M2:');
    expect(errors[0]).toContain('> 16 | export function getUser(id: string) {');
    expect(errors[0]).toContain('fix: ');
    expect(errors[0]).not.toMatch(/\n\s+at /);
    // Warnings are printed once per build.
    expect(warnings.filter((warning) => warning.includes("'punctuation'"))).toHaveLength(1);
  });

  it('with failOnError: false, warns that the tool is skipped and the rest work', async () => {
    const { project, stats } = build(BROKEN_GREETER_FILES, 'broken-lenient', { failOnError: false });
    const { errors, warnings } = problemsOf(await stats);
    expect(errors).toEqual([]);
    expect(warnings.join('\n')).toContain('this tool is skipped');
    const { tools } = await runBundle(readFileSync(project.path('dist/bundle.js'), 'utf8'));
    expect([...tools.keys()].sort()).toEqual(['farewell', 'greet']);
  });

  it('does not fail for a broken tool in a file the app never imports', async () => {
    const { stats } = build({ ...GREETER_FILES, 'src/unused.ts': UNUSED_BROKEN_FILE }, 'unused-broken');
    expect(problemsOf(await stats)).toEqual({ errors: [], warnings: [] });
  });
});
