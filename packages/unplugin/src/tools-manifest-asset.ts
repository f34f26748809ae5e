import {
  buildToolsManifest,
  type ExtractedTool,
  serializeToolsManifest,
  TOOLS_MANIFEST_FILE,
} from '@webmcp-nexus/core';

/** The `webmcp-tools.json` asset, as Rollup's, Vite's and unplugin's `this.emitFile` take it. */
export interface ToolsManifestAsset {
  type: 'asset';
  fileName: typeof TOOLS_MANIFEST_FILE;
  source: string;
}

/**
 * The tool manifest a production build writes beside its output: every tool of the project
 * (the same JSON as `webmcp-nexus list --json`), deterministic, definitions relative to `root`.
 */
export function toolsManifestAsset(tools: readonly ExtractedTool[], root: string): ToolsManifestAsset {
  return {
    type: 'asset',
    fileName: TOOLS_MANIFEST_FILE,
    source: serializeToolsManifest(buildToolsManifest(tools, root)),
  };
}
