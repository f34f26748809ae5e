import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { liveToolsEndpoint } from '@webmcp-nexus/core';
import {
  createFixtureProject,
  type FixtureProject,
  GREETER_FILES,
} from '@webmcp-nexus/test-helpers/fixture-project';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildMode, Options } from '../src/options';
import { deliver, recordingSession } from './support/recording-session';

const TMP_DIR = fileURLToPath(new URL('./.tmp', import.meta.url));
const IMPORT_LINE =
  'import { reportSkippedTools as __webmcpReportSkipped } from "webmcp-nexus-sdk/inspector";';

/** The greeter's `greet` taking a bare string: M2, and the tool is skipped. */
const M2_GREET = (source: string) => source.replace('greet(params: GreetParams)', 'greet(name: string)');

/** The schema module of the greeter's call site (src/main.ts) as a session for `mode` serves it. */
async function schemaModuleOf(project: FixtureProject, mode: BuildMode, options: Options = {}) {
  const settings = { root: project.root, mode, watching: mode === 'development' };
  const { session } = recordingSession(options, settings);
  const main = project.path('src/main.ts');
  return (await deliver(session, main, readFileSync(main, 'utf8'))).schemaModule ?? '';
}

/** The skipped tools a schema module reports, as the page will receive them. */
function reported(code: string): { module: string; skipped: Record<string, unknown>[] } {
  const call = /__webmcpReportSkipped\((".*?"), (\[.*\])\);\n$/.exec(code);
  if (!call) throw new Error(`no report in:\n${code}`);
  return { module: JSON.parse(call[1]), skipped: JSON.parse(call[2]) };
}

describe('the development code of a call site’s schema module', () => {
  let project: FixtureProject;
  beforeAll(() => {
    project = createFixtureProject(TMP_DIR, 'development-code', GREETER_FILES);
  });
  afterAll(() => project.remove());

  it('imports the inspector and reports no skipped tool when the bundler builds for development', async () => {
    const production = await schemaModuleOf(project, 'production');
    expect(production).toContain('__webmcpSchema');
    // The project's endpoint, shared with `webmcp-nexus mcp` through its cache folder.
    const { port, secret } = liveToolsEndpoint(project.root)!;
    expect(await schemaModuleOf(project, 'development')).toBe(
      `${production}${IMPORT_LINE}\nimport { startLiveTools as __webmcpLiveTools } from "webmcp-nexus-sdk/live-tools";\n__webmcpLiveTools({"port":${port},"secret":"${secret}"});\n__webmcpReportSkipped("src/main.ts", []);\n`,
    );
  });

  it('is not there in a production build (even with `inspector: true`), nor with `inspector: false`', async () => {
    const production = await schemaModuleOf(project, 'production');
    expect(production).not.toContain('inspector');
    expect(production).not.toContain('live-tools');
    expect(await schemaModuleOf(project, 'production', { inspector: true })).toBe(production);
    expect(await schemaModuleOf(project, 'development', { inspector: false })).toBe(production);
  });

  it('reports a skipped tool with its location and code frame, relative to the root, until it is fixed', async () => {
    const original = readFileSync(project.path('src/api.ts'), 'utf8');
    project.write('src/api.ts', M2_GREET(original));
    try {
      const broken = reported(await schemaModuleOf(project, 'development'));
      expect(broken.module).toBe('src/main.ts');
      expect(broken.skipped).toEqual([
        expect.objectContaining({ code: 'M2', toolName: 'greet', file: 'src/api.ts', line: 8 }),
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
    } finally {
      project.write('src/api.ts', original);
    }
    // Fixed: the module made again reports an empty list, which clears the page's entry.
    expect(reported(await schemaModuleOf(project, 'development'))).toEqual({
      module: 'src/main.ts',
      skipped: [],
    });
  });
});
