// Schemas delivered at the call site, end to end with a real bundler (Rolldown, whose transform
// filter is native) and the real SDK: every form a map argument takes gets its schemas (a namespace
// import, a literal with shorthand, renamed, cast and inline members, a conditional, a map from
// another file), a frozen function too (it is registered through a function that carries the
// schema), the plugin is never called for a module that is not a call site, and the transform is
// deterministic and idempotent.
import { join } from 'node:path';
import {
  createFixtureProject,
  FIXTURE_TSCONFIG,
  type FixtureProject,
} from '@webmcp-nexus/test-helpers/fixture-project';
import { type BundleRun, runBundle } from '@webmcp-nexus/test-helpers/run-bundle';
import { SHOP_DIR } from '@webmcp-nexus/test-helpers/shop-copy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import rolldownPlugin from '../src/rolldown';

const FILES: Record<string, string> = {
  'tsconfig.json': FIXTURE_TSCONFIG,
  'src/types.ts': 'export interface Query {\n  /** The words to look for */\n  text: string;\n}\n',
  'src/api.ts': `import type { Query } from './types';

/**
 * Search the notes
 * @readonly
 */
export function search(query: Query) {
  return query.text;
}

/** Not a tool: the namespace import skips what is not a function. */
export const NOTES = 3;
`,
  'src/frozen.ts': `/** A tool frozen by its author */
export function frozenTool(params: { /** A letter */ letter: string }) {
  return params.letter;
}
Object.freeze(frozenTool);
`,
  'src/maps.ts': `/**
 * Count to n
 * @readonly
 */
function count(params: { /** How far */ n: number }) {
  return params.n;
}

export const sharedTools = { count };
`,
  'src/main.ts': `import { registerGlobalTools } from 'webmcp-nexus-sdk/core';
import * as api from './api';
import { frozenTool } from './frozen';
import { sharedTools } from './maps';

/** Say hello */
const hello = (params: { /** Who */ name: string }) => \`hello \${params.name}\`;

/** Shout it */
function shout(params: { /** What */ text: string }) {
  return params.text.toUpperCase();
}

const admin = Number('1') > 0;
registerGlobalTools(
  api,
  { hello, loud: shout as typeof shout, frozenTool },
  admin ? { /** Wait a moment */ wait: (params: { /** Seconds */ seconds: number }) => params.seconds } : {},
  sharedTools,
);
`,
};

/** What each tool was registered with: its description and its input's property names. */
function registered(run: BundleRun): Record<string, string> {
  return Object.fromEntries(
    [...run.tools.values()].map((tool) => {
      const properties = Object.keys((tool.inputSchema as { properties?: object }).properties ?? {});
      return [tool.name, `${tool.description} (${properties.join(', ')})`];
    }),
  );
}

describe('call-site delivery with Rolldown', () => {
  let project: FixtureProject;
  let handled: string[] = [];
  let code = '';
  let transformed: string[] = [];

  /** One Rolldown build of the project into a script; what our transform was called for and gave. */
  async function build() {
    const { rolldown } = await import('rolldown');
    const plugin = rolldownPlugin({ root: project.root, cache: false }) as {
      transform: { handler: (...args: unknown[]) => unknown };
    };
    const calls: string[] = [];
    const outputs: string[] = [];
    const handler = plugin.transform.handler;
    plugin.transform.handler = function (this: unknown, ...args: unknown[]) {
      calls.push(String(args[1]).slice(project.root.length + 1));
      const result = handler.apply(this, args) as { code: string } | undefined;
      if (result) outputs.push(result.code);
      return result;
    };
    const bundle = await rolldown({ input: project.path('src/main.ts'), plugins: [plugin as never] });
    const output = await bundle.generate({ format: 'iife', name: 'bundle' });
    await bundle.close();
    return { calls, outputs, code: output.output[0].code };
  }

  beforeAll(async () => {
    project = createFixtureProject(join(SHOP_DIR, '.tmp'), 'call-site-delivery', FILES);
    ({ calls: handled, outputs: transformed, code } = await build());
  });
  afterAll(() => project?.remove());

  it('hands every tool its schema, whatever form its map takes, a frozen function too', async () => {
    expect(registered(await runBundle(code))).toEqual({
      search: 'Search the notes (text)',
      hello: 'Say hello (name)',
      loud: 'Shout it (text)',
      frozenTool: 'A tool frozen by its author (letter)',
      wait: 'Wait a moment (seconds)',
      count: 'Count to n (n)',
    });
    expect(code).toContain('__webmcpSchema');
  });

  it('calls the plugin for the call-site file only: definition files are never transformed', () => {
    expect(handled).toEqual(['src/main.ts']);
  });

  it('is deterministic across builds and idempotent', async () => {
    const again = await build();
    expect(again.outputs).toEqual(transformed);
    expect(again.code).toBe(code);
    const plugin = rolldownPlugin({ root: project.root, cache: false }) as unknown as {
      transform: { handler: (code: string, id: string) => unknown };
    };
    expect(plugin.transform.handler.call({}, transformed[0], project.path('src/main.ts'))).toBeUndefined();
  });
});
