import { type Diagnostic, diagnosticKey, formatDiagnostic } from '@webmcp-nexus/core';

/** Where diagnostics go: the bundler's own error and warning channels. */
export interface DiagnosticSink {
  /** Fails the build with `message` (already formatted: location, code frame, fix). */
  error(message: string): void;
  warn(message: string): void;
  /** Every error the bundle still has, after a report with a fresh one (Vite's dev server: its error overlay). */
  showErrors?(errors: readonly Diagnostic[]): void;
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
  /** Whether an error fails the build (else it is a warning that says the tool is skipped). */
  failOnError: boolean;
}

/**
 * The diagnostics already reported: each is reported once while it lasts. One that goes away
 * (fixed in a dev server) is forgotten, so the same mistake made again is reported again.
 */
export class ReportedDiagnostics {
  readonly #keys = new Set<string>();

  /** Forgets everything: a new build reports its diagnostics afresh. */
  clear(): void {
    this.#keys.clear();
  }

  /** Forgets the reported diagnostics that are not among `current` any more. */
  keepOnly(current: readonly Diagnostic[]): void {
    const lasting = new Set(current.map(diagnosticKey));
    for (const key of [...this.#keys]) if (!lasting.has(key)) this.#keys.delete(key);
  }

  /** Those of `diagnostics` not reported yet, which count as reported from now on. */
  take(diagnostics: readonly Diagnostic[]): Diagnostic[] {
    const fresh: Diagnostic[] = [];
    for (const diagnostic of diagnostics) {
      const key = diagnosticKey(diagnostic);
      if (this.#keys.has(key)) continue;
      this.#keys.add(key);
      fresh.push(diagnostic);
    }
    return fresh;
  }
}

/**
 * Sends `fresh` (diagnostics not reported before) to `sink`. With `failOnError`, the errors go
 * out together in one `sink.error`, so one failed build shows every problem; otherwise errors
 * become warnings that say the tool is skipped. `current` (every diagnostic the bundle has now)
 * is what a sink that shows errors (`showErrors`) is given after a fresh one.
 */
export function reportDiagnostics(
  fresh: readonly Diagnostic[],
  sink: DiagnosticSink,
  settings: ReportSettings,
  current: readonly Diagnostic[] = fresh,
): void {
  const format = (diagnostic: Diagnostic) => formatDiagnostic(diagnostic, { root: settings.root });
  const errors = fresh.filter((diagnostic) => diagnostic.severity === 'error');
  const warnings = fresh.filter((diagnostic) => diagnostic.severity !== 'error');
  for (const message of warningMessages(warnings, settings, format)) sink.warn(message);
  if (errors.length === 0) return;
  if (settings.failOnError) sink.error(errors.map(format).join('\n\n'));
  else for (const error of errors) sink.warn(`${format(error)}\n${SKIPPED_NOTE}`);
  sink.showErrors?.(current.filter((diagnostic) => diagnostic.severity === 'error'));
}

/**
 * What is printed for a report's `warnings`: all of them, none, or (`summary`) the first few in
 * full and one line saying how many there are, so a 30-tool app does not print 100 lines per build.
 */
function warningMessages(
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
