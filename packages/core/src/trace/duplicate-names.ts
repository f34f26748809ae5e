import path from 'node:path';
import { DiagnosticCode } from '../diagnostics/codes';
import { diagnosticAt } from '../diagnostics/create';
import type { BranchChoice, ToolEntry, TraceContext } from './trace-context';

/**
 * Keeps one entry per name and function. Two different functions under one name in one call
 * are an M5 error at the later key, unless they sit on opposite sides of one conditional
 * (only one of them is ever registered). The same function under one name twice is fine:
 * later maps override earlier ones at run time.
 */
export function withoutDuplicateNames(
  entries: readonly ToolEntry[],
  context: Pick<TraceContext, 'diagnostics'>,
): ToolEntry[] {
  const kept: ToolEntry[] = [];
  const keptByName = new Map<string, ToolEntry[]>();
  for (const entry of entries) {
    const sameName = keptByName.get(entry.name) ?? [];
    if (sameName.some((other) => other.definition.fn === entry.definition.fn)) continue;
    const clash = sameName.find((other) => !areExclusive(other.branches, entry.branches));
    if (clash) {
      context.diagnostics.push(duplicateNameDiagnostic(entry, clash));
      continue;
    }
    kept.push(entry);
    keptByName.set(entry.name, [...sameName, entry]);
  }
  return kept;
}

function areExclusive(a: readonly BranchChoice[], b: readonly BranchChoice[]): boolean {
  return a.some((choice) =>
    b.some((other) => other.branching === choice.branching && other.side !== choice.side),
  );
}

function duplicateNameDiagnostic(later: ToolEntry, earlier: ToolEntry) {
  const earlierFile = earlier.keyNode.getSourceFile();
  const { line } = earlierFile.getLineAndCharacterOfPosition(earlier.keyNode.getStart(earlierFile));
  const where =
    earlierFile === later.keyNode.getSourceFile()
      ? `line ${line + 1}`
      : `${path.basename(earlierFile.fileName)}:${line + 1}`;
  return diagnosticAt(later.keyNode, {
    code: DiagnosticCode.DuplicateName,
    severity: 'error',
    message: `Two different functions are registered as "${later.name}" in one call (the other one at ${where}); at run time the later one would silently replace the earlier`,
    hint: 'Give each function its own name, or register one of them',
    toolName: later.name,
  });
}
