import type { UnpluginBuildContext, UnpluginOptions } from 'unplugin';
import type { BuildSettings } from './options';
import type { DiagnosticSink } from './report-diagnostics';

/** When a session reports the bundle's diagnostics: as each module is transformed, or once a build ended. */
export type ReportMoment = 'transform' | 'buildEnd';

/**
 * What a build session asks of the bundler it runs in (unplugin-vue-router's `ServerContext`
 * shape): each host implements it once, and the session never asks which bundler it is.
 * `Context` is what the host's hooks are called with (unplugin's build context; a loader context
 * for Next's Turbopack loader).
 */
export interface HostContext<Context = UnpluginBuildContext> {
  /** Makes the host transform `module` (the file being transformed) again when one of `files` changes. */
  watchFiles(context: Context, module: string, files: readonly string[]): void;
  /** The host's error and warning channels, as a hook with this `context` reaches them. */
  sink(context: Context): DiagnosticSink;
  /** When this host reports: a build once at its end; a dev server, esbuild and Turbopack as modules are served. */
  reportsAt(): ReportMoment;
  /**
   * Serves the schema modules `modules` again though no file changed (a shadow check replaced
   * their schemas): a dev server sends them as a hot update. A host without it keeps what it
   * served until the next change.
   */
  serveAgain?(modules: readonly string[]): void;
}

/** A host: its context for the session, and the bundler-specific hooks it adds to the plugin. */
export interface Host {
  context: HostContext;
  hooks: Partial<UnpluginOptions>;
  /**
   * Whether each call site gets its schema module's code inside instead of importing it: for a
   * bundler that cannot serve a virtual module again when a file it depends on changes (Farm).
   */
  inline?: boolean;
}

/** The mode a bundler without one of its own builds for: `NODE_ENV`, production unless it says development. */
export function modeFromEnvironment(
  nodeEnv: string | undefined = process.env.NODE_ENV,
): BuildSettings['mode'] {
  return nodeEnv === 'development' ? 'development' : 'production';
}
