import { createUnplugin } from 'unplugin';
import { unpluginFactory } from './factory';

export { PLUGIN_NAME, unpluginFactory } from './factory';
export { INJECTION_MARKER, injectSchemas } from './inject-schemas';
export type { BuildMode, Options, ResolvedOptions } from './options';
export { resolveOptions } from './options';
export { serializeSchema } from './serialize-schema';

/** The webmcp-nexus plugin for every bundler unplugin supports (`.vite`, `.webpack`, `.rollup`…). */
export const webmcpUnplugin = createUnplugin(unpluginFactory);
