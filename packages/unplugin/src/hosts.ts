import type { UnpluginContextMeta } from 'unplugin';
import { esbuildHost } from './esbuild-host';
import { farmHost } from './farm-host';
import type { Host } from './host-context';
import { rollupHost } from './rollup-host';
import { rspackHost } from './rspack-host';
import type { SessionSlot } from './session-slot';
import { viteHost } from './vite-host';
import { webpackHost } from './webpack-host';

/** The host file for the bundler unplugin says the plugin runs in. */
export function hostFor(framework: UnpluginContextMeta['framework'], slot: SessionSlot): Host {
  switch (framework) {
    case 'vite':
      return viteHost(slot);
    case 'webpack':
      return webpackHost(slot);
    case 'rspack':
    case 'rsbuild':
      return rspackHost(slot);
    case 'esbuild':
      return esbuildHost(slot);
    case 'farm':
      return farmHost(slot);
    default:
      // Rollup and Rolldown (and unloader): the Rollup plugin context.
      return rollupHost(slot);
  }
}
