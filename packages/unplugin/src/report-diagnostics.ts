import { type Diagnostic, diagnosticKey, formatDiagnostic } from '@webmcp-nexus/core';

// The core owns a diagnostic's identity; the hosts import it from here with the rest of reporting.
export { diagnosticKey };

/** Where diagnostics go: the bundler's own error and warning channels. */
export interface DiagnosticSink {
  /** Fails the build with `message` (already formatted: location, code frame, fix). */
  error(message: string): void;
  warn(message: string): void;
}

/** Said after an error that does not fail the build, so users know what happened to the tool. */
export const SKIPPED_NOTE =
  'webmcp-nexus: this tool is skipped until the error is fixed; the other tools still work.';

/**
 * Sends the `diagnostics` not yet in `alreadyReported` to `sink` (one report per build). With
 * `failOnError`, the errors go out together in one `sink.error`, so one failed build shows every
 * problem; otherwise errors become warnings that say the tool is skipped. Paths are shown relative
 * to `root`. Returns the errors sent.
 */
export function reportDiagnostics(
  diagnostics: readonly Diagnostic[],
  sink: DiagnosticSink,
  failOnError: boolean,
  alreadyReported: Set<string>,
  root?: string,
): Diagnostic[] {
  const format = (diagnostic: Diagnostic) => formatDiagnostic(diagnostic, { root });
  const errors: Diagnostic[] = [];
  for (const diagnostic of diagnostics) {
    const key = diagnosticKey(diagnostic);
    if (alreadyReported.has(key)) continue;
    alreadyReported.add(key);
    if (diagnostic.severity === 'error') errors.push(diagnostic);
    else sink.warn(format(diagnostic));
  }
  if (errors.length === 0) return errors;
  if (failOnError) sink.error(errors.map(format).join('\n\n'));
  else for (const error of errors) sink.warn(`${format(error)}\n${SKIPPED_NOTE}`);
  return errors;
}
