// A one-off webpack build (`compiler.run`) adds the plugin's loader only to the files its
// transform can change (a call site, a tool, a diagnostic): every other module of the app is
// compiled without a loader call into the plugin. The tools come out the same.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Compiler, NormalModule } from 'webpack';
import {
  createFixtureProject,
  type FixtureProject,
  GREETER_FILES,
  GREETER_SCHEMAS,
  withPlainModules,
} from '../../unplugin/test/support/fixture-project';
import { runBundle } from '../../unplugin/test/support/run-bundle';
import { WebMcpPlugin } from '../src/index';
import { nodeBundleConfig, runWebpack, TMP_DIR, TYPESCRIPT_RULES } from './support';

const APP_FILES = withPlainModules(GREETER_FILES);

let project: FixtureProject;
afterAll(() => project?.remove());

/** Records the project modules that got a loader of the plugin (unplugin's transform loader). */
function recordPluginLoaders(into: string[]) {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.compilation.tap('record-loaders', (compilation) => {
        compilation.hooks.succeedModule.tap('record-loaders', (module) => {
          const normal = module as NormalModule;
          if (normal.loaders?.some((loader) => /unplugin.*transform/.test(loader.loader)))
            into.push(normal.resource);
        });
      });
    },
  };
}

describe('webpack build (compiler.run)', () => {
  it('gives the plugin’s loader only to the files with tools, and injects their schemas', async () => {
    project = createFixtureProject(TMP_DIR, 'inert', APP_FILES);
    const withLoader: string[] = [];
    const stats = await runWebpack(
      nodeBundleConfig(project.root, TYPESCRIPT_RULES['esbuild-loader'], [
        new WebMcpPlugin(),
        recordPluginLoaders(withLoader),
      ]),
    );
    expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
    const relative = [...new Set(withLoader)]
      .filter((file) => file.startsWith(`${project.root}/`))
      .map((file) => file.slice(project.root.length + 1))
      .sort();
    expect(relative).toEqual(['src/api.ts', 'src/main.ts']);
    const modules = stats.toJson({ modules: true }).modules?.map((module) => module.name) ?? [];
    expect(modules).toEqual(expect.arrayContaining(['./src/format.ts', './src/widgets/banner.ts']));
    const { tools, exports } = await runBundle(readFileSync(project.path('dist/bundle.js'), 'utf8'));
    expect([...tools.keys()].sort()).toEqual(['farewell', 'greet']);
    expect(exports.api.greet.__webmcpSchema).toEqual(GREETER_SCHEMAS.greet);
  });
});
