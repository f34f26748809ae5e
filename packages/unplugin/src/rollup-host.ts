import path from 'node:path';
import type { UnpluginBuildContext, UnpluginContext } from 'unplugin';
import { rolldownOxcToolkit } from './bundler-oxc';
import { type Host, type HostContext, modeFromEnvironment } from './host-context';
import type { DiagnosticSink } from './report-diagnostics';
import type { SessionSlot } from './session-slot';

/**
 * Rollup and Rolldown: the Rollup plugin context has `this.meta.watchMode`, `this.addWatchFile`,
 * `this.error` and `this.warn`, and diagnostics are reported at `buildEnd`. Neither bundler has a
 * mode of its own: a build is for development only when `NODE_ENV=development` says so.
 */
export function rollupHost(slot: SessionSlot): Host {
  const hooks = {
    // Before `buildStart`, once per (re)build: the session for this root, mode and watch state;
    // in Rolldown, with the oxc it carries (the Rolldown of the project, of the version running).
    async options(this: { meta: { watchMode: boolean; rolldownVersion?: string } }) {
      const root = process.cwd();
      const { rolldownVersion } = this.meta;
      const oxc = rolldownVersion
        ? await rolldownOxcToolkit(path.join(root, 'package.json'), rolldownVersion)
        : undefined;
      slot.open({ root, mode: modeFromEnvironment(), watching: this.meta.watchMode }, oxc);
    },
    writeBundle() {
      slot.current().writeManifest();
    },
  };
  return { context: rollupHostContext(), hooks: { rollup: hooks, rolldown: hooks } };
}

/** The host context of a Rollup-style plugin context (Rollup, Rolldown, and `vite build`). */
export function rollupHostContext(): HostContext {
  return {
    watchFiles(context, _module, files) {
      for (const file of files) context.addWatchFile(file);
    },
    sink: rollupContextSink,
    reportsAt: () => 'buildEnd',
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
