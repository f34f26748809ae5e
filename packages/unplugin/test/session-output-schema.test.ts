import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createFixtureProject, FIXTURE_TSCONFIG } from '@webmcp-nexus/test-helpers/fixture-project';
import { afterAll, describe, expect, it } from 'vitest';
import { deliver, recordingSession } from './support/recording-session';

const project = createFixtureProject(
  fileURLToPath(new URL('./.tmp', import.meta.url)),
  'session-output-schema',
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

/** The outputSchema a session with `outputSchema` delivers, and the one its manifest lists. */
async function outputSchemas(outputSchema: boolean | undefined) {
  const manifest = project.path(`manifest-${outputSchema}.json`);
  const { session } = recordingSession({ outputSchema, manifest }, { root: project.root });
  session.startBuild();
  const main = project.path('src/main.ts');
  await deliver(session, main, readFileSync(main, 'utf8'));
  session.writeManifest();
  return {
    delivered: session.bundleTools()[0]?.schema.outputSchema,
    listed: JSON.parse(readFileSync(manifest, 'utf8')).tools[0].outputSchema,
  };
}

describe('the outputSchema option of a build session', () => {
  it('reaches the extractor and the manifest: off by default, derived from the return type when on', async () => {
    expect(await outputSchemas(undefined)).toEqual({ delivered: undefined, listed: undefined });
    const schema = { type: 'object', properties: { price: { type: 'number' } }, required: ['price'] };
    expect(await outputSchemas(true)).toEqual({ delivered: schema, listed: schema });
  });
});
