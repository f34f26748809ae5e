import type { ExtractedTool } from '../types';

/** How many tools a project or bundle has. */
export interface ToolCount {
  /** Distinct tool names: what a page can register, and what `webmcp-nexus list` lists. */
  tools: number;
  /** Registering calls: a tool registered by two calls (a global map and a hook) counts twice. */
  registrations: number;
}

/** Counts `tools` (one `ExtractedTool` per registration) by name and by registration. */
export function countTools(tools: readonly Pick<ExtractedTool, 'name'>[]): ToolCount {
  return { tools: new Set(tools.map((tool) => tool.name)).size, registrations: tools.length };
}

/**
 * The one wording of a tool count, printed by `check`, `list`, the MCP server and the build
 * plugins alike: `19 tools`, or `19 tools (23 registrations)` when some name is registered by
 * several calls.
 */
export function formatToolCount(count: ToolCount): string {
  const tools = countOf(count.tools, 'tool');
  return count.registrations === count.tools
    ? tools
    : `${tools} (${countOf(count.registrations, 'registration')})`;
}

function countOf(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
