import { existsSync, readFileSync } from 'node:fs';
import {
  createFixtureProject,
  FIXTURE_TSCONFIG,
  type FixtureProject,
} from '@webmcp-nexus/test-helpers/fixture-project';
import { L6_TOOL_FILE, listedManifest } from '@webmcp-nexus/test-helpers/listed-manifest';
import { afterAll, describe, expect, it } from 'vitest';
import { type Options, WebMcpPlugin } from '../src/index';
import { nodeBundleConfig, problemsOf, runWebpack, TMP_DIR, TYPESCRIPT_RULES } from './support';

const projects: FixtureProject[] = [];
afterAll(() => {
  for (const project of projects) project.remove();
});

async function build(name: string, options?: Options) {
  const project = createFixtureProject(TMP_DIR, name, {
    'tsconfig.json': FIXTURE_TSCONFIG,
    'src/main.ts': L6_TOOL_FILE,
  });
  projects.push(project);
  const config = nodeBundleConfig(project.root, TYPESCRIPT_RULES['esbuild-loader'], [
    new WebMcpPlugin(options),
  ]);
  return { project, problems: problemsOf(await runWebpack(config)) };
}

describe('webpack with a tool that lints', () => {
  it('warns with the location, and writes webmcp-tools.json into the project root (not output.path) as webmcp-nexus list --json prints it', async () => {
    const { project, problems } = await build('manifest-lints');
    expect(problems.errors).toEqual([]);
    expect(problems.warnings.join('\n')).toContain('src/main.ts:4:17 - warning L6:');
    const written = readFileSync(project.path('webmcp-tools.json'), 'utf8');
    expect(written).toBe(await listedManifest(project.root));
    // Outside what the site serves: no source paths, no admin-only tools in output.path.
    expect(existsSync(project.path('dist/webmcp-tools.json'))).toBe(false);
  });

  it('fails with the located lint made an error, and writes no manifest then, nor with manifest: false', async () => {
    const failed = await build('manifest-failed', { rules: { L6: 'error' } });
    expect(failed.problems.errors.join('\n')).toContain('src/main.ts:4:17 - error L6:');
    expect(existsSync(failed.project.path('webmcp-tools.json'))).toBe(false);
    const off = await build('manifest-off', { manifest: false });
    expect(off.problems.errors).toEqual([]);
    expect(existsSync(off.project.path('dist/bundle.js'))).toBe(true);
    expect(existsSync(off.project.path('webmcp-tools.json'))).toBe(false);
  });
});
