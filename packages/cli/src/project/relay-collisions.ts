import type { Diagnostic, ExtractedTool, SourceLocation } from '@webmcp-nexus/core';
import { ProjectCheckCode } from './project-check-codes';
import { formatLocation } from './project-paths';
import { compareLocations, groupBy } from './tool-order';

/** A tool name and where it is given. */
interface NamedPlace {
  name: string;
  location: SourceLocation;
}

/** The name an MCP relay (`@mcp-b/webmcp-local-relay` 2.2.0's `sanitizeName`) turns `name` into. */
export function relayName(name: string): string {
  return name.replace(/[.-]/g, '_');
}

/**
 * N2: names that become one once a relay rewrites `.` and `-` to `_`. A name with `.` or `-` is
 * already an M3 error, and the core drops that tool: the M3 names it (`toolName`), so the report
 * can also say which valid tool it would have collided with.
 */
export function findRelayCollisions(
  root: string,
  tools: readonly ExtractedTool[],
  coreDiagnostics: readonly Diagnostic[],
): Diagnostic[] {
  const places = [
    ...tools.map((tool) => ({ name: tool.name, location: tool.definition })),
    ...invalidNames(coreDiagnostics),
  ].sort((a, b) => compareLocations(a.location, b.location));
  const diagnostics: Diagnostic[] = [];
  for (const group of groupBy(places, (place) => relayName(place.name)).values()) {
    const firstByName = new Map<string, NamedPlace>();
    for (const place of group) if (!firstByName.has(place.name)) firstByName.set(place.name, place);
    const [first, ...others] = firstByName.values();
    for (const place of others) {
      diagnostics.push({
        code: ProjectCheckCode.NameCollidesAfterRelay,
        severity: 'error',
        message: `Tool names "${place.name}" and "${first.name}" (${formatLocation(root, first.location)}) both become "${relayName(place.name)}" once an MCP relay rewrites "." and "-" to "_".`,
        hint: 'Use only letters, digits and "_" in tool names (camelCase), and keep them distinct.',
        ...place.location,
      });
    }
  }
  return diagnostics;
}

// The core's M3 (`DiagnosticCode.InvalidName`), spelled out so that importing this file does not load ts-morph.
const INVALID_NAME_CODE = 'M3';

function invalidNames(diagnostics: readonly Diagnostic[]): NamedPlace[] {
  return diagnostics.flatMap(({ code, toolName, file, line, column }) =>
    code === INVALID_NAME_CODE && toolName !== undefined
      ? [{ name: toolName, location: { file, line, column } }]
      : [],
  );
}
