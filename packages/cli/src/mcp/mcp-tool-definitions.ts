import ownToolSchemas from 'webmcp-nexus:own-tool-schemas';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { toRegisteredTool } from '@webmcp-nexus/core';
import { OWN_TOOLS, type OwnToolName } from './own-tools/own-tools';
import { toMcpTool } from './to-mcp-tool';

/** The names of the CLI's own MCP tools, in the order they are listed. */
export const OWN_TOOL_NAMES = Object.keys(OWN_TOOLS) as OwnToolName[];

/**
 * The MCP tools this server offers of its own, both read-only: their descriptions, titles, hints
 * and input and output schemas are derived by the CLI's build from the handlers' JSDoc and types
 * (`own-tools/`), mapped as a page's live tools are; both only read local files, every time alike.
 */
export const MCP_TOOLS: Tool[] = OWN_TOOL_NAMES.map((name) => {
  const tool = toMcpTool(toRegisteredTool(name, ownToolSchemas[name]));
  return { ...tool, annotations: { ...tool.annotations, idempotentHint: true, openWorldHint: false } };
});
