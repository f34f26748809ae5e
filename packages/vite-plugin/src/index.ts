import { type Options, webmcpUnplugin } from '@webmcp-nexus/unplugin';
import type { Plugin } from 'vite';

export type { Options } from '@webmcp-nexus/unplugin';

/**
 * The Vite plugin: attaches a `__webmcpSchema` derived from each tool's TypeScript (JSDoc and
 * parameter type) to every function registered with `webmcp-nexus-sdk`. Works with zero options,
 * before or after `@vitejs/plugin-react` (it runs with `enforce: 'pre'`).
 *
 * @example
 * // vite.config.ts
 * import { defineConfig } from 'vite';
 * import react from '@vitejs/plugin-react';
 * import webmcp from 'vite-plugin-webmcp-nexus';
 *
 * export default defineConfig({ plugins: [webmcp(), react()] });
 *
 * // vite.config.cjs
 * const webmcp = require('vite-plugin-webmcp-nexus').default;
 */
export default function webmcp(options?: Options): Plugin {
  return webmcpUnplugin.vite(options) as Plugin;
}
