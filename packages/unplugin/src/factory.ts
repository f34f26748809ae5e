import type { UnpluginBuildContext, UnpluginFactory } from 'unplugin';
import { hostFor } from './hosts';
import { injectSchemas, isAlreadyInjected } from './inject-schemas';
import { withDevInspector } from './inspector-injection';
import { runGuarded } from './internal-error';
import type { Options } from './options';
import { fileOfModuleId } from './paths';
import { PluginState } from './plugin-state';

/** The plugin name bundlers print in front of its messages. */
export const PLUGIN_NAME = 'webmcp-nexus';

/**
 * The one factory behind every host (Vite, webpack, Rspack, Rsbuild, Rollup, Rolldown, esbuild,
 * Farm): scans the project's call sites once per plugin instance, then attaches `__webmcpSchema`
 * in each tool's definition file as it is transformed, before any TypeScript stripping. What
 * differs between bundlers reaches it through one `HostContext` (see `hosts.ts`).
 */
export const unpluginFactory: UnpluginFactory<Options | undefined, false> = (options, meta) => {
  const state = new PluginState(options);
  const { context: host, hooks } = hostFor(meta.framework, state);
  return {
    name: PLUGIN_NAME,
    enforce: 'pre',
    buildStart() {
      state.startBuild();
      state.pendingInvalidations.clear();
      const { failOnError } = state.resolved(host.isWatching(this) ? 'watch' : 'build');
      runGuarded('scanning the project', failOnError, host.sink(this).warn, () =>
        state.index().ensureScanned(),
      );
    },
    buildEnd(this: UnpluginBuildContext, ...args: unknown[]) {
      // A failed build has its own error to show.
      if (args[0]) return;
      host.report(this, 'buildEnd', () => state.bundleDiagnostics());
    },
    async watchChange(id) {
      await state.fileChanged(fileOfModuleId(id));
    },
    // Checked where bundlers pick loaders (webpack, Rspack) or call hooks in JavaScript.
    transformInclude: (id) => !state.isInert(id),
    transform: {
      filter: state.transformFilter,
      handler: withDevInspector(state, function (code, id) {
        const file = fileOfModuleId(id);
        state.bundledFiles.add(file);
        const index = state.index();
        if (!index.mayDefineTools(file, code) || isAlreadyInjected(code)) return undefined;
        return runGuarded(`transforming ${file}`, state.resolved().failOnError, host.sink(this).warn, () => {
          const tools = index.toolsDefinedIn(file, code);
          host.watchFiles(this, file, index.dependenciesOf(file));
          host.report(this, 'transform', () => state.bundleDiagnostics());
          return injectSchemas(code, file, tools);
        });
      }),
    },
    ...hooks,
  };
};
