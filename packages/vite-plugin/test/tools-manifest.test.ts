import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createFixtureProject, FIXTURE_TSCONFIG } from '@webmcp-nexus/test-helpers/fixture-project';
import { L6_TOOL_FILE, listedManifest } from '@webmcp-nexus/test-helpers/listed-manifest';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webmcp from '../src/index';
import { iifeBuildConfig, recordingLogger, startDevServer, TMP_DIR } from './support';

// A small project whose one tool lints (L6): its build is fast and shows the lint.
const project = createFixtureProject(TMP_DIR, 'manifest-lints', {
  'tsconfig.json': FIXTURE_TSCONFIG,
  'src/main.ts': L6_TOOL_FILE,
});
afterAll(() => project.remove());

const MANIFEST = project.path('webmcp-tools.json');

/** A library build of the project into dist/; the manifest it wrote into the root, if any. */
async function libraryBuild(options?: Parameters<typeof webmcp>[0]) {
  rmSync(MANIFEST, { force: true });
  const logger = recordingLogger();
  const config = iifeBuildConfig(project.root, [webmcp(options)]);
  await build({ ...config, customLogger: logger, logLevel: 'warn' });
  const manifest = existsSync(MANIFEST) ? readFileSync(MANIFEST, 'utf8') : undefined;
  return { manifest, logger };
}

describe('vite build with a tool that lints', () => {
  let built: Awaited<ReturnType<typeof libraryBuild>>;
  beforeAll(async () => {
    built = await libraryBuild();
  });

  it('prints the lint warning with its location and fix, and still builds', () => {
    const warnings = built.logger.warnings.join('\n');
    expect(warnings).toContain('src/main.ts:4:17 - warning L6:');
    expect(warnings).toContain('fix: ');
  });

  it('writes webmcp-tools.json into the root, not into outDir (what is served), the same as webmcp-nexus list --json', async () => {
    expect(built.manifest).toBe(await listedManifest(project.root));
    expect(existsSync(project.path('dist/bundle.js'))).toBe(true);
    expect(existsSync(project.path('dist/webmcp-tools.json'))).toBe(false);
  });

  it("fails with the located lint when the plugin's rules make it an error", async () => {
    const error = await libraryBuild({ rules: { L6: 'error' } }).then(
      () => undefined,
      (thrown: Error) => thrown,
    );
    expect(error?.message).toContain('src/main.ts:4:17 - error L6:');
  });

  it('writes no manifest with manifest: false', async () => {
    const { manifest } = await libraryBuild({ manifest: false });
    expect(manifest).toBeUndefined();
  });
});

describe('dev servers and watch builds', () => {
  it('a dev server shows the lint in the terminal as the module is served', async () => {
    const logger = recordingLogger();
    const server = await startDevServer(project.root, { logger });
    try {
      await server.ssrLoadModule('/src/main.ts');
      expect(logger.warnings.join('\n')).toContain('src/main.ts:4:17 - warning L6:');
    } finally {
      await server.close();
    }
  });

  it('vite build --watch is a production build: it writes webmcp-tools.json (into the root)', async () => {
    rmSync(MANIFEST, { force: true });
    const outDir = join(project.root, 'dist-watch');
    const config = iifeBuildConfig(project.root, [webmcp()]);
    const watcher = (await build({ ...config, build: { ...config.build, outDir, watch: {} } })) as {
      on(event: 'event', listener: (event: { code: string; result?: { close(): void } }) => void): void;
      close(): Promise<void>;
    };
    await new Promise<void>((resolve, reject) =>
      watcher.on('event', (event) => {
        event.result?.close();
        if (event.code === 'END') resolve();
        if (event.code === 'ERROR') reject(new Error('the watch build failed'));
      }),
    );
    await watcher.close();
    expect(existsSync(join(outDir, 'bundle.js'))).toBe(true);
    expect(readFileSync(MANIFEST, 'utf8')).toBe(await listedManifest(project.root));
    expect(existsSync(join(outDir, 'webmcp-tools.json'))).toBe(false);
  });
});

// One option vocabulary: `outputSchema` set once in webmcp-nexus.config.json reaches the build and
// `webmcp-nexus list --json` alike, so the manifest a build writes is the one the CLI prints.
describe('outputSchema in webmcp-nexus.config.json', () => {
  const withOutputs = createFixtureProject(TMP_DIR, 'manifest-output-schema', {
    'tsconfig.json': FIXTURE_TSCONFIG,
    'webmcp-nexus.config.json': '{ "outputSchema": true }\n',
    'src/main.ts': `import { registerGlobalTools } from 'webmcp-nexus-sdk';

/** Finds a note by its title */
export function findNote(params: { /** Words of the title */ title: string }): { id: string; title: string } {
  return { id: '1', title: params.title };
}

registerGlobalTools({ findNote });
`,
  });
  afterAll(() => withOutputs.remove());

  it('reaches the build and the CLI: the manifest has the output schema, the same as list --json', async () => {
    const manifestFile = withOutputs.path('webmcp-tools.json');
    await build({ ...iifeBuildConfig(withOutputs.root, [webmcp({ cache: false })]), logLevel: 'silent' });
    const manifest = readFileSync(manifestFile, 'utf8');
    expect(JSON.parse(manifest).tools[0].outputSchema).toEqual({
      type: 'object',
      properties: { id: { type: 'string' }, title: { type: 'string' } },
      required: ['id', 'title'],
    });
    expect(manifest).toBe(await listedManifest(withOutputs.root));
  });

  it("loses to the plugin's own option", async () => {
    const manifestFile = withOutputs.path('webmcp-tools.json');
    rmSync(manifestFile, { force: true });
    await build(iifeBuildConfig(withOutputs.root, [webmcp({ cache: false, outputSchema: false })]));
    expect(JSON.parse(readFileSync(manifestFile, 'utf8')).tools[0].outputSchema).toBeUndefined();
  });
});
