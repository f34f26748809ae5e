import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { liveToolsEndpoint } from '@webmcp-nexus/core';
import type { UnpluginBuildContext } from 'unplugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INJECTION_MARKER, type InjectedModule } from '../src/inject-schemas';
import { withDevInspector } from '../src/inspector-injection';
import type { Options } from '../src/options';
import { PluginState } from '../src/plugin-state';
import { createFixtureProject, type FixtureProject, GREETER_FILES } from './support/fixture-project';

const TMP_DIR = fileURLToPath(new URL('./.tmp', import.meta.url));
const IMPORT_LINE = `${INJECTION_MARKER}import { reportSkippedTools as __webmcpReportSkipped } from "webmcp-nexus-sdk/inspector";`;

/** The greeter's `greet` taking a bare string: M2, and the tool is skipped. */
const M2_GREET = (source: string) => source.replace('greet(params: GreetParams)', 'greet(name: string)');

/** A plugin state over `project` in `mode`, scanned as `buildStart` does. */
function stateFor(project: FixtureProject, mode: 'build' | 'watch', options: Options = {}): PluginState {
  const state = new PluginState({ cache: false, ...options });
  state.bundlerRoot = project.root;
  state.bundlerMode = mode;
  state.index().ensureScanned();
  return state;
}

/** The wrapped transform of `state`, over a stand-in for the schema injection that returns `result`. */
function transformWith(state: PluginState, result?: (code: string) => InjectedModule | undefined) {
  const transform = withDevInspector(state, (code) => result?.(code));
  return (file: string, code: string) => transform.call({} as UnpluginBuildContext, code, file);
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

  it('appends the inspector import, the start of the live-tools bridge and an empty report to a call-site module in watch mode', () => {
    const transform = transformWith(stateFor(project, 'watch'));
    const main = read('src/main.ts');
    const result = transform(project.path('src/main.ts'), main);
    // The project's endpoint, shared with `webmcp-nexus mcp` through its cache folder.
    const { port, secret } = liveToolsEndpoint(project.root)!;
    expect(result?.code.startsWith(main)).toBe(true);
    expect(result?.code.slice(main.length).split('\n')).toEqual([
      '',
      IMPORT_LINE,
      'import { startLiveTools as __webmcpLiveTools } from "webmcp-nexus-sdk/live-tools";',
      `__webmcpLiveTools({"port":${port},"secret":"${secret}"});`,
      '__webmcpReportSkipped("src/main.ts", []);',
      '',
    ]);
    expect(result?.map.mappings).not.toBe('');
  });

  it('keeps what the schema injection returned, and its source map, before the appended lines', () => {
    const injected: InjectedModule = {
      code: 'injected();',
      map: { mappings: 'AAAA' } as InjectedModule['map'],
    };
    const transform = transformWith(stateFor(project, 'watch'), () => injected);
    const result = transform(project.path('src/main.ts'), read('src/main.ts'));
    expect(result?.code.startsWith(`injected();\n${IMPORT_LINE}`)).toBe(true);
    expect(result?.map).toBe(injected.map);
  });

  it('adds nothing in a one-off build, with `inspector: false`, to an already transformed module or to other modules', () => {
    const main = read('src/main.ts');
    expect(transformWith(stateFor(project, 'build'))(project.path('src/main.ts'), main)).toBeUndefined();
    expect(
      transformWith(stateFor(project, 'build', { inspector: true }))(project.path('src/main.ts'), main),
    ).toBeUndefined();
    expect(
      transformWith(stateFor(project, 'watch', { inspector: false }))(project.path('src/main.ts'), main),
    ).toBeUndefined();
    const watching = transformWith(stateFor(project, 'watch'));
    expect(watching(project.path('src/main.ts'), `${INJECTION_MARKER}${main}`)).toBeUndefined();
    // Neither importing the SDK nor holding an error: left alone.
    expect(watching(project.path('src/api.ts'), read('src/api.ts'))).toBeUndefined();
  });

  it('reports a skipped tool from the module its error is in, with location and code frame, until it is fixed', async () => {
    const state = stateFor(project, 'watch');
    const transform = transformWith(state);
    const api = project.path('src/api.ts');
    const original = read('src/api.ts');
    project.write('src/api.ts', M2_GREET(original));
    await state.fileChanged(api);
    const brokenCode = transform(api, read('src/api.ts'))?.code;
    // Not a call site: the page's bridge is started by the modules that register tools.
    expect(brokenCode).not.toContain('live-tools');
    const broken = reported(brokenCode);
    expect(broken.module).toBe('src/api.ts');
    expect(broken.skipped).toEqual([
      expect.objectContaining({
        code: 'M2',
        toolName: 'greet',
        file: 'src/api.ts',
        absoluteFile: api,
        line: 8,
      }),
    ]);
    const [skipped] = broken.skipped as { frame: string; column: number; message: string }[];
    expect(skipped.message).toContain("Tool 'greet'");
    expect(skipped.frame.split('\n')[0]).toBe(
      `src/api.ts:8:${skipped.column} - error M2: ${skipped.message}`,
    );
    expect(skipped.frame).toMatch(/^> +8 \| export function greet\(name: string\): string \{$/m);
    expect(skipped.frame).toMatch(/^ +\| {23}\^$/m); // the caret under column 23

    project.write('src/api.ts', original);
    await state.fileChanged(api);
    // Fixed: one empty report clears the page's entry; after that the module is left alone again.
    expect(reported(transform(api, original)?.code)).toEqual({ module: 'src/api.ts', skipped: [] });
    expect(transform(api, original)).toBeUndefined();
  });
});
