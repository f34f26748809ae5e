import type { JsPlugin } from '@farmfe/core';
import type { UnpluginBuildContext } from 'unplugin';
import { type Host, type HostContext, reportAtBuildEnd } from './host-context';
import { createWatchedFiles, fileOfModuleId } from './paths';
import type { PluginState } from './plugin-state';
import type { DiagnosticSink } from './report-diagnostics';
import { rollupHostContext } from './rollup-host';

/**
 * Farm: Rollup-like in its transforms (`this.error`), but its build hooks only reach Farm's own
 * compilation context, whose `error` fails nothing there. Root and mode come from the resolved
 * config (`farm start` runs a dev server). A module's dependencies are watched through Farm's own
 * `addWatchFile`; when one changes, Farm's `updateModules` names the modules that watch it, not
 * the file itself, so the watched files' modification times say which changed.
 */
export function farmHost(state: PluginState): Host {
  const rollup = rollupHostContext(state);
  const watched = createWatchedFiles();
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
    watchFiles(context, module, files) {
      // unplugin's `this.addWatchFile` hands Farm 1's `addWatchFile(currentFile, targetFile)` its
      // arguments the other way round: Farm then recompiles the dependency when the module
      // changes, and a type edit never reached the schema. Farm's own context, in its order:
      const native = context.getNativeBuildContext?.();
      if (native?.framework !== 'farm') return rollup.watchFiles(context, module, files);
      for (const file of files) {
        native.context.addWatchFile(module, file);
        watched.add(file);
      }
    },
    sink,
    report: reportAtBuildEnd(state, sink),
  };
  const farm: Partial<JsPlugin> = {
    configResolved(config) {
      state.bundlerRoot = config.root ?? process.cwd();
      // `farm watch` and `farm start` resolve the config for development (`envMode`) even when it
      // compiles in production mode, as the shop's does.
      const development = config.envMode === 'development' || config.compilation?.mode === 'development';
      state.bundlerMode = config.compilation?.watch || development ? 'watch' : 'build';
    },
    // In place of unplugin's, which passes on only the first of the paths as the changed file.
    updateModules: {
      async executor({ paths }) {
        for (const [file] of paths) await state.fileChanged(fileOfModuleId(file));
        for (const file of watched.takeModified()) await state.fileChanged(file);
      },
    },
    // A rebuild in watch mode ends here, not in `buildEnd`, and Farm prints nothing a plugin
    // hands its context here: the rebuild's diagnostics go to the terminal themselves.
    updateFinished: {
      executor() {
        state.report(state.bundleDiagnostics(), { error: console.error, warn: console.warn });
      },
    },
  };
  return { context, hooks: { farm } };
}
