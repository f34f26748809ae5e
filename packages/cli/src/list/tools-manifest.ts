import { buildToolsManifest, type ToolsManifest } from '@webmcp-nexus/core';
import type { ProjectReport } from '../project/project-report';

export type { ManifestAnnotations, ManifestTool, ToolsManifest } from '@webmcp-nexus/core';

/**
 * What `webmcp-nexus list --json` prints: the `webmcp-tools.json` a production build writes
 * (the core's `buildToolsManifest`, so both are the same for the same project).
 */
export function toToolsManifest(report: ProjectReport): ToolsManifest {
  return buildToolsManifest(report.tools, report.root);
}
