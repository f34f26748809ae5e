import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, createServer } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createFixtureProject,
  type FixtureProject,
  GREETER_FILES,
} from '../../unplugin/test/support/fixture-project';
import { editGreetJsDoc, editGreetParamsType } from '../../unplugin/test/support/greeter-edits';
import { pollUntil } from '../../unplugin/test/support/poll';
import { runBundle } from '../../unplugin/test/support/run-bundle';
import webmcp from '../src/index';
import { iifeBuildConfig, TMP_DIR } from './support';

const projects: FixtureProject[] = [];
afterAll(() => {
  for (const project of projects) project.remove();
});

function greeter(name: string): FixtureProject {
  const project = createFixtureProject(TMP_DIR, name, GREETER_FILES);
  projects.push(project);
  return project;
}

type GreetSchema = {
  description: string;
  inputSchema: { properties: Record<string, { description?: string }> };
};

describe('vite build --watch', () => {
  it('re-derives the schema when the parameter type in a third file or the JSDoc changes', async () => {
    const project = greeter('watch-build');
    const config = iifeBuildConfig(project.root, [webmcp()]);
    let builds = 0;
    const watcher = (await build({ ...config, build: { ...config.build, watch: {} } })) as unknown as {
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
      const afterType = await pollUntil(
        greetSchema,
        (schema) => schema.inputSchema.properties.smiley !== undefined,
      );
      expect(afterType.inputSchema.properties.smiley).toEqual({
        type: 'boolean',
        description: 'Add a smiley',
      });
      expect(afterType.inputSchema.properties.name.description).toBe('The full name of the person to greet');

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

describe('the Vite dev server', () => {
  it('serves the new schema after the parameter type in a third file or the JSDoc changes', async () => {
    const project = greeter('watch-dev');
    const server = await createServer({
      root: project.root,
      configFile: false,
      logLevel: 'silent',
      plugins: [webmcp()],
      appType: 'custom',
      server: { port: 0, host: '127.0.0.1' },
    });
    await server.listen();
    const greetSchema = async () => {
      const module = await server.ssrLoadModule('/src/main.ts');
      return module.api.greet.__webmcpSchema as GreetSchema;
    };
    try {
      expect((await greetSchema()).inputSchema.properties.smiley).toBeUndefined();

      editGreetParamsType(project);
      const afterType = await pollUntil(
        greetSchema,
        (schema) => schema.inputSchema.properties.smiley !== undefined,
      );
      expect(afterType.inputSchema.properties.smiley).toEqual({
        type: 'boolean',
        description: 'Add a smiley',
      });
      // What the browser gets (the client transform) carries it too.
      const client = await server.transformRequest('/src/api.ts');
      const clientModule = await import(
        `data:text/javascript;base64,${Buffer.from(client!.code).toString('base64')}`
      );
      expect(clientModule.greet.__webmcpSchema.inputSchema.properties.smiley.description).toBe(
        'Add a smiley',
      );

      editGreetJsDoc(project);
      const afterJsDoc = await pollUntil(
        greetSchema,
        (schema) => schema.description !== 'Greet someone by name',
      );
      expect(afterJsDoc.description).toBe('Greet someone warmly');
    } finally {
      await server.close();
    }
  });
});
