import { afterAll, describe, expect, it } from 'vitest';
import {
  BROKEN_GREETER_FILES,
  createFixtureProject,
  type FixtureProject,
  GREETER_FILES,
  GREETER_SCHEMAS,
  withPlainModules,
} from '../../unplugin/test/support/fixture-project';
import { runBundle } from '../../unplugin/test/support/run-bundle';
import webmcp from '../src/index';
import { firstChunkCode, iifeBuildConfig, recordingLogger, TMP_DIR } from './support';
import { VITE_VERSIONS } from './vite-versions';

// A one-off `vite build` leaves the project files whose transform can change nothing (no call
// site, no tool, no diagnostic) out of the transform filter, so Vite 8's Rolldown never calls into
// the plugin for them (on Vite 5, unplugin's own filter skips them); everything the plugin does
// for the other files stays the same.

const projects: FixtureProject[] = [];
afterAll(() => {
  for (const project of projects) project.remove();
});

/** Builds `files` with the plugin; returns the bundle and the project files the plugin's transform was called for. */
async function buildRecordingTransforms(
  vite: (typeof VITE_VERSIONS)[number],
  name: string,
  files: Record<string, string>,
  options?: Parameters<typeof webmcp>[0],
) {
  const project = createFixtureProject(TMP_DIR, name, files);
  projects.push(project);
  const plugin = webmcp(options) as { transform: { handler: (...args: unknown[]) => unknown } };
  const transformed: string[] = [];
  const handler = plugin.transform.handler;
  plugin.transform.handler = function (this: unknown, ...args: unknown[]) {
    const id = String(args[1]);
    if (id.startsWith(project.root)) transformed.push(id.slice(project.root.length + 1));
    return handler.apply(this, args);
  };
  const logger = recordingLogger();
  const config = iifeBuildConfig(project.root, [plugin as never]);
  const output = await vite.build({
    ...config,
    customLogger: logger,
    logLevel: 'warn',
    build: { ...config.build, write: false },
  });
  return { code: firstChunkCode(output), transformed: transformed.sort(), logger };
}

describe.each(VITE_VERSIONS)('vite build with $name: files the plugin cannot change', (vite) => {
  it('are never handed to the plugin, and the tools are as before', async () => {
    const { code, transformed } = await buildRecordingTransforms(
      vite,
      `inert-${vite.name}`,
      withPlainModules(GREETER_FILES),
    );
    expect(transformed).toEqual(['src/api.ts', 'src/main.ts']);
    const { tools, exports } = await runBundle(code);
    expect([...tools.keys()].sort()).toEqual(['farewell', 'greet']);
    expect(exports.api.greet.__webmcpSchema).toEqual(GREETER_SCHEMAS.greet);
  });

  it('leave the diagnostics of the bundle as they were', async () => {
    const { transformed, logger } = await buildRecordingTransforms(
      vite,
      `inert-broken-${vite.name}`,
      withPlainModules(BROKEN_GREETER_FILES),
      { failOnError: false, warnings: 'all' },
    );
    // The broken tool makes the extractor redo the scan with the whole program, where the tool
    // defined in main.ts depends on everything main.ts imports (the checker may have read it).
    expect(transformed).toEqual(['src/api.ts', 'src/format.ts', 'src/main.ts', 'src/widgets/banner.ts']);
    const text = logger.warnings.join('\n');
    expect(text).toContain('src/api.ts:16:25 - error M2:');
    // Located in a type-only file, which no bundler transforms: reported through the tool's dependencies.
    expect(text).toMatch(/src\/types\.ts:\d+:\d+ - warning S2:/);
  });
});
