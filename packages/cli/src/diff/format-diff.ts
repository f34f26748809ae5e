import { plural } from '../project/counts';
import type { ManifestDiff } from './diff-manifests';

/** What `webmcp-nexus diff` prints: one line per tool (`+` added, `-` removed, `~` changed), its changes indented, then a summary. */
export function formatManifestDiff(diff: ManifestDiff): string {
  const lines: string[] = [];
  for (const name of diff.added) lines.push(`+ ${name}  (added)`);
  for (const name of diff.removed) lines.push(`- ${name}  (removed) BREAKING`);
  for (const [from, to] of diff.renamed) lines.push(`- ${from} → ${to}  (renamed) BREAKING`);
  for (const tool of diff.changed) {
    lines.push(`~ ${tool.name}`);
    for (const change of tool.changes) lines.push(`    ${change.breaking ? 'BREAKING ' : ''}${change.what}`);
  }
  const breakingTools =
    diff.removed.length +
    diff.renamed.length +
    diff.changed.filter((tool) => tool.changes.some((c) => c.breaking)).length;
  const counts = [
    `${diff.added.length} added`,
    `${diff.removed.length} removed`,
    `${diff.renamed.length} renamed`,
    `${diff.changed.length} changed`,
  ].join(', ');
  const verdict = diff.breaking
    ? `${plural(breakingTools, 'tool')} with a breaking change`
    : 'no breaking change';
  if (lines.length === 0) return 'webmcp-nexus diff: no changes';
  return [...lines, '', `webmcp-nexus diff: ${counts}; ${verdict}`].join('\n');
}
