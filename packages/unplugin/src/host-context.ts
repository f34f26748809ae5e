import type { Diagnostic } from '@webmcp-nexus/core';
import type { UnpluginBuildContext, UnpluginOptions } from 'unplugin';
import type { PluginState } from './plugin-state';
import type { DiagnosticSink } from './report-diagnostics';

/** When the factory has diagnostics to report: after a module's transform, or once a build ended. */
export type ReportMoment = 'transform' | 'buildEnd';

/**
 * What the shared factory asks of the bundler it runs in (unplugin-vue-router's `ServerContext`
 * shape): each host file implements it once, and the factory never asks which bundler it is.
 */
export interface HostContext {
  /** Whether this build keeps running after its result (a dev server or watch mode). */
  isWatching(context: UnpluginBuildContext): boolean;
  /** Makes the host transform `module` (the file being transformed) again when one of `files` changes. */
  watchFiles(context: UnpluginBuildContext, module: string, files: readonly string[]): void;
  /** The host's error and warning channels, as a hook with this `context` reaches them. */
  sink(context: UnpluginBuildContext): DiagnosticSink;
  /**
   * Reports the bundle's diagnostics at `moment`: a build reports once at its end, a dev server
   * as each module is served. `diagnostics` is only called when this moment reports.
   */
  report(context: UnpluginBuildContext, moment: ReportMoment, diagnostics: () => Diagnostic[]): void;
}

/** A host: its context for the factory, and the bundler-specific hooks it adds to the plugin. */
export interface Host {
  context: HostContext;
  hooks: Partial<UnpluginOptions>;
}

/** The `report` of a host that reports once, when a build ends (Rollup, Rolldown, webpack, Rspack, Farm). */
export function reportAtBuildEnd(
  state: PluginState,
  sink: (context: UnpluginBuildContext) => DiagnosticSink,
): HostContext['report'] {
  return (context, moment, diagnostics) => {
    if (moment === 'buildEnd') state.report(diagnostics(), sink(context));
  };
}
