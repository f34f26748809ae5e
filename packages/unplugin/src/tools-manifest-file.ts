import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { threadId } from 'node:worker_threads';
import { buildToolsManifest, type ExtractedTool, serializeToolsManifest } from '@webmcp-nexus/core';

/**
 * Writes `webmcp-tools.json` (the same JSON as `webmcp-nexus list --json`) for `tools` at `path`:
 * deterministic, definitions relative to `root`, written whole or not at all (a reader, or a
 * second build of the same project writing at the same time, never sees half a manifest).
 */
export function writeToolsManifest(path: string, tools: readonly ExtractedTool[], root: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const partial = `${path}.${process.pid}-${threadId}.tmp`;
  writeFileSync(partial, serializeToolsManifest(buildToolsManifest(tools, root)));
  renameSync(partial, path);
}
