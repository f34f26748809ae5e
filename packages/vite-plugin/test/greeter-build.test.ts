import {
  createFixtureProject,
  type FixtureProject,
  GREETER_FILES,
  GREETER_SCHEMAS,
} from '@webmcp-nexus/test-helpers/fixture-project';
import { runBundle } from '@webmcp-nexus/test-helpers/run-bundle';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webmcp from '../src/index';
import { firstChunkCode, iifeBuildConfig, TMP_DIR } from './support';
import { VITE_VERSIONS } from './vite-versions';

let project: FixtureProject;
beforeAll(() => {
  project = createFixtureProject(TMP_DIR, 'greeter', GREETER_FILES);
});
afterAll(() => project.remove());

describe.each(VITE_VERSIONS)('a library build with $name', (vite) => {
  it('registers every tool with the schema derived from its TypeScript', async () => {
    const config = {
      ...iifeBuildConfig(project.root, [webmcp()]),
      build: { ...iifeBuildConfig(project.root, []).build, write: false },
    };
    const code = firstChunkCode(await vite.build(config));
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
