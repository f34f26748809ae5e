import type { ExtractedTool, JsonObjectSchema, ToolKind } from '@webmcp-nexus/core';
import { formatLocation } from '../project/project-paths';
import type { ProjectReport } from '../project/project-report';

/** The hints the SDK sends with every tool (`registerTool({ annotations })`). */
export interface ManifestAnnotations {
  readOnlyHint: boolean;
  untrustedContentHint: boolean;
  consequentialHint: boolean;
}

/** One tool as an MCP `tools/list` entry, the way the SDK registers it on the page. */
export interface ManifestTool {
  name: string;
  /** `@title`, else the tool name (what the SDK registers). */
  title: string;
  description: string;
  inputSchema: JsonObjectSchema;
  annotations: ManifestAnnotations;
  /** Where the tool comes from, for people and agents fixing it. */
  _meta: {
    'webmcp-nexus/kind': ToolKind;
    /** `file:line:column` of the tool function, relative to the project. */
    'webmcp-nexus/definition': string;
    /** `file:line:column` of every call that registers it. */
    'webmcp-nexus/registeredAt': string[];
  };
}

/** What `webmcp-nexus list --json` prints: an MCP-style `tools/list` result. */
export interface ToolsManifest {
  tools: ManifestTool[];
}

/**
 * The project's tools as an MCP `tools/list` result, ordered by name. A function registered by
 * several calls is listed once; two different functions under one name are both listed (the
 * N1 diagnostic of `check` reports them).
 */
export function toToolsManifest(report: ProjectReport): ToolsManifest {
  const byDefinition = new Map<string, ManifestTool>();
  for (const tool of report.tools) {
    const definition = formatLocation(report.root, tool.definition);
    const key = `${tool.name}\0${definition}`;
    const registeredAt = formatLocation(report.root, tool.callSite);
    const existing = byDefinition.get(key);
    if (existing) existing._meta['webmcp-nexus/registeredAt'].push(registeredAt);
    else byDefinition.set(key, toManifestTool(tool, definition, registeredAt));
  }
  // A stable sort: tools of one name stay in the order of their registering calls.
  const tools = [...byDefinition.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { tools };
}

function toManifestTool(tool: ExtractedTool, definition: string, registeredAt: string): ManifestTool {
  const { schema } = tool;
  return {
    name: tool.name,
    title: schema.title ?? tool.name,
    description: schema.description,
    inputSchema: schema.inputSchema,
    annotations: {
      readOnlyHint: schema.readOnly === true,
      untrustedContentHint: schema.untrustedContent === true,
      consequentialHint: schema.consequential === true,
    },
    _meta: {
      'webmcp-nexus/kind': tool.kind,
      'webmcp-nexus/definition': definition,
      'webmcp-nexus/registeredAt': [registeredAt],
    },
  };
}
