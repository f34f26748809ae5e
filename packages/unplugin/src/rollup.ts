import type { Plugin } from 'rollup';
import { createRollupPlugin } from 'unplugin';
import { unpluginFactory } from './factory';
import type { Options } from './options';

export type { Options } from './options';

/**
 * The Rollup plugin: attaches a `__webmcpSchema` derived from each tool's TypeScript to every
 * function registered with `webmcp-nexus-sdk`. Put it before the plugin that strips TypeScript.
 *
 * @example
 * // rollup.config.mjs
 * import esbuild from 'rollup-plugin-esbuild';
 * import webmcp from '@webmcp-nexus/unplugin/rollup';
 *
 * export default { input: 'src/main.tsx', plugins: [webmcp(), esbuild()] };
 */
const webmcp: (options?: Options) => Plugin = createRollupPlugin(unpluginFactory) as (
  options?: Options,
) => Plugin;
export default webmcp;
