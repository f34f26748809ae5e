import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { WebMcpOptions } from './options';

/** Next's `compiler.runAfterProductionCompile` hook (Next 15.4+): after compiling, before prerendering. */
export type AfterProductionCompile = (metadata: { projectDir: string; distDir: string }) => Promise<void>;

const MANIFEST_FILE = 'webmcp-tools.json';

/**
 * Chains the user's own hook with writing `<distDir>/webmcp-tools.json`, the tool manifest every
 * production build writes (the same JSON as `webmcp-nexus list --json`). Under `--webpack` the
 * plugin on the client compilation has written it already; Turbopack's loader workers share
 * nothing and never see the build end, so this hook writes it from one project scan (a hit of
 * the persistent cache the workers just filled).
 */
export function withToolsManifest(
  userHook: AfterProductionCompile | undefined,
  options: WebMcpOptions | undefined,
): AfterProductionCompile {
  return async (metadata) => {
    await userHook?.(metadata);
    const file = join(metadata.distDir, MANIFEST_FILE);
    if (options?.manifest === false || existsSync(file)) return;
    const { buildToolsManifest, createExtractor, serializeToolsManifest } = await import(
      '@webmcp-nexus/core'
    );
    const root = resolve(metadata.projectDir, options?.root ?? '.');
    const { tools } = createExtractor({
      root,
      tsconfig: options?.tsconfig,
      cache: options?.cache,
    }).extractProject();
    // Written whole or not at all: a reader never sees half a manifest.
    writeFileSync(`${file}.tmp`, serializeToolsManifest(buildToolsManifest(tools, root)));
    renameSync(`${file}.tmp`, file);
  };
}
