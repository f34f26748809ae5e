import type { Options as PluginOptions } from '@webmcp-nexus/unplugin';

/**
 * Options of `withWebMcp`: those of the webmcp-nexus build plugins. Every field is optional.
 * Under Turbopack they travel to the loader as JSON: `include` / `exclude` become the rule's
 * path conditions (strings are Turbopack globs there), the rest is passed as loader options.
 */
export type WebMcpOptions = PluginOptions;

/** A value Turbopack can serialise into a loader's options. */
type Json = string | number | boolean | null | undefined | readonly Json[] | { readonly [key: string]: Json };

/**
 * What the Turbopack loader receives: every plugin option but the module filters (the rule's
 * conditions there). Derived, never re-declared: a new option reaches the loader as it is, and
 * one Turbopack cannot serialise does not compile here.
 */
export type TurbopackLoaderOptions = JsonOnly<Omit<PluginOptions, 'include' | 'exclude'>>;
type JsonOnly<T extends { [Key in keyof T]: Json }> = T;

/** The JSON part of `options`, for the Turbopack loader (a plain copy: Turbopack serialises it). */
export function turbopackLoaderOptions(options: WebMcpOptions | undefined): TurbopackLoaderOptions {
  const { include: _include, exclude: _exclude, ...loaderOptions } = options ?? {};
  return JSON.parse(JSON.stringify(loaderOptions));
}
