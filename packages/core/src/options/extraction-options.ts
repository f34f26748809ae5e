import type { ExtractorOptions } from '../types';

/**
 * The options that decide which schemas a project's tools get: the same words in the build
 * plugins' options (which extend these), in `webmcp-nexus.config.json` and on the command line
 * of `webmcp-nexus check`, `list` and `mcp`, so every one of them derives the same schemas.
 */
export interface ExtractionOptions {
  /**
   * Path to the tsconfig to read, absolute or relative to `root`.
   * @default the nearest `tsconfig.json` from `root` upwards, as `tsc` finds it
   */
  tsconfig?: string;
  /**
   * Whether derived schemas are kept in `node_modules/.cache/webmcp-nexus` and reused by later
   * runs while nothing they depend on changed (a repeat build then never loads TypeScript).
   * The environment variable `WEBMCP_NEXUS_CACHE=0` turns it off too.
   * @default true
   */
  cache?: boolean;
  /**
   * Whether each tool's schema also gets an `outputSchema`, derived from its declared (or
   * inferred) return type: `Promise<T>` unwrapped, object results only (any other result has
   * none), objects left open. The SDK passes it to the host (the spec's open `outputSchema`
   * proposal: hosts that do not know it ignore it), and in development warns when a tool
   * returns something else, naming the path. `webmcp-tools.json` and `list --json` carry it.
   * @default false
   */
  outputSchema?: boolean;
}

/**
 * `ExtractionOptions` with the defaults applied, for the project at `root` (absolute): every
 * option is here (a new one does not compile until `resolveExtractionOptions` gives it).
 */
export interface ResolvedExtractionOptions extends Required<Omit<ExtractionOptions, 'tsconfig'>> {
  root: string;
  /** As given (absolute or relative to `root`), or undefined: looked up from `root`. */
  tsconfig: string | undefined;
}

/**
 * Applies the defaults for the project at `root`: each option from the first of `layers` that
 * sets it (a plugin's options or the command line first, then `webmcp-nexus.config.json`).
 */
export function resolveExtractionOptions(
  root: string,
  ...layers: (ExtractionOptions | undefined)[]
): ResolvedExtractionOptions {
  const first = <Key extends keyof ExtractionOptions>(key: Key) =>
    layers.find((layer) => layer?.[key] !== undefined)?.[key];
  return {
    root,
    tsconfig: first('tsconfig'),
    cache: first('cache') ?? true,
    outputSchema: first('outputSchema') ?? false,
  };
}

/** The options of the core's extractor, every one of them: a new one does not compile until given here. */
type ExtractorSettings = Required<Omit<ExtractorOptions, 'scope'>>;

/**
 * What the extractor (or the schema service) is created with, from resolved options: the one
 * place that says it, for the build session, Next's manifest hook, the CLI and the MCP server,
 * so every one of them derives the same schemas and shares cache entries.
 */
export function extractorOptions(options: ResolvedExtractionOptions): ExtractorOptions {
  const settings: { [Key in keyof ExtractorSettings]: ExtractorSettings[Key] | undefined } = {
    root: options.root,
    tsconfig: options.tsconfig,
    cache: options.cache,
    outputSchema: options.outputSchema,
  };
  return settings;
}
