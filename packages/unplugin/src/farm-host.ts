import type { JsPlugin } from '@farmfe/core';
import type { UnpluginBuildContext } from 'unplugin';
import { type Host, type HostContext, reportAtBuildEnd } from './host-context';
import type { PluginState } from './plugin-state';
import type { DiagnosticSink } from './report-diagnostics';
import { rollupHostContext } from './rollup-host';

/**
 * Farm: Rollup-like in its transforms (`this.addWatchFile`, `this.error`), but its build hooks
 * only reach Farm's own compilation context, whose `error` fails nothing there.
 * Root and mode come from the resolved config (`farm start` runs a dev server).
 */
export function farmHost(state: PluginState): Host {
  const rollup = rollupHostContext(state);
  const sink = (context: UnpluginBuildContext): DiagnosticSink => {
    const native = context.getNativeBuildContext?.();
    if (native?.framework !== 'farm' || 'error' in context) return rollup.sink(context);
    return {
      // Farm's `context.error` in a build hook neither prints nor fails: throwing does both.
      error: (message) => {
        const error = new Error(message);
        error.stack = '';
        throw error;
      },
      warn: (message) => native.context.warn(message),
    };
  };
  const context: HostContext = {
    isWatching: () => state.bundlerMode === 'watch',
    watchFiles: rollup.watchFiles,
    sink,
    report: reportAtBuildEnd(state, sink),
  };
  const farm: Partial<JsPlugin> = {
    configResolved(config) {
      state.bundlerRoot = config.root ?? process.cwd();
      state.bundlerMode =
        config.compilation?.watch || config.compilation?.mode === 'development' ? 'watch' : 'build';
    },
  };
  return { context, hooks: { farm } };
}
