import { createUnplugin } from 'unplugin';
import { unpluginFactory } from './factory';

export { PLUGIN_NAME, unpluginFactory } from './factory';
export { INJECTION_MARKER, injectSchemas, isAlreadyInjected } from './inject-schemas';
export { addDevInspector } from './inspector-injection';
// runGuarded … PluginState, reportDiagnostics: for hosts that run webpack loaders but no plugins
// (Next.js's Turbopack loader keeps one warm state per worker with them).
export { runGuarded } from './internal-error';
export type { BuildMode, Options, ResolvedOptions } from './options';
export { resolveOptions } from './options';
export { fileOfModuleId } from './paths';
export { PluginState } from './plugin-state';
export { type DiagnosticSink, reportDiagnostics, type WarningsOutput } from './report-diagnostics';
export { serializeSchema } from './serialize-schema';

/** The webmcp-nexus plugin for every bundler unplugin supports (`.vite`, `.webpack`, `.rollup`…). */
export const webmcpUnplugin = createUnplugin(unpluginFactory);
