import type { JsonObjectSchema, ManifestTool, ToolsManifest } from '@webmcp-nexus/core';
import { countTools, formatToolCount, plural, type ToolCount } from '../project/counts';
import { displayWidth, padToWidth } from './display-width';

const HEADER = ['NAME', 'KIND', 'TITLE', 'FLAGS', 'PARAMETERS', 'DEFINED AT'];

/**
 * What `webmcp-nexus list` prints: one row per tool function, columns aligned by display width
 * (a CJK `@title` takes two columns per character), then the tool count as every command words it
 * (`count`: the project's, from its extracted tools; by default the manifest's rows, one per
 * function), and a pointer to N1 when a name is registered for two functions.
 */
export function formatToolsTable(
  manifest: ToolsManifest,
  count: ToolCount = countTools(manifest.tools),
): string {
  if (manifest.tools.length === 0) return 'No tools found.';
  const rows = [HEADER, ...manifest.tools.map(toRow)];
  const widths = HEADER.map((_, column) => Math.max(...rows.map((row) => displayWidth(row[column]))));
  const lines = rows.map((row) =>
    row
      .map((cell, column) => padToWidth(cell, widths[column]))
      .join('  ')
      .trimEnd(),
  );
  const names = new Set(manifest.tools.map((tool) => tool.name)).size;
  const collisions =
    names === manifest.tools.length
      ? []
      : [
          `${plural(manifest.tools.length, 'function')} under ${plural(names, 'name')}: a name registered for two functions, see webmcp-nexus check N1`,
        ];
  return [...lines, '', formatToolCount(count), ...collisions].join('\n');
}

function toRow(tool: ManifestTool): string[] {
  const title = tool.title === tool.name ? '-' : tool.title;
  return [
    tool.name,
    tool.kind,
    title,
    formatFlags(tool) || '-',
    formatParameters(tool.inputSchema) || '-',
    tool.definition,
  ];
}

function formatFlags(tool: ManifestTool): string {
  const { readOnlyHint, untrustedContentHint, consequentialHint, debugging } = tool.annotations;
  const flags = [
    readOnlyHint && 'read-only',
    untrustedContentHint && 'untrusted',
    consequentialHint && 'consequential',
    debugging && 'debugging',
  ];
  return flags.filter(Boolean).join(',');
}

/** `keyword, pageSize?`: the top-level properties, `?` marking the optional ones. */
function formatParameters(schema: JsonObjectSchema): string {
  const required = new Set(schema.required ?? []);
  return Object.keys(schema.properties)
    .map((name) => (required.has(name) ? name : `${name}?`))
    .join(', ');
}
