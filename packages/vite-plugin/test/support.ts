import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, type InlineConfig, type Logger, type Plugin, type ViteDevServer } from 'vite';
import webmcp from '../src/index';
import { VITE_VERSIONS, type ViteVersion } from './vite-versions';

/** Where the tests write their throw-away projects (inside this package, so its node_modules resolve). */
export const TMP_DIR = fileURLToPath(new URL('./.tmp', import.meta.url));

/** The shop example app. */
export const SHOP_DIR = fileURLToPath(new URL('../../../fixtures/apps/shop', import.meta.url));

/** A library-mode build of `entry` into one IIFE (`var bundle = …`) that `runBundle` can run. */
export function iifeBuildConfig(root: string, plugins: Plugin[], entry = 'src/main.ts'): InlineConfig {
  return {
    root,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: {
      outDir: join(root, 'dist'),
      emptyOutDir: true,
      minify: false,
      lib: { entry: join(root, entry), formats: ['iife'], name: 'bundle', fileName: () => 'bundle.js' },
    },
  };
}

/** The first chunk's code of a `build()` result (Vite returns one output per format). */
export function firstChunkCode(result: unknown): string {
  const outputs = (Array.isArray(result) ? result : [result]) as {
    output: { type: string; code?: string }[];
  }[];
  const chunk = outputs[0].output.find((item) => item.type === 'chunk');
  if (!chunk?.code) throw new Error('the build produced no chunk');
  return chunk.code;
}

/** A Vite logger that records infos (e.g. `hmr update …`), warnings and errors instead of printing them. */
export function recordingLogger(): Logger & { infos: string[]; warnings: string[]; errors: string[] } {
  const infos: string[] = [];
  const warnings: string[] = [];
  const errors: string[] = [];
  const logger = createLogger('silent');
  return {
    ...logger,
    infos,
    warnings,
    errors,
    info: (message) => infos.push(message),
    warn: (message) => warnings.push(message),
    warnOnce: (message) => warnings.push(message),
    error: (message) => errors.push(message),
  };
}

/**
 * A dev server of `root` with the plugin, logging into `logger`. By default it only loads modules
 * (`ssrLoadModule`, `transformRequest`: no port, no HMR, no watcher); `listening` serves on a free
 * port with its watcher, as `vite` does (nothing connects to its HMR socket: browser tests do that).
 */
export async function startDevServer(
  root: string,
  { logger = recordingLogger(), listening = false, vite = VITE_VERSIONS[0] }: DevServerOptions = {},
): Promise<ViteDevServer> {
  const server = await vite.createServer({
    root,
    configFile: false,
    customLogger: logger,
    plugins: [webmcp()],
    appType: 'custom',
    server: listening ? { port: 0, host: '127.0.0.1' } : { middlewareMode: true, hmr: false, watch: null },
  });
  if (listening) await server.listen();
  return server;
}

/** Options of `startDevServer`. */
interface DevServerOptions {
  logger?: Logger;
  listening?: boolean;
  /** Which Vite. @default Vite 8 */
  vite?: ViteVersion;
}

/** Where the browser fetches the call site's schema module from: the URL the client transform of `/src/main.ts` imports. */
export async function schemaModuleUrl(server: ViteDevServer, callSite = '/src/main.ts'): Promise<string> {
  const main = await server.transformRequest(callSite);
  const url = /from "(\/@id\/__x00__webmcp-nexus\/schemas\/[^"]+)"/.exec(main?.code ?? '')?.[1];
  if (!url) throw new Error(`the client transform of ${callSite} imports no schema module:\n${main?.code}`);
  return url;
}

/** The schema module as the browser gets it (its text: it holds the schemas as JSON). */
export async function clientSchemaModule(server: ViteDevServer, callSite = '/src/main.ts'): Promise<string> {
  // What Vite's middleware makes of the URL before transforming it: the `\0` id.
  const id = (await schemaModuleUrl(server, callSite)).replace(/^\/@id\/__x00__/, '\0');
  return (await server.transformRequest(id))?.code ?? '';
}
