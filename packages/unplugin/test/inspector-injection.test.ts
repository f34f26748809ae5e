import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { liveToolsEndpoint } from '@webmcp-nexus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildSession } from '../src/build-session';
import { INJECTION_MARKER } from '../src/inject-schemas';
import type { BuildMode, Options } from '../src/options';
import { createFixtureProject, type FixtureProject, GREETER_FILES } from './support/fixture-project';
import { recordingSession } from './support/recording-session';

const TMP_DIR = fileURLToPath(new URL('./.tmp', import.meta.url));
const IMPORT_LINE = `${INJECTION_MARKER}import { reportSkippedTools as __webmcpReportSkipped } from "webmcp-nexus-sdk/inspector";`;

/** The greeter's `greet` taking a bare string: M2, and the tool is skipped. */
const M2_GREET = (source: string) => source.replace('greet(params: GreetParams)', 'greet(name: string)');

/** A session over `project` for `mode` (watching in development, as a dev server), scanned as `buildStart` does. */
function sessionFor(
  project: FixtureProject,
  mode: BuildMode,
  options: Options = {},
): BuildSession<undefined> {
  const { session } = recordingSession(options, {
    root: project.root,
    mode,
    watching: mode === 'development',
  });
  session.startBuild(undefined);
  return session;
}

/** The session's transform of a module. */
function transformWith(session: BuildSession<undefined>) {
  return (file: string, code: string) => session.transform(undefined, file, code);
}

/** The skipped tools a transformed module reports, as the page will receive them. */
function reported(code: string | undefined): { module: string; skipped: Record<string, unknown>[] } {
  const call = /__webmcpReportSkipped\((".*?"), (\[.*\])\);\n$/.exec(code ?? '');
  if (!call) throw new Error(`no report in:\n${code}`);
  return { module: JSON.parse(call[1]), skipped: JSON.parse(call[2]) };
}

describe('the dev inspector injection', () => {
  let project: FixtureProject;
  beforeAll(() => {
    project = createFixtureProject(TMP_DIR, 'inspector', GREETER_FILES);
  });
  afterAll(() => project.remove());
  const read = (file: string) => readFileSync(project.path(file), 'utf8');

  it('appends the inspector import and an empty report to a call-site module in development, after the delivered code and its source map', () => {
    const main = read('src/main.ts');
    const delivered = transformWith(sessionFor(project, 'production'))(project.path('src/main.ts'), main);
    const result = transformWith(sessionFor(project, 'development'))(project.path('src/main.ts'), main);
    expect(delivered?.code).toContain('__webmcpSchema');
    // The project's endpoint, shared with `webmcp-nexus mcp` through its cache folder.
    const { port, secret } = liveToolsEndpoint(project.root)!;
    expect(result?.code).toBe(
      `${delivered?.code}\n${IMPORT_LINE}\nimport { startLiveTools as __webmcpLiveTools } from "webmcp-nexus-sdk/live-tools";\n__webmcpLiveTools({"port":${port},"secret":"${secret}"});\n__webmcpReportSkipped("src/main.ts", []);\n`,
    );
    expect(result?.map).toEqual(delivered?.map);
  });

  it('adds nothing in a production build (even with `inspector: true`), with `inspector: false`, to an already transformed module or to other modules', () => {
    const main = read('src/main.ts');
    const production = transformWith(sessionFor(project, 'production'))(project.path('src/main.ts'), main);
    expect(production?.code).not.toContain('reportSkippedTools');
    for (const [mode, options] of [
      ['production', { inspector: true }],
      ['development', { inspector: false }],
    ] as const) {
      const result = transformWith(sessionFor(project, mode, options))(project.path('src/main.ts'), main);
      expect(result, `${mode} ${JSON.stringify(options)}`).toEqual(production);
    }
    const development = transformWith(sessionFor(project, 'development'));
    expect(development(project.path('src/main.ts'), `${INJECTION_MARKER}${main}`)).toBeUndefined();
    // Neither importing the SDK nor holding an error: what a production build delivers, nothing more.
    const api = read('src/api.ts');
    expect(development(project.path('src/api.ts'), api)).toEqual(
      transformWith(sessionFor(project, 'production'))(project.path('src/api.ts'), api),
    );
  });

  it('reports a skipped tool from the module its error is in, with location and code frame, until it is fixed', async () => {
    const session = sessionFor(project, 'development');
    const transform = transformWith(session);
    const api = project.path('src/api.ts');
    const original = read('src/api.ts');
    project.write('src/api.ts', M2_GREET(original));
    await session.fileChanged(api);
    const broken = reported(transform(api, read('src/api.ts'))?.code);
    expect(broken.module).toBe('src/api.ts');
    expect(broken.skipped).toEqual([
      expect.objectContaining({
        code: 'M2',
        toolName: 'greet',
        file: 'src/api.ts',
        line: 8,
      }),
    ]);
    // No absolute path reaches a page, not even a development one.
    expect(JSON.stringify(broken)).not.toContain(project.root);
    const [skipped] = broken.skipped as { frame: string; column: number; message: string }[];
    expect(skipped.message).toContain("Tool 'greet'");
    expect(skipped.frame.split('\n')[0]).toBe(
      `src/api.ts:8:${skipped.column} - error M2: ${skipped.message}`,
    );
    expect(skipped.frame).toMatch(/^> +8 \| export function greet\(name: string\): string \{$/m);
    expect(skipped.frame).toMatch(/^ +\| {23}\^$/m); // the caret under column 23

    project.write('src/api.ts', original);
    await session.fileChanged(api);
    // Fixed: one empty report clears the page's entry; after that the module gets its schemas only.
    expect(reported(transform(api, original)?.code)).toEqual({ module: 'src/api.ts', skipped: [] });
    expect(transform(api, original)?.code).not.toContain('reportSkippedTools');
  });
});
