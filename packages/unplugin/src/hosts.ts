import type { UnpluginContextMeta } from 'unplugin';
import { esbuildHost } from './esbuild-host';
import { farmHost } from './farm-host';
import type { Host } from './host-context';
import type { PluginState } from './plugin-state';
import { rollupHostContext } from './rollup-host';
import { rspackHost } from './rspack-host';
import { generateBundleWithManifest } from './tools-manifest-emission';
import { viteHost } from './vite-host';
import { webpackHost } from './webpack-host';

/** The host file for the bundler unplugin says the plugin runs in. */
export function hostFor(framework: UnpluginContextMeta['framework'], state: PluginState): Host {
  switch (framework) {
    case 'vite':
      return viteHost(state);
    case 'webpack':
      return webpackHost(state);
    case 'rspack':
    case 'rsbuild':
      return rspackHost(state);
    case 'esbuild':
      return esbuildHost(state);
    case 'farm':
      return farmHost(state);
    default:
      // Rollup and Rolldown (and unloader): the Rollup plugin context.
      return {
        context: rollupHostContext(state),
        hooks: { rollup: rollupHooks(state), rolldown: rollupHooks(state) },
      };
  }
}

/** Rollup's and Rolldown's own hooks: a one-off build leaves inert files out before Rolldown reads the filter. */
function rollupHooks(state: PluginState) {
  return {
    options(this: { meta: { watchMode: boolean } }) {
      if (!this.meta.watchMode) state.excludeInertFiles();
    },
    generateBundle: generateBundleWithManifest(state),
  };
}
