import { createRequire } from 'node:module';
import { runningNextMajor } from './next-version';
import type { WebMcpOptions } from './options';
import { type AfterProductionCompile, withToolsManifest } from './tools-manifest-hook';
import { withLoaderRules } from './turbopack-rules';
import { withWebpackPlugin } from './webpack-hook';

/** A Next.js config object, as far as the wrapper touches it (any other key is kept as is). */
export interface NextConfigLike {
  webpack?: ((config: any, context: any) => any) | null;
  turbopack?: { rules?: Record<string, any> };
  compiler?: { runAfterProductionCompile?: AfterProductionCompile; [key: string]: any };
  [key: string]: any;
}

/** A config function, as Next.js calls it: `(phase, { defaultConfig }) => config`. */
export type NextConfigFunction<Config extends NextConfigLike> = (
  phase: string,
  context: { defaultConfig: any; [key: string]: unknown },
) => Config | Promise<Config>;

const requireHere = createRequire(import.meta.url);

/** The wrapped config: the user's, with the `webpack` hook and `turbopack.rules` always present. */
export type WebMcpNextConfig<Config extends NextConfigLike> = Omit<Config, 'webpack' | 'turbopack'> & {
  webpack: (config: any, context: any) => any;
  turbopack: NonNullable<Config['turbopack']> & { rules: Record<string, unknown> };
};

/**
 * Wraps a Next.js config so every tool registered with `webmcp-nexus-sdk` gets its
 * `__webmcpSchema`, under Turbopack (`next dev`, `next build`) and webpack (`--webpack`).
 * Everything of the user's config is kept: its own `webpack` hook still runs, its
 * `turbopack.rules` are kept after ours. Works with zero options.
 *
 * @example
 * // next.config.ts
 * import { withWebMcp } from 'next-plugin-webmcp-nexus';
 *
 * export default withWebMcp({ reactStrictMode: true });
 */
export function withWebMcp<Config extends NextConfigLike>(
  nextConfig: NextConfigFunction<Config>,
  options?: WebMcpOptions,
): NextConfigFunction<WebMcpNextConfig<Config>>;
export function withWebMcp<Config extends NextConfigLike = NextConfigLike>(
  nextConfig?: Config,
  options?: WebMcpOptions,
): WebMcpNextConfig<Config>;
export function withWebMcp<Config extends NextConfigLike>(
  nextConfig: Config | NextConfigFunction<Config> = {} as Config,
  options?: WebMcpOptions,
): WebMcpNextConfig<Config> | NextConfigFunction<WebMcpNextConfig<Config>> {
  if (typeof nextConfig !== 'function') return wrapConfig(nextConfig, options);
  return (phase, context) => {
    const config = nextConfig(phase, context);
    return config instanceof Promise
      ? config.then((c) => wrapConfig(c, options))
      : wrapConfig(config, options);
  };
}

function wrapConfig<Config extends NextConfigLike>(
  config: Config,
  options: WebMcpOptions | undefined,
): WebMcpNextConfig<Config> {
  const loaderPath = requireHere.resolve('next-plugin-webmcp-nexus/turbopack-loader');
  return {
    ...config,
    webpack: withWebpackPlugin(config.webpack ?? undefined, options),
    // Always present, so Next 16 never stops a Turbopack build for "a webpack config and no turbopack config".
    turbopack: {
      ...config.turbopack,
      rules: withLoaderRules(config.turbopack?.rules, loaderPath, options, runningNextMajor()),
    },
    experimental: withBuildWorker(config),
    compiler: {
      ...config.compiler,
      runAfterProductionCompile: withToolsManifest(config.compiler?.runAfterProductionCompile, options),
    },
  } as WebMcpNextConfig<Config>;
}

/**
 * The config's `experimental` with Next's webpack build worker as the user's config alone would
 * have it. Next runs its webpack compilations in a worker process unless the config has a
 * `webpack` hook or says otherwise; ours would keep every compilation in the main process (its
 * memory peaking near twice a plain build's), and it needs no state shared between compilations.
 */
function withBuildWorker(config: NextConfigLike): Record<string, unknown> {
  const experimental = { ...config.experimental };
  // Under Turbopack (Next sets TURBOPACK before it loads the config) there is no webpack build, and
  // Next would list the setting among the experiments it prints at start.
  if (!process.env.TURBOPACK && !config.webpack && experimental.webpackBuildWorker === undefined)
    experimental.webpackBuildWorker = true;
  return experimental;
}
