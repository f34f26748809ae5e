import {
  BROKEN_GREETER_FILES,
  createFixtureProject,
  type FixtureProject,
  GREETER_FILES,
  GREETER_SCHEMAS,
  UNUSED_BROKEN_FILE,
} from '@webmcp-nexus/test-helpers/fixture-project';
import { runBundle } from '@webmcp-nexus/test-helpers/run-bundle';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import webmcp from '../src/index';
import { firstChunkCode, iifeBuildConfig, recordingLogger, startDevServer, TMP_DIR } from './support';
import { VITE_VERSIONS } from './vite-versions';

const projects: FixtureProject[] = [];
afterAll(() => {
  for (const project of projects) project.remove();
});

function fixture(name: string, files: Record<string, string>): FixtureProject {
  const project = createFixtureProject(TMP_DIR, name, files);
  projects.push(project);
  return project;
}

async function libraryBuild(project: FixtureProject, options?: Parameters<typeof webmcp>[0]) {
  const logger = recordingLogger();
  const config = iifeBuildConfig(project.root, [webmcp(options)]);
  const result = build({
    ...config,
    customLogger: logger,
    logLevel: 'warn',
    build: { ...config.build, write: false },
  });
  return { result, logger };
}

describe('vite build with a broken tool', () => {
  const broken = fixture('broken', BROKEN_GREETER_FILES);

  it('fails with the location, the code frame and the fix, and no stack of the plugin', async () => {
    const { result } = await libraryBuild(broken);
    const error = await result.then(
      () => undefined,
      (thrown: Error) => thrown,
    );
    expect(error).toBeInstanceOf(Error);
    const text = `${error!.message}\n${error!.stack}`;
    expect(text).toContain('src/api.ts:16:25 - error M2:');
    expect(text).toContain('> 16 | export function getUser(id: string) {');
    expect(text).toMatch(/\|\s+\^/);
    expect(text).toContain('fix: ');
    expect(text).not.toMatch(/at (reportDiagnostics|PluginState|ToolIndex)/);
  });

  it('with failOnError: false, warns that the tool is skipped and the rest still work', async () => {
    const { result, logger } = await libraryBuild(broken, { failOnError: false });
    const { tools } = await runBundle(firstChunkCode(await result));
    expect([...tools.keys()].sort()).toEqual(['farewell', 'greet']);
    const warnings = logger.warnings.join('\n');
    expect(warnings).toContain('error M2:');
    expect(warnings).toContain('this tool is skipped');
  });

  it('prints each warning once per build', async () => {
    const { result, logger } = await libraryBuild(broken, { failOnError: false });
    await result;
    const fieldWarnings = logger.warnings.filter((warning) => warning.includes("'punctuation'"));
    expect(fieldWarnings).toHaveLength(1);
    expect(fieldWarnings[0]).toContain('src/types.ts:5:3 - warning S2:');
  });
});

describe('a build with many warnings', () => {
  const noisyFiles = {
    ...GREETER_FILES,
    'src/types.ts': `/** Who to greet, and how. */
export interface GreetParams {
  name: string;
  title?: string;
  city?: string;
  country?: string;
  volume?: 'quiet' | 'loud';
}
`,
  };
  const noisy = fixture('many-warnings', noisyFiles);

  it('prints the first three in full and one summary line (warnings: summary, the default)', async () => {
    const { result, logger } = await libraryBuild(noisy);
    await result;
    const fieldWarnings = logger.warnings.filter((warning) => warning.includes('warning S2:'));
    expect(fieldWarnings).toHaveLength(3);
    expect(logger.warnings.at(-1)).toContain(
      "webmcp-nexus: 2 tools, 5 warnings (3 shown) — `npx webmcp-nexus check` lists them (or set `warnings: 'all'`)",
    );
  });

  it('words the count as webmcp-nexus check does: distinct names, then the registrations when a name has several', async () => {
    const twice = fixture('many-warnings-two-calls', {
      ...noisyFiles,
      'src/main.ts': `${GREETER_FILES['src/main.ts']}registerGlobalTools({ greet: api.greet });\n`,
    });
    const { result, logger } = await libraryBuild(twice);
    await result;
    expect(logger.warnings.at(-1)).toContain(
      'webmcp-nexus: 2 tools (3 registrations), 5 warnings (3 shown) — `npx webmcp-nexus check` lists them',
    );
  });

  it("prints every one with warnings: 'all'", async () => {
    const { result, logger } = await libraryBuild(noisy, { warnings: 'all' });
    await result;
    expect(logger.warnings.filter((warning) => warning.includes('warning S2:'))).toHaveLength(5);
  });
});

describe('a broken tool in a file the app never imports', () => {
  it('does not fail the build of the app', async () => {
    const project = fixture('unused-broken', { ...GREETER_FILES, 'src/unused.ts': UNUSED_BROKEN_FILE });
    const { result, logger } = await libraryBuild(project);
    const { exports } = await runBundle(firstChunkCode(await result));
    expect(exports.api.greet.__webmcpSchema).toEqual(GREETER_SCHEMAS.greet);
    expect(logger.warnings.join('\n')).not.toContain('unused.ts');
  });
});

describe.each(VITE_VERSIONS)('the $name dev server with a broken tool', (vite) => {
  it('reports the error as a warning and in the overlay, skips that tool and serves the rest', async () => {
    const project = fixture('broken-dev', BROKEN_GREETER_FILES);
    const logger = recordingLogger();
    const server = await startDevServer(project.root, { logger, vite });
    const overlay: unknown[] = [];
    const send = server.ws.send.bind(server.ws);
    server.ws.send = ((payload: unknown) => {
      overlay.push(payload);
      return send(payload as never);
    }) as typeof server.ws.send;
    try {
      const module = await server.ssrLoadModule('/src/main.ts');
      expect(module.api.greet.__webmcpSchema).toMatchObject({
        title: 'Greet',
        description: 'Greet someone by name',
      });
      expect(module.api.getUser.__webmcpSchema).toBeUndefined();
      expect(logger.warnings.join('\n')).toContain('src/api.ts:16:25 - error M2:');
      expect(overlay).toContainEqual(
        expect.objectContaining({
          type: 'error',
          err: expect.objectContaining({ message: expect.stringContaining('error M2:') }),
        }),
      );
    } finally {
      await server.close();
    }
  });
});
