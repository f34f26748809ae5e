import type { RsbuildPlugin } from '@rsbuild/core';
import type { Compiler } from '@rspack/core';
import type { Host } from './host-context';
import type { SessionSlot } from './session-slot';
import { type WebpackLikeCompiler, webpackLikeHostContext, webpackLikeSetup } from './webpack-host';

/**
 * Rspack, and Rsbuild over it: webpack-like (root from the compiler's `context`, mode from its
 * `mode`, watch mode from its hooks, errors into the compilation with Rspack's own
 * `WebpackError`). Rsbuild adds its Rspack plugin itself, so the compiler setup is added through
 * `modifyRspackConfig` (Rsbuild sets the compiler's `mode`: development in `rsbuild dev`).
 */
export function rspackHost(slot: SessionSlot): Host {
  const setup = webpackLikeSetup(slot);
  const rsbuild: Partial<RsbuildPlugin> = {
    setup(api) {
      api.modifyRspackConfig((config) => {
        config.plugins ??= [];
        config.plugins.push({
          apply: (compiler: Compiler) => setup(compiler as unknown as WebpackLikeCompiler),
        });
      });
    },
  };
  return {
    context: webpackLikeHostContext('rspack', (compiler) => (compiler as Compiler).rspack.WebpackError),
    hooks: { rspack: setup as (compiler: Compiler) => void, rsbuild },
  };
}
