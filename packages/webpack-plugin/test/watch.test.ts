import { readFileSync } from 'node:fs';
import {
  BROKEN_GREETER_FILES,
  createFixtureProject,
  LOADER_FIXTURE_FILES,
} from '@webmcp-nexus/test-helpers/fixture-project';
import { editGreetJsDoc, editGreetParamsType } from '@webmcp-nexus/test-helpers/greeter-edits';
import { pollUntil } from '@webmcp-nexus/test-helpers/poll';
import { runBundle } from '@webmcp-nexus/test-helpers/run-bundle';
import { describe, expect, it } from 'vitest';
import webpack, { type Stats } from 'webpack';
import { WebMcpPlugin } from '../src/index';
import { nodeBundleConfig, problemsOf, TMP_DIR, TYPESCRIPT_RULES } from './support';

type GreetSchema = {
  description: string;
  inputSchema: { properties: Record<string, { description?: string }> };
};

/** Starts `webpack --watch` on a fixture; `builds` grows as rebuilds finish. */
function watchFixture(name: string, files: Record<string, string>, loader: string) {
  const project = createFixtureProject(TMP_DIR, name, files);
  const compiler = webpack(nodeBundleConfig(project.root, TYPESCRIPT_RULES[loader], [new WebMcpPlugin()]));
  const builds: Stats[] = [];
  const watching = compiler.watch({ aggregateTimeout: 50 }, (error, stats) => {
    if (stats) builds.push(stats);
    if (error) throw error;
  });
  const stop = () =>
    new Promise<void>((resolve) =>
      watching!.close(() =>
        compiler.close(() => {
          project.remove();
          resolve();
        }),
      ),
    );
  return { project, builds, stop };
}

describe.each(['esbuild-loader', 'ts-loader'])('webpack --watch with %s', (loader) => {
  it('re-derives the schema when the parameter type in a third file or the JSDoc changes', async () => {
    const { project, builds, stop } = watchFixture(`watch-${loader}`, LOADER_FIXTURE_FILES, loader);
    const greetSchema = async () => {
      const { exports } = await runBundle(readFileSync(project.path('dist/bundle.js'), 'utf8'));
      return exports.api.greet.__webmcpSchema as GreetSchema;
    };
    try {
      await pollUntil(
        () => builds.length,
        (count) => count >= 1,
        120_000,
      );
      expect(problemsOf(builds[0]).errors).toEqual([]);
      expect((await greetSchema()).inputSchema.properties.smiley).toBeUndefined();

      editGreetParamsType(project);
      const afterType = await pollUntil(
        greetSchema,
        (schema) => schema.inputSchema.properties.smiley !== undefined,
        120_000,
      );
      expect(afterType.inputSchema.properties.smiley).toEqual({
        type: 'boolean',
        description: 'Add a smiley',
      });

      editGreetJsDoc(project);
      const afterJsDoc = await pollUntil(
        greetSchema,
        (schema) => schema.description !== 'Greet someone by name',
        120_000,
      );
      expect(afterJsDoc.description).toBe('Greet someone warmly');
    } finally {
      await stop();
    }
  });
});

describe('webpack --watch with a broken tool', () => {
  it('reports the error as a warning, skips the tool and keeps the rest', async () => {
    const { project, builds, stop } = watchFixture('watch-broken', BROKEN_GREETER_FILES, 'esbuild-loader');
    try {
      await pollUntil(
        () => builds.length,
        (count) => count >= 1,
        120_000,
      );
      const { errors, warnings } = problemsOf(builds[0]);
      expect(errors).toEqual([]);
      expect(warnings.join('\n')).toContain('src/api.ts:16:25 - error M2:');
      const { tools } = await runBundle(readFileSync(project.path('dist/bundle.js'), 'utf8'));
      expect([...tools.keys()].sort()).toEqual(['farewell', 'greet']);
    } finally {
      await stop();
    }
  });
});
