import { readFileSync } from 'node:fs';
import {
  createFixtureProject,
  type FixtureProject,
  GREETER_SCHEMAS,
  LOADER_FIXTURE_FILES,
  PANEL_TOOLS,
} from '@webmcp-nexus/test-helpers/fixture-project';
import { runBundle } from '@webmcp-nexus/test-helpers/run-bundle';
import { afterAll, describe, expect, it } from 'vitest';
import { WebMcpPlugin } from '../src/index';
import { nodeBundleConfig, problemsOf, runWebpack, TMP_DIR, TYPESCRIPT_RULES } from './support';

const projects: FixtureProject[] = [];
afterAll(() => {
  for (const project of projects) project.remove();
});

// If the plugin's loader ran after the TypeScript loader, it would see JavaScript without types
// and no schema (or a wrong one) could come out: the schemas below prove the order.
describe.each(Object.keys(TYPESCRIPT_RULES))('webpack 5 with %s', (loader) => {
  it('runs the plugin first: every tool of the built bundle carries its schema', async () => {
    const project = createFixtureProject(TMP_DIR, loader, LOADER_FIXTURE_FILES);
    projects.push(project);
    const stats = await runWebpack(
      nodeBundleConfig(project.root, TYPESCRIPT_RULES[loader], [new WebMcpPlugin()]),
    );
    expect(problemsOf(stats).errors).toEqual([]);
    const { tools, exports } = await runBundle(readFileSync(project.path('dist/bundle.js'), 'utf8'));
    expect([...tools.keys()].sort()).toEqual(['farewell', 'greet']);
    expect(exports.api.greet.__webmcpSchema).toEqual(GREETER_SCHEMAS.greet);
    expect(exports.farewell.__webmcpSchema).toEqual(GREETER_SCHEMAS.farewell);
    expect(exports.Panel.__webmcpTools).toEqual(PANEL_TOOLS);
    const greet = tools.get('greet')!;
    expect(await greet.execute({ name: 'Ada' })).toMatchObject({
      content: [{ type: 'text', text: 'hello Ada' }],
    });
  });
});
