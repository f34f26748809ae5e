import { build } from 'vite';
import { build as buildWithVite5 } from 'vite-5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFixtureProject,
  type FixtureProject,
  GREETER_FILES,
  GREETER_SCHEMAS,
} from '../../unplugin/test/support/fixture-project';
import { runBundle } from '../../unplugin/test/support/run-bundle';
import webmcp from '../src/index';
import { firstChunkCode, iifeBuildConfig, TMP_DIR } from './support';

let project: FixtureProject;
beforeAll(() => {
  project = createFixtureProject(TMP_DIR, 'greeter', GREETER_FILES);
});
afterAll(() => project.remove());

describe.each([
  ['Vite 8', build],
  ['Vite 5 (oldest supported)', buildWithVite5],
])('a library build with %s', (_name, runBuild) => {
  it('registers every tool with the schema derived from its TypeScript', async () => {
    const config = {
      ...iifeBuildConfig(project.root, [webmcp()]),
      build: { ...iifeBuildConfig(project.root, []).build, write: false },
    };
    const code = firstChunkCode(await runBuild(config as never));
    const { tools, exports } = await runBundle(code);
    expect([...tools.keys()].sort()).toEqual(['farewell', 'greet']);
    expect(exports.api.greet.__webmcpSchema).toEqual(GREETER_SCHEMAS.greet);
    expect(exports.farewell.__webmcpSchema).toEqual(GREETER_SCHEMAS.farewell);
    const greet = tools.get('greet')!;
    expect(greet).toMatchObject({
      title: 'Greet',
      description: 'Greet someone by name',
      inputSchema: GREETER_SCHEMAS.greet.inputSchema,
    });
    expect(await greet.execute({ name: 'Ada', volume: 'loud' })).toMatchObject({
      content: [{ type: 'text', text: 'HELLO ADA!' }],
    });
  });
});
