import {
  BROKEN_GREETER_FILES,
  GREETER_FILES,
  GREETER_SCHEMAS,
} from '@webmcp-nexus/test-helpers/fixture-project';
import { editGreetJsDoc, editGreetParamsType } from '@webmcp-nexus/test-helpers/greeter-edits';
import { pollUntil } from '@webmcp-nexus/test-helpers/poll';
import { runBundle } from '@webmcp-nexus/test-helpers/run-bundle';
import { describe, expect, it } from 'vitest';
import { type DevServerFixture, startDevServer } from './dev-server-fixture';
import { problemsOf, TYPESCRIPT_RULES } from './support';

/** Generous: a cold ts-loader build on a busy 2-core machine; the polls end as soon as they succeed. */
const DEADLINE_MS = 120_000;

type GreetSchema = (typeof GREETER_SCHEMAS)['greet'] & {
  inputSchema: { properties: Record<string, { type: string; description?: string }> };
};

/** The greet tool's schema in the bundle the dev server serves now. */
async function servedGreetSchema(server: DevServerFixture): Promise<GreetSchema> {
  const { exports } = await runBundle(await server.fetchBundle());
  return exports.api.greet.__webmcpSchema;
}

/**
 * The HMR update chunks of the builds from `firstBuild` on: what a page open on the dev server
 * downloads after an edit (each is named after the hash of the build before it).
 */
async function hotUpdatesFrom(server: DevServerFixture, firstBuild: number): Promise<string> {
  const updates: string[] = [];
  for (let build = Math.max(firstBuild, 1); build < server.builds.length; build++) {
    const update = await server.fetchServedFile(`main.${server.builds[build - 1].hash}.hot-update.js`);
    if (update !== undefined) updates.push(update);
  }
  return updates.join('\n');
}

describe.each(['esbuild-loader', 'ts-loader'])('webpack-dev-server (hot) with %s', (loader) => {
  it('serves the schemas, then re-derives them when the type in a third file or the JSDoc changes', async () => {
    const server = await startDevServer(`dev-server-${loader}`, GREETER_FILES, TYPESCRIPT_RULES[loader]);
    try {
      const first = await runBundle(await server.fetchBundle());
      expect(problemsOf(server.builds[0]).errors).toEqual([]);
      expect(first.exports.api.greet.__webmcpSchema).toEqual(GREETER_SCHEMAS.greet);
      expect(first.exports.farewell.__webmcpSchema).toEqual(GREETER_SCHEMAS.farewell);
      expect([...first.tools.keys()].sort()).toEqual(['farewell', 'greet']);

      // types.ts is imported for its types only: it never reaches webpack as a module.
      const buildsBeforeEdits = server.builds.length;
      editGreetParamsType(server.project);
      const afterType = await pollUntil(
        () => servedGreetSchema(server),
        (schema) => schema.inputSchema.properties.smiley !== undefined,
        DEADLINE_MS,
      );
      expect(afterType.inputSchema.properties).toEqual({
        name: { type: 'string', description: 'The full name of the person to greet' },
        volume: { type: 'string', enum: ['quiet', 'loud'], description: 'How loud the greeting is' },
        smiley: { type: 'boolean', description: 'Add a smiley' },
      });

      editGreetJsDoc(server.project);
      const afterJsDoc = await pollUntil(
        () => servedGreetSchema(server),
        (schema) => schema.description !== GREETER_SCHEMAS.greet.description,
        DEADLINE_MS,
      );
      expect(afterJsDoc.description).toBe('Greet someone warmly');
      expect(afterJsDoc.inputSchema.properties.smiley).toEqual({
        type: 'boolean',
        description: 'Add a smiley',
      });
      // A page already open gets the new schemas through HMR, not only on reload.
      const hotUpdates = await hotUpdatesFrom(server, buildsBeforeEdits);
      expect(hotUpdates).toContain('Add a smiley');
      expect(hotUpdates).toContain('Greet someone warmly');
      // Each edit was a real rebuild of the served bundle, without errors.
      expect(server.builds.length).toBeGreaterThanOrEqual(3);
      expect(server.builds.flatMap((stats) => problemsOf(stats).errors)).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});

describe('webpack-dev-server with a broken tool', () => {
  it('reports the error as a warning, serves the other tools, then the fixed one', async () => {
    const server = await startDevServer(
      'dev-server-broken',
      BROKEN_GREETER_FILES,
      TYPESCRIPT_RULES['esbuild-loader'],
    );
    try {
      const { tools, exports } = await runBundle(await server.fetchBundle());
      const { errors, warnings } = problemsOf(server.builds[0]);
      expect(errors).toEqual([]);
      expect(warnings.join('\n')).toContain('src/api.ts:16:25 - error M2:');
      expect(warnings.join('\n')).toContain('this tool is skipped until the error is fixed');
      expect([...tools.keys()].sort()).toEqual(['farewell', 'greet']);
      expect(exports.api.greet.__webmcpSchema.description).toBe(GREETER_SCHEMAS.greet.description);
      expect(exports.farewell.__webmcpSchema).toEqual(GREETER_SCHEMAS.farewell);

      // The developer fixes the tool while the server runs: it is served, and the error is gone.
      const fixedApi = BROKEN_GREETER_FILES['src/api.ts'].replace(
        'getUser(id: string) {\n  return { id };',
        'getUser({ id }: { /** The user id */ id: string }) {\n  return { id };',
      );
      expect(fixedApi).not.toBe(BROKEN_GREETER_FILES['src/api.ts']);
      server.project.write('src/api.ts', fixedApi);
      const fixed = await pollUntil(
        async () => runBundle(await server.fetchBundle()),
        (run) => run.tools.has('getUser'),
        DEADLINE_MS,
      );
      expect(fixed.tools.get('getUser')?.inputSchema).toEqual({
        type: 'object',
        properties: { id: { type: 'string', description: 'The user id' } },
        required: ['id'],
        additionalProperties: false,
      });
      const latest = problemsOf(server.builds[server.builds.length - 1]);
      expect(latest.errors).toEqual([]);
      expect(latest.warnings.join('\n')).not.toContain('error M2');
    } finally {
      await server.stop();
    }
  });
});
