import { type Options, webmcpUnplugin } from '@webmcp-nexus/unplugin';
import type { Compiler, WebpackPluginInstance } from 'webpack';

export type { Options } from '@webmcp-nexus/unplugin';

/**
 * The webpack plugin: attaches a `__webmcpSchema` derived from each tool's TypeScript (JSDoc and
 * parameter type) to every function registered with `webmcp-nexus-sdk`. Its loader runs before
 * ts-loader, babel-loader, swc-loader or esbuild-loader. Works with zero options.
 *
 * @example
 * // webpack.config.js
 * const { WebMcpPlugin } = require('webpack-plugin-webmcp-nexus');
 *
 * module.exports = {
 *   // ...
 *   plugins: [new WebMcpPlugin()],
 * };
 */
export class WebMcpPlugin implements WebpackPluginInstance {
  readonly #plugin: WebpackPluginInstance;

  constructor(options?: Options) {
    this.#plugin = webmcpUnplugin.webpack(options);
  }

  /** Called by webpack: registers the loader and the build hooks on `compiler`. */
  apply(compiler: Compiler): void {
    this.#plugin.apply(compiler);
  }
}
