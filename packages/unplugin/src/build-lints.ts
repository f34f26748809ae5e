import {
  type Diagnostic,
  type ExtractResult,
  type LintOptions,
  type LintRunOptions,
  lintExtractResult,
  type OxcToolkit,
  readProjectConfig,
} from '@webmcp-nexus/core';

/** The plugin options that set the lints (the same keys as `webmcp-nexus.config.json`). */
export interface LintPluginOptions extends LintOptions {}

/** What a plugin instance lints with: the project's config file under the plugin's own options. */
export interface BuildLintSettings {
  options: LintRunOptions;
  /** The config file's problems (P3), reported like the tsconfig's. */
  diagnostics: Diagnostic[];
}

/**
 * The lint settings of a build: `webmcp-nexus.config.json` at `root` (the file the CLI and the
 * MCP server read), with the plugin's `rules` merged over its rules and its `strict` winning.
 * Read once per plugin instance (a changed config file needs a restart, as a changed tsconfig does).
 * The findings are kept in the persistent cache unless `cache` is false, as the schemas are.
 */
export function resolveBuildLintSettings(
  root: string,
  pluginOptions: LintPluginOptions = {},
  cache?: boolean,
): BuildLintSettings {
  const config = readProjectConfig(root);
  const options: LintRunOptions = {
    rules: { ...config.lint.rules, ...pluginOptions.rules },
    strict: pluginOptions.strict ?? config.lint.strict,
    cache: { root, enabled: cache },
  };
  return { options, diagnostics: config.diagnostics };
}

/**
 * A build's diagnostics with the lints: the core's, the lints' (L1-L7, H1) and the config's,
 * with the rule settings and `@webmcp-ignore` applied. The tools are unchanged.
 */
export function lintBuildResult(
  result: ExtractResult,
  settings: BuildLintSettings,
  oxc?: OxcToolkit,
): Diagnostic[] {
  const linted = lintExtractResult(result, { ...settings.options, oxc });
  return settings.diagnostics.length === 0
    ? linted.diagnostics
    : [...settings.diagnostics, ...linted.diagnostics];
}
