import type { RspackPluginInstance } from '@rspack/core';
import { createRspackPlugin } from 'unplugin';
import { unpluginFactory } from './factory';
import type { Options } from './options';

export type { Options } from './options';

/**
 * The Rspack plugin: attaches a `__webmcpSchema` derived from each tool's TypeScript to every
 * function registered with `webmcp-nexus-sdk`. Its loader runs before `builtin:swc-loader`.
 *
 * @example
 * // rspack.config.mjs
 * import webmcp from '@webmcp-nexus/unplugin/rspack';
 *
 * export default { plugins: [webmcp()] };
 */
const webmcp: (options?: Options) => RspackPluginInstance = createRspackPlugin(unpluginFactory);
export default webmcp;
