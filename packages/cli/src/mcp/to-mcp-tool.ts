import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { RegisteredTool } from '@webmcp-nexus/core';

/**
 * A WebMCP tool as a page registers it: what the SDK's `listTools()` holds, its owner aside. The
 * core owns this description (`RegisteredTool`, `toRegisteredTool`), and the SDK's contract test
 * holds the SDK to it.
 */
export type WebMcpTool = RegisteredTool;

/** Where a listed tool keeps its WebMCP annotations (MCP has no `untrustedContent` nor `debugging`). */
const WEBMCP_ANNOTATIONS_META = 'webmcp-nexus/annotations';

/**
 * The MCP face of a WebMCP tool: name, title, description and schemas as they are; `readOnlyHint`
 * as is and, for a writer, `destructiveHint` true exactly when it is `@consequential` (MCP assumes
 * a writer destructive unless told otherwise); the four WebMCP annotations whole under `_meta`.
 */
export function toMcpTool(tool: WebMcpTool): Tool {
  const { readOnlyHint, untrustedContentHint, consequentialHint, debugging } = tool.annotations;
  return {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: tool.inputSchema as Tool['inputSchema'],
    // MCP wants an object at the root of an output schema: the build derives no other.
    ...(tool.outputSchema?.type === 'object'
      ? { outputSchema: tool.outputSchema as Tool['outputSchema'] }
      : {}),
    annotations: readOnlyHint
      ? { readOnlyHint, ...(consequentialHint ? { destructiveHint: true } : {}) }
      : { readOnlyHint, destructiveHint: consequentialHint },
    _meta: {
      [WEBMCP_ANNOTATIONS_META]: { readOnlyHint, untrustedContentHint, consequentialHint, debugging },
    },
  };
}
