import type { UnpluginBuildContext, UnpluginContext } from 'unplugin';
import type { HostContext } from './host-context';
import type { PluginState } from './plugin-state';
import { type DiagnosticSink, reportDiagnostics } from './report-diagnostics';

/**
 * Rollup, Rolldown, Farm and `vite build`: the Rollup plugin context has `this.meta.watchMode`,
 * `this.addWatchFile`, `this.error` and `this.warn`, and diagnostics are reported at `buildEnd`.
 */
export function rollupHostContext(state: PluginState): HostContext {
  return {
    isWatching: (context) => Boolean((context as { meta?: { watchMode?: boolean } }).meta?.watchMode),
    watchFiles(context, files) {
      for (const file of files) context.addWatchFile(file);
    },
    sink: rollupContextSink,
    report(context, moment, diagnostics) {
      if (moment !== 'buildEnd') return;
      reportDiagnostics(
        diagnostics(),
        rollupContextSink(context),
        state.resolved().failOnError,
        state.reported,
      );
    },
  };
}

/** `this.error` / `this.warn` of a Rollup-style hook context. */
export function rollupContextSink(context: UnpluginBuildContext): DiagnosticSink {
  const rollupContext = context as UnpluginBuildContext & UnpluginContext;
  return {
    // The stack is the message itself: the plugin's own frames would only hide the diagnostic.
    error: (message) => rollupContext.error({ message, stack: message }),
    warn: (message) => rollupContext.warn(message),
  };
}
