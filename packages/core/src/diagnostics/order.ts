import { compareText } from '../compare-text';
import type { Diagnostic, ExtractedTool } from '../types';

/** A diagnostic's identity (file, position, code, message): the same problem found twice is one. */
export function diagnosticKey(diagnostic: Diagnostic): string {
  return [diagnostic.file, diagnostic.line, diagnostic.column, diagnostic.code, diagnostic.message].join(
    '\0',
  );
}

/** Drops repeated diagnostics and sorts them by file, line (numerically), column, code and message. */
export function sortedUniqueDiagnostics(diagnostics: Iterable<Diagnostic>): Diagnostic[] {
  const byKey = new Map<string, Diagnostic>();
  for (const diagnostic of diagnostics) {
    const key = diagnosticKey(diagnostic);
    if (!byKey.has(key)) byKey.set(key, diagnostic);
  }
  return [...byKey.values()].sort(
    (a, b) =>
      compareText(a.file, b.file) ||
      a.line - b.line ||
      a.column - b.column ||
      compareText(a.code, b.code) ||
      compareText(a.message, b.message),
  );
}

/** Sorts tools by call site (file, line, column), then name, then definition. */
export function sortedTools(tools: Iterable<ExtractedTool>): ExtractedTool[] {
  return [...tools].sort(
    (a, b) =>
      compareText(a.callSite.file, b.callSite.file) ||
      a.callSite.line - b.callSite.line ||
      a.callSite.column - b.callSite.column ||
      compareText(a.name, b.name) ||
      compareText(a.definition.file, b.definition.file) ||
      a.definition.line - b.definition.line ||
      a.definition.column - b.definition.column,
  );
}

/** Sorted, de-duplicated file list. */
export function sortedFiles(files: Iterable<string>): string[] {
  return [...new Set(files)].sort(compareText);
}
