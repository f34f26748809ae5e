import type { Diagnostic, ExtractedTool } from '@webmcp-nexus/core';
import { ProjectCheckCode } from './project-check-codes';
import { formatLocation } from './project-paths';
import { findRelayCollisions } from './relay-collisions';
import { compareTools, groupBy, sameLocation } from './tool-order';

/** The longest tool name that model APIs (OpenAI, Anthropic, Gemini function calling) all accept. */
export const MODEL_API_NAME_LIMIT = 64;

/** Diagnostics about tool names across the whole project (N1, N2, N3), given the core's tools and diagnostics. */
export function checkProjectToolNames(
  root: string,
  tools: readonly ExtractedTool[],
  coreDiagnostics: readonly Diagnostic[] = [],
): Diagnostic[] {
  const ordered = [...tools].sort(compareTools);
  return [
    ...findNamesRegisteredTwice(root, ordered),
    ...findRelayCollisions(root, ordered, coreDiagnostics),
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
      const consequence = globalClash
        ? 'both are global, so one always hides the other'
        : 'while both are registered, the later one hides the other';
      diagnostics.push({
        code: ProjectCheckCode.NameRegisteredTwice,
        severity: globalClash ? 'error' : 'warning',
        message: `Tool name "${tool.name}" is also registered at ${formatLocation(root, other.definition)} by a different function: ${consequence}.`,
        hint: 'Give one of the two tools another name, or register the same function in both places.',
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
