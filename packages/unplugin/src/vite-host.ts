import { type Diagnostic, formatDiagnostic } from '@webmcp-nexus/core';
import type { HmrContext, ModuleNode, Plugin, ViteDevServer } from 'vite';
import type { Host, HostContext } from './host-context';
import { fileOfModuleId } from './paths';
import type { PluginState } from './plugin-state';
import { diagnosticKey, type ReportSettings, SKIPPED_NOTE, warningMessages } from './report-diagnostics';
import { rollupHostContext } from './rollup-host';
import { generateBundleWithManifest } from './tools-manifest-emission';
import { buildAppWithoutStacks } from './vite-build-error';

/**
 * Vite: root and mode from the config; in a build it is a Rollup host, in the dev server it
 * reports as modules are served (terminal and error overlay) and watches schema dependencies
 * through its watcher, with schema-aware hot updates.
 */
export function viteHost(state: PluginState): Host {
  const rollup = rollupHostContext(state);
  let server: ViteDevServer | undefined;
  const context: HostContext = {
    isWatching: (build) => server !== undefined || rollup.isWatching(build),
    watchFiles(build, module, files) {
      // `addWatchFile` in the dev server makes each file an import of the transformed module (the
      // call site then looks imported by its own tools' module, a cycle that stops HMR reloading).
      if (server) server.watcher.add([...files]);
      else rollup.watchFiles(build, module, files);
    },
    sink: rollup.sink,
    report(build, moment, diagnostics) {
      if (!server) rollup.report(build, moment, diagnostics);
      // A dev server reports as modules are served; its build never "ends".
      else if (moment === 'transform')
        reportToDevServer(server, diagnostics(), state.reported, state.reportSettings());
    },
  };
  const hooks: Partial<Plugin> = {
    configResolved(config) {
      state.bundlerRoot = config.root;
      state.bundlerMode = config.command === 'serve' || config.build.watch ? 'watch' : 'build';
      // Vite 8 hands the plugin's transform filter to Rolldown after this hook: a one-off build
      // has the files no transform of ours can change left out of it.
      if (state.bundlerMode === 'build') state.excludeInertFiles();
    },
    configureServer(devServer) {
      server = devServer;
      // A page that loads (or reloads after an update) has no overlay: show it the errors that remain.
      devServer.ws.on('connection', () => {
        if (!state.scanned) return;
        showOverlay(devServer, state.bundleDiagnostics());
      });
    },
    async handleHotUpdate(update: HmrContext) {
      await state.fileChanged(fileOfModuleId(update.file));
      const definitions = [...state.pendingInvalidations];
      state.pendingInvalidations.clear();
      reportToDevServer(update.server, state.bundleDiagnostics(), state.reported, state.reportSettings());
      if (definitions.length === 0) return;
      return withDefinitionModules(update, definitions);
    },
    buildApp: buildAppWithoutStacks('webmcp-nexus'),
    // Only `vite build` generates a bundle; a dev server never does.
    generateBundle: generateBundleWithManifest(state),
  };
  return { context, hooks: { vite: hooks } };
}

/**
 * The modules Vite should update: the changed file's own and those whose injected schema changed
 * (a type file is not in the module graph, yet the modules using it must be transformed again).
 * Vite invalidates what it updates; invalidating here first would make it skip the HMR analysis
 * of those modules (no reload, no update).
 */
function withDefinitionModules(
  context: HmrContext,
  definitions: readonly string[],
): ModuleNode[] | undefined {
  const modules = new Set(context.modules);
  for (const file of definitions) {
    for (const module of context.server.moduleGraph.getModulesByFile(file) ?? []) modules.add(module);
  }
  return modules.size === context.modules.length ? undefined : [...modules];
}

/**
 * In the dev server, new diagnostics go to the terminal, and errors also to the browser overlay;
 * the build keeps going and the broken tool is skipped.
 */
function reportToDevServer(
  server: ViteDevServer,
  diagnostics: readonly Diagnostic[],
  reported: Set<string>,
  settings: ReportSettings,
): void {
  // Forget what was fixed, so the same mistake made again is reported again.
  const current = new Set(diagnostics.map(diagnosticKey));
  for (const key of [...reported]) if (!current.has(key)) reported.delete(key);
  const fresh = diagnostics.filter((diagnostic) => !reported.has(diagnosticKey(diagnostic)));
  for (const diagnostic of fresh) reported.add(diagnosticKey(diagnostic));
  const format = (diagnostic: Diagnostic) => formatDiagnostic(diagnostic, { root: settings.root });
  const errors = fresh.filter((diagnostic) => diagnostic.severity === 'error').map(format);
  const warnings = warningMessages(
    fresh.filter((diagnostic) => diagnostic.severity !== 'error'),
    settings,
    format,
  );
  for (const message of [...warnings, ...errors]) server.config.logger.warn(message, { timestamp: true });
  if (fresh.length > 0) showOverlay(server, diagnostics);
}

/** Shows the error diagnostics among `diagnostics` in the browser's error overlay (none: nothing). */
function showOverlay(server: ViteDevServer, diagnostics: readonly Diagnostic[]): void {
  const errors = diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
  if (errors.length === 0) return;
  const [first] = errors;
  server.ws.send({
    type: 'error',
    err: {
      message: `${errors.map((error) => formatDiagnostic(error)).join('\n\n')}\n${SKIPPED_NOTE}`,
      stack: '',
      id: first.file,
      plugin: 'webmcp-nexus',
      loc: { file: first.file, line: first.line, column: first.column },
    },
  });
}
