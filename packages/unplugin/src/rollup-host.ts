import type { UnpluginBuildContext, UnpluginContext } from 'unplugin';
import type { HostContext } from './host-context';
import type { PluginState } from './plugin-state';
import { type DiagnosticSink, reportDiagnostics } from './report-diagnostics';

/**
 * What an error's `stack` is: empty (Rollup's and Rolldown's CLIs then print the message once),
 * or the message itself (Vite prints the stack, and would otherwise print the plugin's frames).
 */
export type ErrorStack = 'empty' | 'message';

/**
 * Rollup, Rolldown and `vite build`: the Rollup plugin context has `this.meta.watchMode`,
 * `this.addWatchFile`, `this.error` and `this.warn`, and diagnostics are reported at `buildEnd`.
 */
export function rollupHostContext(state: PluginState, errorStack: ErrorStack = 'empty'): HostContext {
  const sink = (context: UnpluginBuildContext) => rollupContextSink(context, errorStack);
  return {
    isWatching: (context) => Boolean((context as { meta?: { watchMode?: boolean } }).meta?.watchMode),
    watchFiles(context, files) {
      for (const file of files) context.addWatchFile(file);
    },
    sink,
    report(context, moment, diagnostics) {
      if (moment !== 'buildEnd') return;
      reportDiagnostics(diagnostics(), sink(context), state.resolved().failOnError, state.reported);
    },
  };
}

/** `this.error` / `this.warn` of a Rollup-style hook context (the plugin's own frames never shown). */
export function rollupContextSink(
  context: UnpluginBuildContext,
  errorStack: ErrorStack = 'empty',
): DiagnosticSink {
  const rollupContext = context as UnpluginBuildContext & UnpluginContext;
  return {
    error: (message) => rollupContext.error({ message, stack: errorStack === 'message' ? message : '' }),
    warn: (message) => rollupContext.warn(message),
  };
}
