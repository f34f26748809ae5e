import { resolve } from 'node:path';
import type { LintOptions } from '@webmcp-nexus/core';
import type { FilterPattern } from 'unplugin';
import type { WarningsOutput } from './report-diagnostics';

/** Options of the webmcp-nexus build plugins. Every field is optional: `webmcp()` works as is. */
export interface Options {
  /**
   * Modules the plugin looks at (regular expressions or globs, matched against absolute paths).
   * @default [/\.[cm]?[jt]sx?$/]
   */
  include?: FilterPattern;
  /**
   * Modules the plugin never looks at, even when `include` matches.
   * @default [/node_modules/]
   */
  exclude?: FilterPattern;
  /**
   * The project root: where the tsconfig lookup starts and what relative paths are resolved against.
   * @default Vite's `root`, webpack's `context`, else `process.cwd()`
   */
  root?: string;
  /**
   * Path to the tsconfig to read, absolute or relative to `root`.
   * @default the nearest `tsconfig.json` from `root` upwards, as `tsc` finds it
   */
  tsconfig?: string;
  /**
   * Whether an error diagnostic (an untraceable tool, a primitive parameter, a bad name…) fails
   * the build. When false it is reported as a warning and that tool is skipped.
   * @default true in a one-off build, false in dev servers and watch mode
   */
  failOnError?: boolean;
  /**
   * Whether derived schemas are kept in `node_modules/.cache/webmcp-nexus` and reused by later
   * builds while nothing they depend on changed (a repeat build then never loads TypeScript).
   * The environment variable `WEBMCP_NEXUS_CACHE=0` turns it off too.
   * @default true
   */
  cache?: boolean;
  /**
   * Whether dev servers and watch builds add the `<webmcp-nexus-inspector>` element to the page
   * (it lists, and lets you try, every registered tool, and shows the tools the build skipped).
   * A one-off (production) build never adds it, whatever this says.
   * @default true in dev servers and watch mode
   */
  inspector?: boolean;
  /**
   * Severity per diagnostic code (`{ L6: 'error', L4: 'off' }`), merged over the `rules` of
   * `webmcp-nexus.config.json` at `root` (the file `webmcp-nexus check` reads): these win.
   * `M*` and `P*` codes cannot be set.
   * @default the config file's rules, else each code's own severity
   */
  rules?: LintOptions['rules'];
  /**
   * Makes every H1 (a schema keyword outside the WebMCP subset, which validating hosts reject) an
   * error, unless `rules.H1` says otherwise. Wins over `"strict"` in `webmcp-nexus.config.json`.
   * @default the config file's `strict`, else false
   */
  strict?: boolean;
  /**
   * Whether a one-off (production) build writes `webmcp-tools.json` beside its output: the tools
   * of this bundle, the same JSON as `webmcp-nexus list --json`. Dev servers and watch mode never
   * write it; `false` turns it off in builds too.
   * @default true in a one-off build
   */
  manifest?: boolean;
  /**
   * How much of a build's warnings the terminal shows: `'summary'` prints the first three in
   * full and one line with the count (`webmcp-nexus check` lists them all), `'all'` every one,
   * `'none'` none. Errors are always printed in full. The dev server reports once per change.
   * @default 'summary'
   */
  warnings?: WarningsOutput;
  /**
   * Whether each tool's `__webmcpSchema` also gets an `outputSchema`, derived from its return
   * type (`Promise<T>` unwrapped; only object results have one). The SDK passes it to the host
   * (the spec's open `outputSchema` proposal: hosts that do not know it ignore it), and in
   * development warns when a tool returns something else, naming the path.
   * @default false
   */
  outputSchema?: boolean;
}

/** How the bundler runs: a one-off build, or a dev server / watch mode that keeps going. */
export type BuildMode = 'build' | 'watch';

/** `Options` with every default applied. */
export interface ResolvedOptions {
  include: FilterPattern;
  exclude: FilterPattern;
  root: string;
  tsconfig: string | undefined;
  failOnError: boolean;
  cache: boolean;
  /** Whether the dev inspector is added: only ever in `watch` mode. */
  inspector: boolean;
  /** The plugin's own lint settings (the config file's are merged under them by `PluginState`). */
  rules: LintOptions['rules'];
  strict: boolean | undefined;
  /** Whether the build writes `webmcp-tools.json`: never in `watch` mode. */
  manifest: boolean;
  warnings: WarningsOutput;
  outputSchema: boolean;
}

/** The defaults that do not depend on the bundler. */
export const DEFAULT_INCLUDE: RegExp[] = [/\.[cm]?[jt]sx?$/];
export const DEFAULT_EXCLUDE: RegExp[] = [/node_modules/];

/** Applies the defaults to `options` for a build running in `mode` from `bundlerRoot`. */
export function resolveOptions(
  options: Options | undefined,
  mode: BuildMode,
  bundlerRoot: string = process.cwd(),
): ResolvedOptions {
  return {
    include: options?.include ?? DEFAULT_INCLUDE,
    exclude: options?.exclude ?? DEFAULT_EXCLUDE,
    root: resolve(bundlerRoot, options?.root ?? '.'),
    tsconfig: options?.tsconfig,
    failOnError: options?.failOnError ?? mode === 'build',
    cache: options?.cache ?? true,
    inspector: mode === 'watch' && (options?.inspector ?? true),
    rules: options?.rules,
    strict: options?.strict,
    manifest: mode === 'build' && (options?.manifest ?? true),
    warnings: options?.warnings ?? 'summary',
    outputSchema: options?.outputSchema ?? false,
  };
}
