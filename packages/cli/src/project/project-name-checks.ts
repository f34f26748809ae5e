import type { Diagnostic, ExtractedTool, SourceLocation } from '@webmcp-nexus/core';
import { formatLocation } from './project-paths';

/**
 * Codes of the checks that only a whole-project view can make (the build sees one call at a
 * time). `N` for names; stable like the core's codes.
 */
export const ProjectCheckCode = {
  /** One name, two different functions, registered by two different calls. */
  NameRegisteredTwice: 'N1',
  /** Two names that become one once an MCP relay rewrites `.` and `-` to `_`. */
  NameCollidesAfterRelay: 'N2',
  /** A name longer than the 64 characters several model APIs accept. */
  NameTooLongForModels: 'N3',
} as const;

/** The longest tool name that model APIs (OpenAI, Anthropic, Gemini function calling) all accept. */
export const MODEL_API_NAME_LIMIT = 64;

/** Diagnostics about tool names across the whole project: N1, N2 and N3. */
export function checkProjectToolNames(root: string, tools: readonly ExtractedTool[]): Diagnostic[] {
  const ordered = [...tools].sort(compareTools);
  return [
    ...findNamesRegisteredTwice(root, ordered),
    ...findRelayCollisions(root, ordered),
    ...findNamesTooLong(ordered),
  ];
}

function findNamesRegisteredTwice(root: string, tools: ExtractedTool[]): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const group of groupBy(tools, (tool) => tool.name).values()) {
    const earlier: ExtractedTool[] = [group[0]];
    for (const tool of group.slice(1)) {
      // The same function under one name twice is fine; so is a clash inside one call, which the core reports (M5).
      if (earlier.some((other) => sameLocation(other.definition, tool.definition))) continue;
      if (earlier.some((other) => sameLocation(other.callSite, tool.callSite))) continue;
      const globalClash =
        tool.kind === 'global' ? earlier.find((other) => other.kind === 'global') : undefined;
      const other = globalClash ?? earlier[0];
      earlier.push(tool);
      diagnostics.push({
        code: ProjectCheckCode.NameRegisteredTwice,
        severity: globalClash ? 'error' : 'warning',
        message: globalClash
          ? `Tool name "${tool.name}" is also registered at ${formatLocation(root, other.definition)} by a different function: both are global, so one always hides the other.`
          : `Tool name "${tool.name}" is also registered at ${formatLocation(root, other.definition)} by a different function: while both are registered, the later one hides the other.`,
        hint: 'Give one of the two tools another name, or register the same function in both places.',
        ...tool.definition,
      });
    }
  }
  return diagnostics;
}

function findRelayCollisions(root: string, tools: ExtractedTool[]): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const group of groupBy(tools, (tool) => relayName(tool.name)).values()) {
    const firstByName = new Map<string, ExtractedTool>();
    for (const tool of group) if (!firstByName.has(tool.name)) firstByName.set(tool.name, tool);
    const [first, ...others] = firstByName.values();
    for (const tool of others) {
      diagnostics.push({
        code: ProjectCheckCode.NameCollidesAfterRelay,
        severity: 'error',
        message: `Tool names "${tool.name}" and "${first.name}" (${formatLocation(root, first.definition)}) both become "${relayName(tool.name)}" once an MCP relay rewrites "." and "-" to "_".`,
        hint: 'Use only letters, digits and "_" in tool names (camelCase), and keep them distinct.',
        ...tool.definition,
      });
    }
  }
  return diagnostics;
}

function findNamesTooLong(tools: ExtractedTool[]): Diagnostic[] {
  const seen = new Set<string>();
  return tools
    .filter((tool) => tool.name.length > MODEL_API_NAME_LIMIT && !seen.has(tool.name) && seen.add(tool.name))
    .map((tool) => ({
      code: ProjectCheckCode.NameTooLongForModels,
      severity: 'warning' as const,
      message: `Tool name "${tool.name}" has ${tool.name.length} characters; several model APIs accept at most ${MODEL_API_NAME_LIMIT}, so agents behind them cannot call it.`,
      hint: `Shorten the name to ${MODEL_API_NAME_LIMIT} characters or fewer.`,
      ...tool.definition,
    }));
}

/** The name an MCP relay (`@mcp-b/webmcp-local-relay` 5.x `sanitizeName`) turns `name` into. */
export function relayName(name: string): string {
  return name.replace(/[.-]/g, '_');
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** Orders tools by where they are registered, then defined: "first" and "later" mean source order. */
export function compareTools(a: ExtractedTool, b: ExtractedTool): number {
  return compareLocations(a.callSite, b.callSite) || compareLocations(a.definition, b.definition);
}

/** Orders locations by file, line, column. */
export function compareLocations(a: SourceLocation, b: SourceLocation): number {
  return a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column;
}

function locationKey(location: SourceLocation): string {
  return `${location.file}:${location.line}:${location.column}`;
}

function sameLocation(a: SourceLocation, b: SourceLocation): boolean {
  return locationKey(a) === locationKey(b);
}
