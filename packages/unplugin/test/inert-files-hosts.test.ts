// A one-off Rolldown build leaves the project files whose transform can change nothing (no call
// site, no tool, no diagnostic) out of the transform filter, which Rolldown evaluates natively: it
// never calls into the plugin for them. Watch mode keeps them (a file may gain a call site). The
// tools come out the same. (webpack: packages/webpack-plugin/test/inert-files.test.ts.)
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import rolldownPlugin from '../src/rolldown';
import {
  createFixtureProject,
  type FixtureProject,
  GREETER_FILES,
  withPlainModules,
} from './support/fixture-project';

const APP_FILES = withPlainModules(GREETER_FILES);
const TOOL_FILES = ['src/api.ts', 'src/main.ts'];
const ALL_FILES = ['src/api.ts', 'src/format.ts', 'src/main.ts', 'src/widgets/banner.ts'];

const projects: FixtureProject[] = [];
afterAll(() => {
  for (const project of projects) project.remove();
});

function appProject(name: string): FixtureProject {
  const project = createFixtureProject(join(import.meta.dirname, '../.tmp'), name, APP_FILES);
  projects.push(project);
  return project;
}

/** The project files (relative) among `ids`, sorted. */
function projectFiles(project: FixtureProject, ids: Iterable<string>): string[] {
  return [...new Set(ids)]
    .filter((id) => id.startsWith(`${project.root}/`))
    .map((id) => id.slice(project.root.length + 1))
    .sort();
}

describe('rolldown build', () => {
  async function build(watch: boolean) {
    const { rolldown, watch: startWatch } = await import('rolldown');
    const project = appProject(`inert-rolldown-${watch ? 'watch' : 'build'}`);
    // Rolldown has no root of its own: the plugin's is the working directory unless given.
    const plugin = rolldownPlugin({ root: project.root }) as {
      transform: { handler: (...args: unknown[]) => unknown };
    };
    const handled: string[] = [];
    const handler = plugin.transform.handler;
    plugin.transform.handler = function (this: unknown, ...args: unknown[]) {
      handled.push(String(args[1]));
      return handler.apply(this, args);
    };
    const input = {
      input: project.path('src/main.ts'),
      external: [/webmcp-nexus-sdk/],
      plugins: [plugin as never],
    };
    let code: string;
    if (watch) {
      const watcher = startWatch({ ...input, output: { dir: project.path('dist') } });
      await new Promise<void>((resolve, reject) =>
        watcher.on('event', (event) => {
          if (event.code === 'BUNDLE_END') resolve();
          if (event.code === 'ERROR') reject(event.error);
        }),
      );
      await watcher.close();
      code = '';
    } else {
      const bundle = await rolldown(input);
      code = (await bundle.generate({ format: 'esm' })).output[0].code;
      await bundle.close();
    }
    return { handled: projectFiles(project, handled), code };
  }

  it('calls the plugin only for the files with tools, and the schemas are injected', async () => {
    const { handled, code } = await build(false);
    expect(handled).toEqual(TOOL_FILES);
    expect(code).toContain('__webmcpSchema');
    expect(code).toContain('The name of the person to greet');
  });

  it('in watch mode still calls it for every file', async () => {
    expect((await build(true)).handled).toEqual(ALL_FILES);
  });
});
