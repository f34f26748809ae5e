import type { Message, PartialMessage, PluginBuild } from 'esbuild';
import type { Host, HostContext } from './host-context';
import { createWatchedFiles } from './paths';
import type { PluginState } from './plugin-state';
import type { DiagnosticSink } from './report-diagnostics';
import { rollupContextSink } from './rollup-host';
import { writeEsbuildManifest } from './tools-manifest-emission';

/**
 * esbuild: no `watchChange` and no plugin context in `onStart` / `onEnd`. The transform's
 * `addWatchFile` becomes the `watchFiles` of its `onLoad` result (unplugin's adapter), so
 * `context.watch()` rebuilds when a type file changes; at each rebuild's start the plugin
 * re-reads the watched files whose modification time changed (esbuild runs every `onLoad` again).
 * Diagnostics are reported from the transforms (esbuild prints an `onLoad`'s messages). esbuild
 * cannot tell a watch from a one-off build: errors fail both (esbuild keeps watching after a
 * failed rebuild and prints the errors), unless `failOnError: false`.
 */
export function esbuildHost(state: PluginState): Host {
  const watched = createWatchedFiles();
  let messages: { errors: PartialMessage[]; warnings: PartialMessage[] } = { errors: [], warnings: [] };
  const buildSink: DiagnosticSink = {
    error: (message) => messages.errors.push({ text: message }),
    warn: (message) => messages.warnings.push({ text: message }),
  };
  // Hooks other than the transform have no `this.error` in esbuild's adapter.
  const sink: HostContext['sink'] = (context) =>
    'error' in context && typeof context.error === 'function' ? rollupContextSink(context) : buildSink;
  const context: HostContext = {
    isWatching: () => false,
    watchFiles(build, _module, files) {
      for (const file of files) {
        build.addWatchFile(file);
        watched.add(file);
      }
    },
    sink,
    // As each module is transformed: esbuild logs an `onLoad`'s errors and warnings (those an
    // `onEnd` returns fail the build but are never printed). What no transform reported (none,
    // unless a later hook finds more) still fails the build at its end.
    report(build, _moment, diagnostics) {
      state.report(diagnostics(), sink(build));
    },
  };
  const setup = (build: PluginBuild) => {
    state.bundlerRoot = build.initialOptions.absWorkingDir ?? process.cwd();
    build.onStart(async () => {
      for (const file of watched.takeModified()) await state.fileChanged(file);
    });
    // Runs after the adapter's `onEnd` (the factory's `buildEnd`), which filled `messages`.
    build.onEnd((built) => {
      const result = messages;
      messages = { errors: [], warnings: [] };
      if (result.errors.length === 0)
        writeEsbuildManifest(state, { options: build.initialOptions, result: built });
      return result as { errors: Message[]; warnings: Message[] };
    });
  };
  return { context, hooks: { esbuild: { setup } } };
}
