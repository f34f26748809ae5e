import type { JsPlugin } from '@farmfe/core';
import { createFarmPlugin } from 'unplugin';
import { unpluginFactory } from './factory';
import type { Options } from './options';

export type { Options } from './options';

/**
 * The Farm plugin: attaches a `__webmcpSchema` derived from each tool's TypeScript to every
 * function registered with `webmcp-nexus-sdk`.
 *
 * @example
 * // farm.config.ts
 * import { defineConfig } from '@farmfe/core';
 * import webmcp from '@webmcp-nexus/unplugin/farm';
 *
 * export default defineConfig({ plugins: [webmcp()] });
 */
const webmcp: (options?: Options) => JsPlugin = createFarmPlugin(unpluginFactory);
export default webmcp;
