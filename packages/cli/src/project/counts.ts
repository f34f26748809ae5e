import type { Diagnostic, ExtractedTool } from '@webmcp-nexus/core';

/** How many tools a project has: distinct names (what a page can register), and the registering calls. */
export function countTools(tools: readonly Pick<ExtractedTool, 'name'>[]): {
  tools: number;
  registrations: number;
} {
  return { tools: new Set(tools.map((tool) => tool.name)).size, registrations: tools.length };
}

/** `33 tools`, or `33 tools (38 registrations)` when some tool is registered by several calls. */
export function formatToolCount(count: { tools: number; registrations: number }): string {
  const tools = plural(count.tools, 'tool');
  return count.registrations === count.tools
    ? tools
    : `${tools} (${plural(count.registrations, 'registration')})`;
}

/** `1 tool`, `2 tools`. */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** How many errors and warnings `diagnostics` hold. */
export function countBySeverity(diagnostics: readonly Diagnostic[]): { errors: number; warnings: number } {
  const errors = diagnostics.filter((diagnostic) => diagnostic.severity === 'error').length;
  return { errors, warnings: diagnostics.length - errors };
}
