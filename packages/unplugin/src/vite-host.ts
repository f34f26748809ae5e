import { type Diagnostic, formatDiagnostic } from '@webmcp-nexus/core';
import type { HmrContext, ModuleNode, Plugin, ViteDevServer } from 'vite';
import { fileOfModuleId } from './paths';
import type { PluginState } from './plugin-state';
import { diagnosticKey, SKIPPED_NOTE } from './report-diagnostics';

/** The Vite-only hooks: root and mode from the config, and schema-aware hot updates in dev. */
export function viteHooks(state: PluginState): Partial<Plugin> {
  return {
    configResolved(config) {
      state.bundlerRoot = config.root;
      state.bundlerMode = config.command === 'serve' || config.build.watch ? 'watch' : 'build';
    },
    configureServer(server) {
      state.reportInDevServer = (diagnostics) => reportToDevServer(server, diagnostics, state.reported);
      state.watchInDevServer = (files) => server.watcher.add([...files]);
      // A page that loads (or reloads after an update) has no overlay: show it the errors that remain.
      server.ws.on('connection', () => {
        if (!state.scanned) return;
        showOverlay(server, state.bundleDiagnostics());
      });
    },
    async handleHotUpdate(context: HmrContext) {
      await state.fileChanged(fileOfModuleId(context.file));
      const definitions = [...state.pendingInvalidations];
      state.pendingInvalidations.clear();
      state.reportInDevServer?.(state.bundleDiagnostics());
      if (definitions.length === 0) return;
      return withDefinitionModules(context, definitions);
    },
  };
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
export function reportToDevServer(
  server: ViteDevServer,
  diagnostics: readonly Diagnostic[],
  reported: Set<string>,
): void {
  // Forget what was fixed, so the same mistake made again is reported again.
  const current = new Set(diagnostics.map(diagnosticKey));
  for (const key of [...reported]) if (!current.has(key)) reported.delete(key);
  const fresh = diagnostics.filter((diagnostic) => !reported.has(diagnosticKey(diagnostic)));
  for (const diagnostic of fresh) {
    reported.add(diagnosticKey(diagnostic));
    server.config.logger.warn(formatDiagnostic(diagnostic), { timestamp: true });
  }
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
