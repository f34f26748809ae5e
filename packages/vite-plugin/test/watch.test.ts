import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import {
  createFixtureProject,
  type FixtureProject,
  GREETER_FILES,
} from '@webmcp-nexus/test-helpers/fixture-project';
import { editGreetJsDoc, editGreetParamsType } from '@webmcp-nexus/test-helpers/greeter-edits';
import { pollUntil } from '@webmcp-nexus/test-helpers/poll';
import { runBundle } from '@webmcp-nexus/test-helpers/run-bundle';
import { afterAll, describe, expect, it } from 'vitest';
import webmcp from '../src/index';
import {
  clientSchemaModule,
  iifeBuildConfig,
  recordingLogger,
  schemaModuleUrl,
  startDevServer,
  TMP_DIR,
} from './support';
import { VITE_VERSIONS } from './vite-versions';

const projects: FixtureProject[] = [];
afterAll(() => {
  for (const project of projects) project.remove();
});

function greeter(name: string, files = GREETER_FILES): FixtureProject {
  const project = createFixtureProject(TMP_DIR, name, files);
  projects.push(project);
  return project;
}

/** The greeter whose call site accepts its own hot updates, so Vite names it in `hmr update`. */
const SELF_ACCEPTING_GREETER_FILES = {
  ...GREETER_FILES,
  'src/vite-env.d.ts': `/// <reference types="vite/client" />\n`,
  'src/main.ts': `${GREETER_FILES['src/main.ts']}
if (import.meta.hot) import.meta.hot.accept();
`,
};

type GreetSchema = {
  description: string;
  inputSchema: { properties: Record<string, { description?: string }> };
};

const hasSmiley = (schema: GreetSchema) => schema.inputSchema.properties.smiley !== undefined;

describe.each(VITE_VERSIONS)('$name', (vite) => {
  describe('vite build --watch', () => {
    it('re-derives the schema when the parameter type in a third file or the JSDoc changes', async () => {
      const project = greeter('watch-build');
      const config = iifeBuildConfig(project.root, [webmcp()]);
      let builds = 0;
      const watcher = (await vite.build({ ...config, build: { ...config.build, watch: {} } })) as unknown as {
        on(event: 'event', listener: (event: { code: string; result?: { close(): void } }) => void): void;
        close(): Promise<void>;
      };
      watcher.on('event', (event) => {
        if (event.code === 'BUNDLE_END') {
          builds++;
          event.result?.close();
        }
      });
      const greetSchema = async () => {
        const { exports } = await runBundle(readFileSync(join(project.root, 'dist/bundle.js'), 'utf8'));
        return exports.api.greet.__webmcpSchema as GreetSchema;
      };
      try {
        await pollUntil(
          () => builds,
          (count) => count >= 1,
        );
        expect((await greetSchema()).inputSchema.properties.smiley).toBeUndefined();

        editGreetParamsType(project);
        const afterType = await pollUntil(greetSchema, hasSmiley);
        expect(afterType.inputSchema.properties.smiley).toEqual({
          type: 'boolean',
          description: 'Add a smiley',
        });
        expect(afterType.inputSchema.properties.name.description).toBe(
          'The full name of the person to greet',
        );

        editGreetJsDoc(project);
        const afterJsDoc = await pollUntil(
          greetSchema,
          (schema) => schema.description !== 'Greet someone by name',
        );
        expect(afterJsDoc.description).toBe('Greet someone warmly');
      } finally {
        await watcher.close();
      }
    });
  });

  describe('the dev server', () => {
    it('serves the new schema (SSR, client transform, HTTP) after the parameter type in a third file or the JSDoc changes', async () => {
      const project = greeter('watch-dev');
      const server = await startDevServer(project.root, { vite, listening: true });
      const ssrGreetSchema = async () => {
        const module = await server.ssrLoadModule('/src/main.ts');
        return module.api.greet.__webmcpSchema as GreetSchema;
      };
      try {
        // Both are cached before the edit: only an invalidation makes them fresh.
        expect((await ssrGreetSchema()).inputSchema.properties.smiley).toBeUndefined();
        expect(await clientSchemaModule(server)).not.toContain('Add a smiley');

        editGreetParamsType(project);
        const afterType = await pollUntil(ssrGreetSchema, hasSmiley);
        expect(afterType.inputSchema.properties.smiley).toEqual({
          type: 'boolean',
          description: 'Add a smiley',
        });
        await pollUntil(
          () => clientSchemaModule(server),
          (code) => code.includes('Add a smiley'),
        );

        editGreetJsDoc(project);
        const afterJsDoc = await pollUntil(
          ssrGreetSchema,
          (schema) => schema.description !== 'Greet someone by name',
        );
        expect(afterJsDoc.description).toBe('Greet someone warmly');
        // What a browser fetches over HTTP carries both edits; the tool's own module is served untouched.
        const origin = server.resolvedUrls!.local[0];
        const response = await fetch(new URL((await schemaModuleUrl(server)).slice(1), origin));
        expect(response.status).toBe(200);
        const served = await response.text();
        expect(served).toContain('Greet someone warmly');
        expect(served).toContain('Add a smiley');
        const api = await (await fetch(new URL('src/api.ts', origin))).text();
        expect(api).not.toContain('__webmcpSchema');
      } finally {
        await server.close();
      }
    });

    it('sends a hot update for the call site whose schemas changed when only its type file is edited', async () => {
      const project = greeter('watch-hmr', SELF_ACCEPTING_GREETER_FILES);
      const logger = recordingLogger();
      const server = await startDevServer(project.root, { vite, logger, listening: true });
      const mainModule = () =>
        [...(server.moduleGraph.getModulesByFile(project.path('src/main.ts')) ?? [])][0];
      const clientCode = () => clientSchemaModule(server);
      const hmrUpdates = () =>
        logger.infos
          .map((message) => stripVTControlCharacters(message))
          .filter((message) => message.includes('hmr update'));
      try {
        expect(await clientCode()).toContain('Greet someone by name');
        expect(await clientCode()).not.toContain('Add a smiley');
        expect(mainModule()?.lastHMRTimestamp).toBe(0);

        // The type file is a type-only import: it is not in Vite's module graph, so without the
        // plugin's hot-update hook Vite would update nothing at all.
        const editedAt = Date.now();
        editGreetParamsType(project);
        const [update] = await pollUntil(hmrUpdates, (updates) => updates.length > 0);
        expect(update).toContain('/src/main.ts');
        expect(mainModule()?.lastHMRTimestamp).toBeGreaterThanOrEqual(editedAt);
        expect(await pollUntil(clientCode, (code) => code.includes('Add a smiley'))).toContain(
          'The full name of the person to greet',
        );
        expect(logger.errors).toEqual([]);
      } finally {
        await server.close();
      }
    });
  });
});
