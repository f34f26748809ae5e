import { resolve } from 'node:path';
import {
  type ExtractionOptions,
  type LintOptions,
  type ResolvedExtractionOptions,
  readProjectConfig,
  resolveExtractionOptions,
  TOOLS_MANIFEST_FILE,
} from '@webmcp-nexus/core';
import type { FilterPattern } from 'unplugin';
import type { WarningsOutput } from './report-diagnostics';

/**
 * Options of the webmcp-nexus build plugins. Every field is optional: `webmcp()` works as is.
 * `tsconfig`, `cache` and `outputSchema` are the core's extraction options, which
 * `webmcp-nexus.config.json` and the CLI's flags set too (these win over the file).
 */
export interface Options extends ExtractionOptions {
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
   * Whether an error diagnostic (an untraceable tool, a primitive parameter, a bad name…) fails
   * the build. When false it is reported as a warning and that tool is skipped.
   * @default true in a one-off build, false in dev servers and watch mode
   */
  failOnError?: boolean;
  /**
   * Whether a development build adds the `<webmcp-nexus-inspector>` element to the page (it lists,
   * and lets you try, every registered tool, and shows the tools the build skipped). A production
   * build never adds it, whatever this says, watched or not.
   * @default true when the bundler builds for development
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
   * Whether a production build writes `webmcp-tools.json`, the tools of this bundle (the same
   * JSON as `webmcp-nexus list --json`), and where: by default into `root`, outside what the site
   * serves (it names source files and tools a page may only register for some users). A path
   * (relative to `root`) writes it there instead; `false` turns it off. A development build never
   * writes it.
   * @default true: `<root>/webmcp-tools.json` in a production build
   */
  manifest?: boolean | string;
  /**
   * How much of a build's warnings the terminal shows: `'summary'` prints the first three in
   * full and one line with the count (`webmcp-nexus check` lists them all), `'all'` every one,
   * `'none'` none. Errors are always printed in full. The dev server reports once per change.
   * @default 'summary'
   */
  warnings?: WarningsOutput;
  /**
   * Whether a production build keeps the tools marked `@debugging` (tools for developer tooling).
   * By default they are registered in development only: a production bundle carries neither
   * their schemas nor their registration. `webmcp-tools.json` marks them (`annotations.debugging`).
   * @default false (development builds always keep them)
   */
  keepDebuggingTools?: boolean;
}

/** What the bundler builds for: "development" is the bundler's mode, never "watching". */
export type BuildMode = 'development' | 'production';

/** What a host learns from its bundler before the build, once: a session is made for exactly these. */
export interface BuildSettings {
  /** The bundler's root (Vite's `root`, webpack's `context`…): `root` is resolved against it. */
  root: string;
  mode: BuildMode;
  /** Whether the bundler keeps running after its first result (a dev server or watch mode). */
  watching: boolean;
}

/**
 * `Options` with every default applied: each field of `Options` is here, required (adding an
 * option without resolving it does not compile). Those without a default keep `undefined`.
 */
export interface ResolvedOptions
  extends Required<Omit<Options, keyof ExtractionOptions | 'rules' | 'strict'>>,
    ResolvedExtractionOptions {
  /** Where this build writes `webmcp-tools.json` (absolute), or false when it writes none. */
  manifest: string | false;
  /** The plugin's own lint settings (the config file's are merged under them by the session). */
  rules: LintOptions['rules'] | undefined;
  strict: boolean | undefined;
}

/** The defaults that do not depend on the bundler. */
export const DEFAULT_INCLUDE: RegExp[] = [/\.[cm]?[jt]sx?$/];
export const DEFAULT_EXCLUDE: RegExp[] = [/node_modules/];

/**
 * Applies the defaults to `options` for a build with `settings`; the extraction options the
 * plugin leaves unset come from `webmcp-nexus.config.json` at the root, as the CLI reads them.
 */
export function resolveOptions(options: Options | undefined, settings: BuildSettings): ResolvedOptions {
  const development = settings.mode === 'development';
  const root = resolve(settings.root, options?.root ?? '.');
  return {
    include: options?.include ?? DEFAULT_INCLUDE,
    exclude: options?.exclude ?? DEFAULT_EXCLUDE,
    ...resolveExtractionOptions(root, options, readProjectConfig(root).extraction),
    failOnError: options?.failOnError ?? !settings.watching,
    inspector: development && (options?.inspector ?? true),
    rules: options?.rules,
    strict: options?.strict,
    manifest: manifestPath(options?.manifest ?? true, development, root),
    warnings: options?.warnings ?? 'summary',
    keepDebuggingTools: development || (options?.keepDebuggingTools ?? false),
  };
}

/** Where a build writes the manifest: production builds only, into `root` unless a path says otherwise. */
function manifestPath(option: boolean | string, development: boolean, root: string): string | false {
  if (development || option === false) return false;
  return resolve(root, option === true ? TOOLS_MANIFEST_FILE : option);
}
