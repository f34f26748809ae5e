import { McpError, type ReadResourceResult, type Resource } from '@modelcontextprotocol/sdk/types.js';
import { toToolsManifest } from '../list/tools-manifest';
import { readShippedSkill } from '../skill/shipped-skill';
import type { ProjectSession } from './project-session';
import { SKILL_RESOURCE_URI, TOOLS_RESOURCE_URI } from './resource-uris';

// JSON-RPC code for "resource not found" in the MCP specification (the SDK has no constant for it).
const RESOURCE_NOT_FOUND = -32002;

/** The resources this server lists. */
export function listMcpResources(): Resource[] {
  const skill = readShippedSkill();
  return [
    {
      uri: SKILL_RESOURCE_URI,
      name: skill.name,
      title: 'webmcp-nexus skill: write and convert WebMCP tools',
      description: skill.description,
      mimeType: 'text/markdown',
    },
    {
      uri: TOOLS_RESOURCE_URI,
      name: 'tools.json',
      title: "The project's WebMCP tools",
      description:
        'An MCP tools/list result of every WebMCP tool the project registers, derived from its TypeScript; updated when the sources change.',
      mimeType: 'application/json',
    },
  ];
}

/** Reads one of `listMcpResources()`; an unknown URI is a "resource not found" protocol error. */
export function readMcpResource(session: ProjectSession, uri: string): ReadResourceResult {
  if (uri === SKILL_RESOURCE_URI) {
    return { contents: [{ uri, mimeType: 'text/markdown', text: readShippedSkill().markdown }] };
  }
  if (uri === TOOLS_RESOURCE_URI) {
    const manifest = toToolsManifest(session.report());
    return { contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(manifest, null, 2) }] };
  }
  throw new McpError(
    RESOURCE_NOT_FOUND,
    `Resource not found: ${uri} (this server has ${SKILL_RESOURCE_URI} and ${TOOLS_RESOURCE_URI})`,
    { uri },
  );
}
