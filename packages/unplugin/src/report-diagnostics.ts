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

/** How much of a build's warnings is printed (errors are always printed in full). */
export type WarningsOutput = 'summary' | 'all' | 'none';

/** Warnings printed in full before a `summary` says how many more there are. */
const WARNINGS_IN_FULL = 3;

/** How a report is printed. */
export interface ReportSettings {
  /** Paths are shown relative to it. */
  root?: string;
  /** @default 'all' */
  warnings?: WarningsOutput;
  /** The bundle's tool count as every surface words it (the core's `formatToolCount`), for the summary line. */
  toolCount?: string;
}

/**
 * Sends the `diagnostics` not yet in `alreadyReported` to `sink` (one report per build). With
 * `failOnError`, the errors go out together in one `sink.error`, so one failed build shows every
 * problem; otherwise errors become warnings that say the tool is skipped. Returns the errors sent.
 */
export function reportDiagnostics(
  diagnostics: readonly Diagnostic[],
  sink: DiagnosticSink,
  failOnError: boolean,
  alreadyReported: Set<string>,
  settings: ReportSettings = {},
): Diagnostic[] {
  const format = (diagnostic: Diagnostic) => formatDiagnostic(diagnostic, { root: settings.root });
  const errors: Diagnostic[] = [];
  const warnings: Diagnostic[] = [];
  for (const diagnostic of diagnostics) {
    const key = diagnosticKey(diagnostic);
    if (alreadyReported.has(key)) continue;
    alreadyReported.add(key);
    (diagnostic.severity === 'error' ? errors : warnings).push(diagnostic);
  }
  for (const message of warningMessages(warnings, settings, format)) sink.warn(message);
  if (errors.length === 0) return errors;
  if (failOnError) sink.error(errors.map(format).join('\n\n'));
  else for (const error of errors) sink.warn(`${format(error)}\n${SKIPPED_NOTE}`);
  return errors;
}

/**
 * What is printed for a report's `warnings`: all of them, none, or (`summary`) the first few in
 * full and one line saying how many there are, so a 30-tool app does not print 100 lines per build.
 */
export function warningMessages(
  warnings: readonly Diagnostic[],
  { warnings: output = 'all', toolCount }: ReportSettings,
  format: (diagnostic: Diagnostic) => string,
): string[] {
  if (output === 'none') return [];
  if (output === 'all' || warnings.length <= WARNINGS_IN_FULL) return warnings.map(format);
  return [
    ...warnings.slice(0, WARNINGS_IN_FULL).map(format),
    `webmcp-nexus: ${toolCount === undefined ? '' : `${toolCount}, `}${warnings.length} warnings (${WARNINGS_IN_FULL} shown) — \`npx webmcp-nexus check\` lists them (or set \`warnings: 'all'\`)`,
  ];
}
