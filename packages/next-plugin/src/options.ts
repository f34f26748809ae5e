import type { Options as PluginOptions } from '@webmcp-nexus/unplugin';

/**
 * Options of `withWebMcp`: those of the webmcp-nexus build plugins. Every field is optional.
 * Under Turbopack they travel to the loader as JSON: `include` / `exclude` become the rule's
 * path conditions (strings are Turbopack globs there), the rest is passed as loader options.
 */
export type WebMcpOptions = PluginOptions;

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
  [key: string]: string | boolean | undefined;
}

/** The JSON part of `options`, for the Turbopack loader. */
export function turbopackLoaderOptions(options: WebMcpOptions | undefined): TurbopackLoaderOptions {
  const json: TurbopackLoaderOptions = {};
  if (options?.root !== undefined) json.root = options.root;
  if (options?.tsconfig !== undefined) json.tsconfig = options.tsconfig;
  if (options?.failOnError !== undefined) json.failOnError = options.failOnError;
  if (options?.inspector !== undefined) json.inspector = options.inspector;
  if (options?.outputSchema !== undefined) json.outputSchema = options.outputSchema;
  return json;
}
