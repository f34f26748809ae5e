import { createUnplugin } from 'unplugin';
import { inlineUnpluginFactory, unpluginFactory } from './factory';

// The session and its seam: for hosts that run loaders but no plugins (Next's Turbopack loader
// keeps one session per worker), and the options vocabulary every package shares.
export { BuildSession } from './build-session';
export { PLUGIN_NAME, unpluginFactory } from './factory';
export type { HostContext, ReportMoment } from './host-context';
export { runGuarded } from './internal-error';
export {
  type BuildMode,
  type BuildSettings,
  type Options,
  type ResolvedOptions,
  resolveOptions,
} from './options';
export { createWatchedFiles, fileOfModuleId } from './paths';
export type { DiagnosticSink, WarningsOutput } from './report-diagnostics';
export { serializeSchema } from './serialize-schema';
export { writeToolsManifest } from './tools-manifest-file';

/** The webmcp-nexus plugin for every bundler unplugin supports (`.vite`, `.webpack`, `.rollup`…). */
export const webmcpUnplugin = createUnplugin(unpluginFactory);

/** The same for a webpack whose loaders cannot serve virtual modules (Next's `--webpack`): schema code inside each call site. */
export const webmcpInlineUnplugin = createUnplugin(inlineUnpluginFactory);
