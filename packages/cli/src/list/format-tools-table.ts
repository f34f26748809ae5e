import type { JsonObjectSchema } from '@webmcp-nexus/core';
import { plural } from '../check/check-report';
import type { ManifestTool, ToolsManifest } from './tools-manifest';

const HEADER = ['NAME', 'KIND', 'TITLE', 'FLAGS', 'PARAMETERS', 'DEFINED AT'];

/** What `webmcp-nexus list` prints: one row per tool, columns aligned, then the count. */
export function formatToolsTable(manifest: ToolsManifest): string {
  if (manifest.tools.length === 0) return 'No tools found.';
  const rows = [HEADER, ...manifest.tools.map(toRow)];
  const widths = HEADER.map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const lines = rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd(),
  );
  return [...lines, '', plural(manifest.tools.length, 'tool')].join('\n');
}

function toRow(tool: ManifestTool): string[] {
  const title = tool.title === tool.name ? '-' : tool.title;
  return [
    tool.name,
    tool._meta['webmcp-nexus/kind'],
    title,
    formatFlags(tool) || '-',
    formatParameters(tool.inputSchema) || '-',
    tool._meta['webmcp-nexus/definition'],
  ];
}

function formatFlags(tool: ManifestTool): string {
  const { readOnlyHint, untrustedContentHint, consequentialHint } = tool.annotations;
  const flags = [
    readOnlyHint && 'read-only',
    untrustedContentHint && 'untrusted',
    consequentialHint && 'consequential',
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
