import type { Message, PartialMessage, PluginBuild } from 'esbuild';
import { type Host, type HostContext, modeFromEnvironment } from './host-context';
import { createWatchedFiles } from './paths';
import type { DiagnosticSink } from './report-diagnostics';
import { rollupContextSink } from './rollup-host';
import type { SessionSlot } from './session-slot';

/**
 * esbuild: no `watchChange` and no plugin context in `onStart` / `onEnd`. The transform's
 * `addWatchFile` becomes the `watchFiles` of its `onLoad` result (unplugin's adapter), so
 * `context.watch()` rebuilds when a type file changes; at each rebuild's start the plugin
 * re-reads the watched files whose modification time changed (esbuild runs every `onLoad` again).
 * Diagnostics are reported from the transforms (esbuild prints an `onLoad`'s messages). esbuild
 * cannot tell a watch from a one-off build: errors fail both (esbuild keeps watching after a
 * failed rebuild and prints the errors), unless `failOnError: false`. Its mode is the
 * `process.env.NODE_ENV` the build defines (else the environment's): production unless it says
 * development.
 */
export function esbuildHost(slot: SessionSlot): Host {
  const watched = createWatchedFiles();
  let messages: { errors: PartialMessage[]; warnings: PartialMessage[] } = { errors: [], warnings: [] };
  const buildSink: DiagnosticSink = {
    error: (message) => messages.errors.push({ text: message }),
    warn: (message) => messages.warnings.push({ text: message }),
  };
  const context: HostContext = {
    watchFiles(build, _module, files) {
      for (const file of files) {
        build.addWatchFile(file);
        watched.add(file);
      }
    },
    // Hooks other than the transform have no `this.error` in esbuild's adapter.
    sink: (build) =>
      'error' in build && typeof build.error === 'function' ? rollupContextSink(build) : buildSink,
    // As each module is transformed: esbuild logs an `onLoad`'s errors and warnings (those an
    // `onEnd` returns fail the build but are never printed). What no transform reported (none,
    // unless a later hook finds more) still fails the build at its end.
    reportsAt: () => 'transform',
  };
  const setup = (build: PluginBuild) => {
    const { absWorkingDir, define } = build.initialOptions;
    const mode = modeFromEnvironment(definedString(define?.['process.env.NODE_ENV']) ?? process.env.NODE_ENV);
    slot.open({ root: absWorkingDir ?? process.cwd(), mode, watching: false });
    build.onStart(async () => {
      for (const file of watched.takeModified()) await slot.current().fileChanged(file);
    });
    // Runs after the adapter's `onEnd` (the factory's `buildEnd`): what no transform reported goes
    // out with the messages the transforms collected.
    build.onEnd((built) => {
      slot.current().report(buildSink);
      const result = messages;
      messages = { errors: [], warnings: [] };
      if (built.errors.length === 0 && result.errors.length === 0) slot.current().writeManifest();
      return result as { errors: Message[]; warnings: Message[] };
    });
  };
  return { context, hooks: { esbuild: { setup } } };
}

/** The string a `define` value stands for (`'"production"'` → `production`), or undefined for an expression. */
function definedString(value: string | undefined): string | undefined {
  try {
    const parsed: unknown = value === undefined ? undefined : JSON.parse(value);
    return typeof parsed === 'string' ? parsed : undefined;
  } catch {
    return undefined;
  }
}
