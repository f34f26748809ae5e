import { ts } from 'ts-morph';
import type { Diagnostic } from '../types';
import { DiagnosticCode } from './codes';
import { diagnosticAtPosition } from './create';

/**
 * M8 errors for the syntax errors of one file, from its own parse (never program diagnostics,
 * which would type-check the whole project).
 */
export function syntaxErrorDiagnostics(sourceFile: ts.SourceFile): Diagnostic[] {
  const parseDiagnostics =
    (sourceFile as { parseDiagnostics?: readonly ts.Diagnostic[] }).parseDiagnostics ?? [];
  return parseDiagnostics.map((error) =>
    diagnosticAtPosition(sourceFile, error.start ?? 0, {
      code: DiagnosticCode.SyntaxError,
      severity: 'error',
      message: `Syntax error: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`,
      hint: 'Fix the syntax error; until then the tools of this file may be missing or wrong',
    }),
  );
}
