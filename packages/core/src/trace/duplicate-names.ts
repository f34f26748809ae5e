import path from 'node:path';
import { ts } from 'ts-morph';
import { DiagnosticCode } from '../diagnostics/codes';
import { diagnosticAt } from '../diagnostics/create';
import type { BranchChoice, ToolEntry, TraceContext } from './trace-context';

/**
 * Keeps one entry per name and function. Two different functions under one name in one call
 * are both kept: the later map wins at run time (the guide's "later maps override"), and either
 * may be the one registered, so both need schemas. Only where the later entry is present
 * whenever the earlier one is (an unconditional override) can the earlier one never be
 * registered: an M5 warning at the earlier key.
 */
export function withoutDuplicateNames(
  entries: readonly ToolEntry[],
  context: Pick<TraceContext, 'diagnostics'>,
): ToolEntry[] {
  const kept: ToolEntry[] = [];
  // The entries kept so far under each name (one call can hold a thousand tools).
  const byName = new Map<string, ToolEntry[]>();
  for (const entry of entries) {
    const sameName = byName.get(entry.name) ?? [];
    if (sameName.some((other) => other.definition.fn === entry.definition.fn)) continue;
    for (const earlier of sameName) {
      // Two keys of one literal are an M9 error already (duplicate-keys.ts).
      if (isKeyOfSameLiteral(earlier, entry)) continue;
      if (alwaysPresentWith(entry.branches, earlier.branches)) {
        context.diagnostics.push(overriddenDiagnostic(earlier, entry));
      }
    }
    kept.push(entry);
    byName.set(entry.name, [...sameName, entry]);
  }
  return kept;
}

function isKeyOfSameLiteral(earlier: ToolEntry, later: ToolEntry): boolean {
  const literal = earlier.keyNode.parent?.parent;
  return (
    literal !== undefined && ts.isObjectLiteralExpression(literal) && later.keyNode.parent?.parent === literal
  );
}

/** True when every condition `later` needs is also needed by `earlier`: `later` is there whenever `earlier` is. */
function alwaysPresentWith(later: readonly BranchChoice[], earlier: readonly BranchChoice[]): boolean {
  return later.every((choice) =>
    earlier.some((other) => other.branching === choice.branching && other.side === choice.side),
  );
}

function overriddenDiagnostic(earlier: ToolEntry, later: ToolEntry) {
  const laterFile = later.keyNode.getSourceFile();
  const { line } = laterFile.getLineAndCharacterOfPosition(later.keyNode.getStart(laterFile));
  const where =
    laterFile === earlier.keyNode.getSourceFile()
      ? `line ${line + 1}`
      : `${path.basename(laterFile.fileName)}:${line + 1}`;
  return diagnosticAt(earlier.keyNode, {
    code: DiagnosticCode.DuplicateName,
    severity: 'warning',
    message: `"${earlier.name}" is always overridden by a different function later in this call (at ${where}): this one is never registered`,
    hint: 'Remove this entry, or make one of the two conditional (later maps override earlier ones)',
    toolName: earlier.name,
  });
}
