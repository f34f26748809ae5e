import { ts } from 'ts-morph';
import { diagnosticAt } from '../diagnostics/create';
import { type EntryView, keepDistinctEntries, overriddenText } from './duplicate-names';
import type { ToolEntry, TraceContext } from './trace-context';

/** The checker engine's entries, with M5 diagnostics into `context`. */
export function withoutDuplicateNames(
  entries: readonly ToolEntry[],
  context: Pick<TraceContext, 'diagnostics'>,
): ToolEntry[] {
  const view = (entry: ToolEntry): EntryView => {
    const sourceFile = entry.keyNode.getSourceFile();
    const { line, character } = sourceFile.getLineAndCharacterOfPosition(entry.keyNode.getStart(sourceFile));
    return {
      name: entry.name,
      fn: entry.definition.fn,
      key: { file: sourceFile.fileName, line: line + 1, column: character + 1 },
      branches: entry.branches,
      literal: literalOfKey(entry.keyNode),
    };
  };
  return keepDistinctEntries(entries, view, (earlier, later) => {
    context.diagnostics.push(diagnosticAt(earlier.keyNode, overriddenText(view(earlier), view(later))));
  });
}

/** The object literal a key belongs to (`{ a: f }`'s), if it is a property key. */
function literalOfKey(keyNode: ts.Node): ts.ObjectLiteralExpression | undefined {
  const literal = keyNode.parent?.parent;
  return literal !== undefined && ts.isObjectLiteralExpression(literal) ? literal : undefined;
}
