import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { PluginState } from './plugin-state';
import { type ToolsManifestAsset, toolsManifestAsset } from './tools-manifest-asset';

/**
 * The `webmcp-tools.json` of this build, or undefined when it writes none: a dev server or watch
 * mode, `manifest: false`, or a build its diagnostics fail. Lists the tools of this bundle.
 */
function buildManifestAsset(state: PluginState): ToolsManifestAsset | undefined {
  const { manifest, root } = state.resolved();
  if (!manifest || !state.scanned || state.bundleFails()) return undefined;
  return toolsManifestAsset(state.bundleTools(), root);
}

interface EmittingContext {
  emitFile(asset: ToolsManifestAsset): unknown;
  /** Vite 6+: the environment being built (an SSR build has no page to expose tools on). */
  environment?: { config?: { consumer?: string } };
}

/** Rollup's, Rolldown's and Vite's `generateBundle`: the asset goes beside the output (Vite's `outDir`). */
export function generateBundleWithManifest(state: PluginState) {
  return function generateBundle(this: EmittingContext): void {
    if (this.environment?.config?.consumer === 'server') return;
    const asset = buildManifestAsset(state);
    if (asset) this.emitFile(asset);
  };
}

interface RawSourceClass {
  new (source: string): unknown;
}
/** The part of a webpack 5 / Rspack compiler that adding an asset needs. */
export interface AssetCompiler {
  webpack: {
    Compilation: { PROCESS_ASSETS_STAGE_ADDITIONAL: number };
    sources: { RawSource: RawSourceClass };
  };
  hooks: { thisCompilation: { tap(name: string, run: (compilation: AssetCompilation) => void): void } };
}
interface AssetCompilation {
  errors: unknown[];
  emitAsset(file: string, source: unknown): void;
  hooks: { processAssets: { tap(options: { name: string; stage: number }, run: () => void): void } };
}

/**
 * webpack 5 and Rspack: the asset joins the compilation's assets (in `output.path`). Only the
 * compiler's own compilation (`thisCompilation`), never a child compilation (HTML, workers).
 * Assets are made before the plugin reports its diagnostics, so a build they fail is asked here.
 */
export function addManifestAsset(state: PluginState, compiler: AssetCompiler): void {
  const { Compilation, sources } = compiler.webpack;
  compiler.hooks.thisCompilation.tap('webmcp-nexus', (compilation) => {
    compilation.hooks.processAssets.tap(
      { name: 'webmcp-nexus', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
      () => {
        if (compilation.errors.length > 0) return;
        const asset = buildManifestAsset(state);
        if (asset) compilation.emitAsset(asset.fileName, new sources.RawSource(asset.source));
      },
    );
  });
}

/** The part of esbuild's options and result that placing the manifest needs. */
interface EsbuildOutput {
  options: { outdir?: string; outfile?: string; write?: boolean; absWorkingDir?: string };
  result: {
    errors: unknown[];
    outputFiles?: { path: string; contents: Uint8Array; hash: string; text: string }[];
  };
}

/**
 * esbuild has no assets: the manifest is written into `outdir` (or beside `outfile`), or added to
 * `outputFiles` with `write: false`. A build without either (output to stdout) writes none.
 * esbuild cannot tell a watch rebuild from a build, so each successful rebuild writes it again.
 */
export function writeEsbuildManifest(state: PluginState, { options, result }: EsbuildOutput): void {
  const directory = options.outdir ?? (options.outfile ? dirname(options.outfile) : undefined);
  if (directory === undefined || result.errors.length > 0) return;
  const asset = buildManifestAsset(state);
  if (!asset) return;
  const path = resolve(options.absWorkingDir ?? process.cwd(), directory, asset.fileName);
  if (options.write !== false) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, asset.source);
    return;
  }
  const contents = new TextEncoder().encode(asset.source);
  const hash = createHash('sha256').update(contents).digest('base64url').slice(0, 8);
  result.outputFiles?.push({ path, contents, hash, text: asset.source });
}
