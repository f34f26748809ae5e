import { createRequire } from 'node:module';
import type { WebMcpOptions } from './options';

/** What Next passes to `webpack(config, context)` that the hook looks at. */
interface WebpackContext {
  isServer: boolean;
  [key: string]: unknown;
}

type WebpackConfig = { plugins?: unknown[]; [key: string]: unknown };
type WebpackHook = (config: WebpackConfig, context: WebpackContext) => WebpackConfig;

const requireHere = createRequire(import.meta.url);

/**
 * The config's `webpack` hook: the user's own hook first, then the webmcp webpack plugin on the
 * client compilation only. The SDK registers nothing on the server (no `document`), so schemas in
 * the server and edge bundles would only cost a second project scan and bytes. The plugin (and
 * the TypeScript extractor under it) is loaded here, so `next start` and Turbopack builds never
 * load it while reading the config.
 */
export function withWebpackPlugin(
  userHook: WebpackHook | undefined,
  options: WebMcpOptions | undefined,
): WebpackHook {
  return (config, context) => {
    const result = userHook ? userHook(config, context) : config;
    if (context.isServer) return result;
    // Inline delivery: Next gives the client compiler its server compiler's file system after the
    // plugins are applied, which undoes what webpack needs for virtual modules.
    const { webmcpInlineUnplugin } = requireHere(
      '@webmcp-nexus/unplugin',
    ) as typeof import('@webmcp-nexus/unplugin');
    result.plugins = [...(result.plugins ?? []), webmcpInlineUnplugin.webpack(options)];
    return result;
  };
}
