import type { Plugin } from 'rolldown';
import { createRolldownPlugin } from 'unplugin';
import { unpluginFactory } from './factory';
import type { Options } from './options';

export type { Options } from './options';

/**
 * The Rolldown plugin: attaches a `__webmcpSchema` derived from each tool's TypeScript to every
 * function registered with `webmcp-nexus-sdk`, before Rolldown strips the types.
 *
 * @example
 * // rolldown.config.mjs
 * import { defineConfig } from 'rolldown';
 * import webmcp from '@webmcp-nexus/unplugin/rolldown';
 *
 * export default defineConfig({ input: 'src/main.tsx', plugins: [webmcp()] });
 */
const webmcp: (options?: Options) => Plugin = createRolldownPlugin(unpluginFactory) as (
  options?: Options,
) => Plugin;
export default webmcp;
