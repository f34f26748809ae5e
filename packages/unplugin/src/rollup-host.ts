import type { UnpluginBuildContext, UnpluginContext } from 'unplugin';
import { type HostContext, reportAtBuildEnd } from './host-context';
import type { PluginState } from './plugin-state';
import type { DiagnosticSink } from './report-diagnostics';

/**
 * Rollup, Rolldown and `vite build`: the Rollup plugin context has `this.meta.watchMode`,
 * `this.addWatchFile`, `this.error` and `this.warn`, and diagnostics are reported at `buildEnd`.
 */
export function rollupHostContext(state: PluginState): HostContext {
  const sink = (context: UnpluginBuildContext) => rollupContextSink(context);
  return {
    isWatching: (context) => Boolean((context as { meta?: { watchMode?: boolean } }).meta?.watchMode),
    watchFiles(context, _module, files) {
      for (const file of files) context.addWatchFile(file);
    },
    sink,
    report: reportAtBuildEnd(state, sink),
  };
}

/**
 * `this.error` / `this.warn` of a Rollup-style hook context. The error's stack is empty: the
 * message is complete, and Rollup, Rolldown and Vite then print it once, without the plugin's frames.
 */
export function rollupContextSink(context: UnpluginBuildContext): DiagnosticSink {
  const rollupContext = context as UnpluginBuildContext & UnpluginContext;
  return {
    error: (message) => rollupContext.error({ message, stack: '' }),
    warn: (message) => rollupContext.warn(message),
  };
}
