import type { Options as PluginOptions, WarningsOutput } from '@webmcp-nexus/unplugin';

/**
 * Options of `withWebMcp`: those of the webmcp-nexus build plugins. Every field is optional.
 * Under Turbopack they travel to the loader as JSON: `include` / `exclude` become the rule's
 * path conditions (strings are Turbopack globs there), the rest is passed as loader options.
 */
export type WebMcpOptions = PluginOptions;

/** Severity per diagnostic code (`{ L6: 'off' }`), as in `webmcp-nexus.config.json`. */
type LintRules = NonNullable<PluginOptions['rules']>;

/** What the Turbopack loader receives: JSON only (Turbopack serialises loader options). */
export interface TurbopackLoaderOptions {
  /** The project root, absolute or relative to Next's project directory. */
  root?: string;
  /** The tsconfig to read, absolute or relative to `root`. */
  tsconfig?: string;
  /** Whether an error diagnostic fails the build; by default true in `next build`, false in `next dev`. */
  failOnError?: boolean;
  /** Whether `next dev` adds the dev inspector to the page (never in `next build`). */
  inspector?: boolean;
  /** Whether each tool's `__webmcpSchema` gets an `outputSchema` from its return type. */
  outputSchema?: boolean;
  /** Whether the worker's results are kept in (and served from) the persistent cache. */
  cache?: boolean;
  /** How much of each module's warnings the loader prints (`summary` counts per module). */
  warnings?: WarningsOutput;
  /** Severity per diagnostic code, merged over the `rules` of `webmcp-nexus.config.json` (these win). */
  rules?: LintRules;
  /** Makes every H1 an error unless `rules.H1` says otherwise; wins over the config file's `strict`. */
  strict?: boolean;
  [key: string]: string | boolean | LintRules | undefined;
}

/** The JSON part of `options`, for the Turbopack loader. */
export function turbopackLoaderOptions(options: WebMcpOptions | undefined): TurbopackLoaderOptions {
  const json: TurbopackLoaderOptions = {};
  if (options?.root !== undefined) json.root = options.root;
  if (options?.tsconfig !== undefined) json.tsconfig = options.tsconfig;
  if (options?.failOnError !== undefined) json.failOnError = options.failOnError;
  if (options?.inspector !== undefined) json.inspector = options.inspector;
  if (options?.outputSchema !== undefined) json.outputSchema = options.outputSchema;
  if (options?.cache !== undefined) json.cache = options.cache;
  if (options?.warnings !== undefined) json.warnings = options.warnings;
  // The lint settings, so that Turbopack builds lint as webpack builds do (a plain copy: JSON).
  if (options?.rules !== undefined) json.rules = { ...options.rules };
  if (options?.strict !== undefined) json.strict = options.strict;
  return json;
}
