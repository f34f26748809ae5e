import type { Plugin } from 'esbuild';
import { createEsbuildPlugin } from 'unplugin';
import { unpluginFactory } from './factory';
import type { Options } from './options';

export type { Options } from './options';

/**
 * The esbuild plugin: attaches a `__webmcpSchema` derived from each tool's TypeScript to every
 * function registered with `webmcp-nexus-sdk`. In `context().watch()` the files a schema depends
 * on are watched through `onLoad`'s `watchFiles`.
 *
 * @example
 * // build.mjs
 * import { build } from 'esbuild';
 * import webmcp from '@webmcp-nexus/unplugin/esbuild';
 *
 * await build({ entryPoints: ['src/main.tsx'], bundle: true, outdir: 'dist', plugins: [webmcp()] });
 */
const webmcp: (options?: Options) => Plugin = createEsbuildPlugin(unpluginFactory);
export default webmcp;
