import type { WebMcpOptions } from './options';

/** Next's `compiler.runAfterProductionCompile` hook (Next 15.4+): after compiling, before prerendering. */
export type AfterProductionCompile = (metadata: { projectDir: string; distDir: string }) => Promise<void>;

/**
 * Chains the user's own hook with writing `webmcp-tools.json` where the `manifest` option says
 * (the project root by default, outside what Next serves), the tool manifest every production
 * build writes. Under `--webpack` the plugin on the client compilation writes it; Turbopack's
 * loader workers share nothing and never see the build end, so this hook writes it from one
 * project scan with the same options (a hit of the persistent cache the workers just filled).
 */
export function withToolsManifest(
  userHook: AfterProductionCompile | undefined,
  options: WebMcpOptions | undefined,
): AfterProductionCompile {
  return async (metadata) => {
    await userHook?.(metadata);
    const { createExtractor, extractorOptions } = await import('@webmcp-nexus/core');
    const { resolveOptions, writeToolsManifest } = await import('@webmcp-nexus/unplugin');
    const settings = { root: metadata.projectDir, mode: 'production', watching: false } as const;
    const resolved = resolveOptions(options, settings);
    // Next says which bundler runs in `TURBOPACK`; under webpack the plugin wrote the client bundle's.
    if (resolved.manifest === false || !process.env.TURBOPACK) return;
    const { tools } = createExtractor(extractorOptions(resolved)).extractProject();
    const delivered = resolved.keepDebuggingTools
      ? tools
      : tools.filter((tool) => tool.schema.debugging !== true);
    writeToolsManifest(resolved.manifest, delivered, resolved.root);
  };
}
