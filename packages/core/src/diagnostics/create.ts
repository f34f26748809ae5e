import type { ts } from 'ts-morph';
import type { Diagnostic, DiagnosticFix, Severity } from '../types';

/** What a diagnostic says, before it is located. */
export interface DiagnosticText {
  code: string;
  severity: Severity;
  message: string;
  hint: string;
  /** The hint as one edit of the file (see `Diagnostic.fix`). */
  fix?: DiagnosticFix;
  /** The tool the diagnostic concerns as a whole (see `Diagnostic.toolName`). */
  toolName?: string;
}

/** Locates a diagnostic at the start of `node` (1-based line and column). */
export function diagnosticAt(
  node: ts.Node,
  text: DiagnosticText,
  sourceFile = node.getSourceFile(),
): Diagnostic {
  return diagnosticAtPosition(sourceFile, node.getStart(sourceFile, false), text);
}

/** Locates a diagnostic at an offset of `sourceFile`. */
export function diagnosticAtPosition(
  sourceFile: ts.SourceFile,
  position: number,
  text: DiagnosticText,
): Diagnostic {
  const { line, character } = sourceFile.getLineAndCharacterOfPosition(position);
  return { ...text, file: sourceFile.fileName, line: line + 1, column: character + 1 };
}
