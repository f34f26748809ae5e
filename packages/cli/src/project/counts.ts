import type { Diagnostic } from '@webmcp-nexus/core';

// The tool count has one wording for every surface (check, list, the MCP server, the build
// plugins' summary): the core owns it, since the plugins print it too.
export { countTools, formatToolCount, type ToolCount } from '@webmcp-nexus/core';

/** `1 tool`, `2 tools`. */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** How many errors and warnings `diagnostics` hold. */
export function countBySeverity(diagnostics: readonly Diagnostic[]): { errors: number; warnings: number } {
  const errors = diagnostics.filter((diagnostic) => diagnostic.severity === 'error').length;
  return { errors, warnings: diagnostics.length - errors };
}
