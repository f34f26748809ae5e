import { compareText, type ExtractedTool, type SourceLocation } from '@webmcp-nexus/core';

/** Orders tools by where they are registered, then defined: "first" and "later" mean source order. */
export function compareTools(a: ExtractedTool, b: ExtractedTool): number {
  return compareLocations(a.callSite, b.callSite) || compareLocations(a.definition, b.definition);
}

/** Orders locations by file, line, column. */
export function compareLocations(a: SourceLocation, b: SourceLocation): number {
  return compareText(a.file, b.file) || a.line - b.line || a.column - b.column;
}

/** Whether two locations are the same place. */
export function sameLocation(a: SourceLocation, b: SourceLocation): boolean {
  return a.file === b.file && a.line === b.line && a.column === b.column;
}

/** Groups `items` by `key`, keeping their order inside each group. */
export function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
