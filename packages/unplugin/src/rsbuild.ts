import type { RsbuildPlugin } from '@rsbuild/core';
import { createRsbuildPlugin } from 'unplugin';
import { unpluginFactory } from './factory';
import type { Options } from './options';

export type { Options } from './options';

/**
 * The Rsbuild plugin: attaches a `__webmcpSchema` derived from each tool's TypeScript to every
 * function registered with `webmcp-nexus-sdk`, in `rsbuild build` and `rsbuild dev`.
 *
 * @example
 * // rsbuild.config.ts
 * import { defineConfig } from '@rsbuild/core';
 * import { pluginReact } from '@rsbuild/plugin-react';
 * import webmcp from '@webmcp-nexus/unplugin/rsbuild';
 *
 * export default defineConfig({ plugins: [pluginReact(), webmcp()] });
 */
const webmcp: (options?: Options) => RsbuildPlugin = createRsbuildPlugin(unpluginFactory);
export default webmcp;
