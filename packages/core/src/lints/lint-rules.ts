import { DiagnosticCode, type DiagnosticCodeValue, diagnosticScope } from '../diagnostics/codes';
import type { Diagnostic, Severity } from '../types';

/** What a rule setting turns a code into. */
export type RuleSetting = 'off' | 'warn' | 'error';

/**
 * Options shared by the build plugins (`webmcp({ rules, strict })`), the CLI and the MCP server
 * (both read the same keys from `webmcp-nexus.config.json` at the project root).
 */
export interface LintOptions {
  /**
   * Severity per code (`{ L4: 'off', L5: 'error' }`). Every code except the `M*` errors (a tool
   * that cannot be registered is never silent) and `P*` set-up problems can be set.
   * @default each code's own severity (warnings)
   */
  rules?: Partial<Record<DiagnosticCodeValue, RuleSetting>>;
  /**
   * Hosts that validate schemas reject a registration with a keyword outside the WebMCP subset:
   * `true` makes every H1 an error (the build fails) unless `rules.H1` says otherwise.
   * @default false
   */
  strict?: boolean;
}

/** Whether `rules` may set `code` (M, P and internal codes stay as they are). */
export function isConfigurableCode(code: string): boolean {
  const scope = diagnosticScope(code);
  return scope !== undefined && scope !== 'registration' && scope !== 'project' && scope !== 'internal';
}

/** The setting of `code` under `options`, undefined when the code keeps its own severity. */
function ruleSettingOf(code: string, options: LintOptions): RuleSetting | undefined {
  const setting = (options.rules as Record<string, RuleSetting | undefined> | undefined)?.[code];
  if (setting !== undefined && isConfigurableCode(code)) return setting;
  if (code === DiagnosticCode.OutsideSchemaSubset && options.strict) return 'error';
  return undefined;
}

/** `diagnostics` with `options.rules` applied: `off` drops a diagnostic, `warn`/`error` set its severity. */
export function applyRuleSettings(diagnostics: readonly Diagnostic[], options: LintOptions): Diagnostic[] {
  return diagnostics.flatMap((diagnostic) => {
    const setting = ruleSettingOf(diagnostic.code, options);
    if (setting === undefined) return [diagnostic];
    if (setting === 'off') return [];
    const severity: Severity = setting === 'error' ? 'error' : 'warning';
    return [severity === diagnostic.severity ? diagnostic : { ...diagnostic, severity }];
  });
}
