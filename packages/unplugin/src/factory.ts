import type { UnpluginBuildContext, UnpluginContext, UnpluginFactory } from 'unplugin';
import { injectSchemas, isAlreadyInjected } from './inject-schemas';
import { runGuarded } from './internal-error';
import type { Options } from './options';
import { DEFAULT_EXCLUDE, DEFAULT_INCLUDE } from './options';
import { fileOfModuleId } from './paths';
import { PluginState } from './plugin-state';
import { type DiagnosticSink, reportDiagnostics } from './report-diagnostics';
import { viteHooks } from './vite-host';
import { webpackCompilationSink, webpackSetup } from './webpack-host';

/** The plugin name bundlers print in front of its messages. */
export const PLUGIN_NAME = 'webmcp-nexus';

/**
 * The one factory behind the Vite and webpack plugins: scans the project's call sites once per
 * plugin instance, then attaches `__webmcpSchema` in each tool's definition file as it is
 * transformed, before any TypeScript stripping.
 */
export const unpluginFactory: UnpluginFactory<Options | undefined, false> = (options) => {
  const state = new PluginState(options);
  return {
    name: PLUGIN_NAME,
    enforce: 'pre',
    buildStart() {
      state.startBuild();
      state.pendingInvalidations.clear();
      const { failOnError } = state.resolved(watchModeOf(this) ? 'watch' : 'build');
      runGuarded('scanning the project', failOnError, hostSink(this).warn, () =>
        state.index().ensureScanned(),
      );
    },
    buildEnd(this: UnpluginBuildContext, ...args: unknown[]) {
      const error = args[0];
      // A dev server reports as modules are served; a failed build has its own error to show.
      if (state.reportInDevServer || error) return;
      reportDiagnostics(
        state.bundleDiagnostics(),
        hostSink(this),
        state.resolved().failOnError,
        state.reported,
      );
    },
    async watchChange(id) {
      await state.fileChanged(fileOfModuleId(id));
    },
    transform: {
      filter: {
        id: { include: options?.include ?? DEFAULT_INCLUDE, exclude: options?.exclude ?? DEFAULT_EXCLUDE },
      },
      handler(code, id) {
        const file = fileOfModuleId(id);
        state.bundledFiles.add(file);
        const index = state.index();
        if (!index.mayDefineTools(file, code) || isAlreadyInjected(code)) return undefined;
        return runGuarded(
          `transforming ${file}`,
          state.resolved().failOnError,
          (message) => this.warn(message),
          () => {
            const tools = index.toolsDefinedIn(file, code);
            const dependencies = index.dependenciesOf(file);
            if (state.watchInDevServer) state.watchInDevServer(dependencies);
            else for (const dependency of dependencies) this.addWatchFile(dependency);
            state.reportInDevServer?.(state.bundleDiagnostics());
            return injectSchemas(code, file, tools);
          },
        );
      },
    },
    vite: viteHooks(state),
    webpack: webpackSetup(state),
  };
};

/** Whether a Rollup-style host says it is watching (Vite and webpack tell their own hooks). */
function watchModeOf(context: UnpluginBuildContext): boolean {
  return Boolean((context as { meta?: { watchMode?: boolean } }).meta?.watchMode);
}

/** Build hooks report through the host: webpack's compilation, or Rollup/Vite's `this.error`. */
function hostSink(context: UnpluginBuildContext): DiagnosticSink {
  const native = context.getNativeBuildContext?.();
  if (native?.framework === 'webpack' && native.compilation) {
    return webpackCompilationSink(native.compiler, native.compilation);
  }
  const rollupContext = context as UnpluginBuildContext & UnpluginContext;
  return {
    // The stack is the message itself: the plugin's own frames would only hide the diagnostic.
    error: (message) => rollupContext.error({ message, stack: message }),
    warn: (message) => rollupContext.warn(message),
  };
}
