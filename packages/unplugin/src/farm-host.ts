import type { JsPlugin } from '@farmfe/core';
import type { Host, HostContext } from './host-context';
import { createWatchedFiles, fileOfModuleId } from './paths';
import type { DiagnosticSink } from './report-diagnostics';
import { rollupHostContext } from './rollup-host';
import type { SessionSlot } from './session-slot';

/**
 * Farm: Rollup-like in its transforms (`this.error`), but its build hooks only reach Farm's own
 * compilation context, whose `error` fails nothing there. Root and mode come from the resolved
 * config (the compilation's `mode`; `farm start` runs a development dev server). A module's
 * dependencies are watched through Farm's own `addWatchFile`; when one changes, Farm's
 * `updateModules` names the modules that watch it, not the file itself, so the watched files'
 * modification times say which changed.
 */
export function farmHost(slot: SessionSlot): Host {
  const rollup = rollupHostContext();
  const watched = createWatchedFiles();
  // Farm's own channels print nothing from a build hook and fail nothing: a thrown error does
  // both, and warnings go to the terminal themselves.
  const sink: DiagnosticSink = {
    error: (message) => {
      const error = new Error(message);
      error.stack = '';
      throw error;
    },
    warn: (message) => console.warn(message),
  };
  const context: HostContext = {
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
    sink: () => sink,
    reportsAt: () => 'buildEnd',
  };
  const farm: Partial<JsPlugin> = {
    configResolved(config) {
      const { mode, watch } = config.compilation ?? {};
      // `farm watch` and `farm start` resolve the config for development (`envMode`) whatever mode
      // the compilation has; `farm build` for production. The mode is the compilation's own.
      const watching = Boolean(watch) || config.envMode === 'development';
      const development = mode === 'development' || (mode === undefined && config.envMode === 'development');
      slot.open({
        root: config.root ?? process.cwd(),
        mode: development ? 'development' : 'production',
        watching,
      });
    },
    // In place of unplugin's, which passes on only the first of the paths as the changed file.
    updateModules: {
      async executor({ paths }) {
        const session = slot.current();
        for (const [file] of paths) await session.fileChanged(fileOfModuleId(file));
        for (const file of watched.takeModified()) await session.fileChanged(file);
      },
    },
    // A rebuild in watch mode ends here, not in `buildEnd`, and Farm prints nothing a plugin
    // hands its context here: the rebuild's diagnostics go to the terminal themselves.
    updateFinished: {
      executor() {
        const session = slot.current();
        session.report({ error: console.error, warn: console.warn });
        session.writeManifest();
      },
    },
    // Farm writes its output before `finish`; a failed build never gets here.
    finish: {
      executor() {
        slot.current().writeManifest();
      },
    },
  };
  // Farm compiles a changed module again by its path: a virtual module has none, so each call site
  // carries its schemas itself (and watches what they depend on).
  return { context, hooks: { farm }, inline: true };
}
