import path from 'node:path';
import { readTextFile } from '../read-text-file';
import type { Diagnostic } from '../types';

/** Options of `formatDiagnostic`. */
export interface FormatDiagnosticOptions {
  /** The file's text; read from disk when omitted (no code frame when it cannot be read). */
  code?: string;
  /** Lines of context shown above and below the diagnostic's line. @default 2 */
  contextLines?: number;
  /** Shows the file relative to this folder (as a terminal in it would), with `/` separators. */
  root?: string;
}

/**
 * Renders a diagnostic for a terminal or an overlay: `file:line:column`, severity, code and
 * message, a code frame with a caret under the column, and the one-line fix.
 */
export function formatDiagnostic(diagnostic: Diagnostic, options: FormatDiagnosticOptions = {}): string {
  const shownFile =
    options.root === undefined
      ? diagnostic.file
      : path.relative(options.root, diagnostic.file).split(path.sep).join('/');
  const header = `${shownFile}:${diagnostic.line}:${diagnostic.column} - ${diagnostic.severity} ${diagnostic.code}: ${diagnostic.message}`;
  const text = options.code ?? readTextFile(diagnostic.file);
  const frame =
    text === undefined ? [] : codeFrame(text, diagnostic.line, diagnostic.column, options.contextLines ?? 2);
  return [header, ...frame, `  fix: ${diagnostic.hint}`].join('\n');
}

function codeFrame(text: string, line: number, column: number, contextLines: number): string[] {
  const lines = text.split(/\r?\n/);
  if (line < 1 || line > lines.length) return [];
  const first = Math.max(1, line - contextLines);
  const last = Math.min(lines.length, line + contextLines);
  const gutterWidth = String(last).length;
  const frame: string[] = [];
  for (let current = first; current <= last; current++) {
    const marker = current === line ? '>' : ' ';
    const source = lines[current - 1].replace(/\t/g, '  ');
    frame.push(`${marker} ${String(current).padStart(gutterWidth)} | ${source}`.trimEnd());
    if (current === line) {
      const before = lines[current - 1].slice(0, column - 1).replace(/\t/g, '  ');
      frame.push(`  ${' '.repeat(gutterWidth)} | ${' '.repeat(before.length)}^`);
    }
  }
  return frame;
}
