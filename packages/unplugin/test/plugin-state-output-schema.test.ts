import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { PluginState } from '../src/plugin-state';
import { createFixtureProject, FIXTURE_TSCONFIG } from './support/fixture-project';

const project = createFixtureProject(
  fileURLToPath(new URL('./.tmp', import.meta.url)),
  'state-output-schema',
  {
    'tsconfig.json': FIXTURE_TSCONFIG,
    'src/main.ts': `import { registerGlobalTools } from 'webmcp-nexus-sdk';
/** Get a product */
export async function getProduct(input: { /** Product id */ id: string }): Promise<{ price: number }> {
  return { price: input.id.length };
}
registerGlobalTools({ getProduct });
`,
  },
);
afterAll(() => project.remove());

const outputSchemaOf = (state: PluginState) => state.index().tools()[0]?.schema.outputSchema;

describe('the outputSchema option of a plugin instance', () => {
  it('reaches the extractor: off by default, derived from the return type when on', () => {
    expect(outputSchemaOf(new PluginState({ root: project.root, cache: false }))).toBeUndefined();
    expect(outputSchemaOf(new PluginState({ root: project.root, cache: false, outputSchema: true }))).toEqual(
      {
        type: 'object',
        properties: { price: { type: 'number' } },
        required: ['price'],
      },
    );
  });
});
