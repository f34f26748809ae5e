import type { RsbuildPlugin } from '@rsbuild/core';
import type { Compiler } from '@rspack/core';
import type { Host } from './host-context';
import type { PluginState } from './plugin-state';
import { webpackLikeHostContext, webpackLikeSetup } from './webpack-host';

/**
 * Rspack, and Rsbuild over it: webpack-like (root from the compiler's `context`, watch mode from
 * its hooks, errors into the compilation with Rspack's own `WebpackError`). Rsbuild adds its
 * Rspack plugin itself, so the compiler setup is added through `modifyRspackConfig`, and
 * `rsbuild dev` says it is a dev server before any compiler runs.
 */
export function rspackHost(state: PluginState): Host {
  const setup = webpackLikeSetup(state);
  const rsbuild: Partial<RsbuildPlugin> = {
    setup(api) {
      if (api.context.action === 'dev') state.bundlerMode = 'watch';
      api.modifyRspackConfig((config) => {
        config.plugins ??= [];
        config.plugins.push({ apply: (compiler: Compiler) => setup(compiler) });
      });
    },
  };
  return {
    context: webpackLikeHostContext(
      state,
      'rspack',
      (compiler) => (compiler as Compiler).rspack.WebpackError,
    ),
    hooks: { rspack: setup, rsbuild },
  };
}
