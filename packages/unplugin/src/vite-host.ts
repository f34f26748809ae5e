import { type Diagnostic, formatDiagnostic } from '@webmcp-nexus/core';
import type { HmrContext, ModuleNode, Plugin, ViteDevServer } from 'vite';
import { rolldownOxcToolkit, vitePackageFile } from './bundler-oxc';
import type { Host, HostContext } from './host-context';
import { fileOfModuleId } from './paths';
import { type DiagnosticSink, SKIPPED_NOTE } from './report-diagnostics';
import { rollupHostContext } from './rollup-host';
import type { SessionSlot } from './session-slot';
import { buildAppWithoutStacks } from './vite-build-error';

/**
 * Vite: root and mode from the resolved config (development: the dev server, or a build in
 * `--mode development`). In a build it is a Rollup host; in the dev server it reports as modules
 * are served (terminal and error overlay), watches schema dependencies through its watcher, and
 * hot-updates the modules whose schemas changed.
 */
export function viteHost(slot: SessionSlot): Host {
  const rollup = rollupHostContext();
  let server: ViteDevServer | undefined;
  const context: HostContext = {
    watchFiles(build, module, files) {
      // `addWatchFile` in the dev server makes each file an import of the transformed module (the
      // call site then looks imported by its own tools' module, a cycle that stops HMR reloading).
      if (server) server.watcher.add([...files]);
      else rollup.watchFiles(build, module, files);
    },
    sink: (build) => (server ? devServerSink(server) : rollup.sink(build)),
    // A dev server reports as modules are served; its build never "ends".
    reportsAt: () => (server ? 'transform' : 'buildEnd'),
  };
  const hooks: Partial<Plugin> = {
    async configResolved(config) {
      // Vite's mode (`--mode`), not NODE_ENV: a build is for production unless its mode says development.
      const development = config.command === 'serve' || config.mode === 'development';
      const watching = config.command === 'serve' || Boolean(config.build.watch);
      // Vite 8 and rolldown-vite bundle with Rolldown (their hooks' meta says which version), whose
      // oxc is then already loaded; older Vites have none, and the core's oxc serves.
      const { rolldownVersion } = (this as { meta?: { rolldownVersion?: string } } | undefined)?.meta ?? {};
      const viteFile = rolldownVersion ? vitePackageFile(config.root) : undefined;
      const oxc = viteFile ? await rolldownOxcToolkit(viteFile, rolldownVersion) : undefined;
      slot.open({ root: config.root, mode: development ? 'development' : 'production', watching }, oxc);
    },
    configureServer(devServer) {
      server = devServer;
      // Only a dev server can send a module again on its own (a `build --watch` cannot).
      context.serveAgain = (modules) => {
        for (const id of modules) {
          const module = devServer.moduleGraph.getModuleById(id);
          if (module) void devServer.reloadModule(module);
        }
      };
      // A page that loads (or reloads after an update) has no overlay: show it the errors that remain.
      devServer.ws.on('connection', () =>
        showOverlay(devServer, errorsOf(slot.current().bundleDiagnostics())),
      );
    },
    async handleHotUpdate(update: HmrContext) {
      const session = slot.current();
      await session.fileChanged(fileOfModuleId(update.file));
      session.report(devServerSink(update.server));
      return withChangedModules(update, session.takeChangedModules());
    },
    buildApp: buildAppWithoutStacks('webmcp-nexus'),
    // Only `vite build` writes a bundle (an SSR build's has no page to expose tools on).
    writeBundle() {
      if (this.environment?.config.consumer !== 'server') slot.current().writeManifest();
    },
  };
  return { context, hooks: { vite: hooks } };
}

/**
 * The modules Vite should update: the changed file's own and the schema modules whose schemas it
 * changed (a type file is not in the module graph, yet the schemas using it must be served again).
 * Vite invalidates what it updates; invalidating here first would make it skip the HMR analysis of
 * those modules (no reload, no update).
 */
function withChangedModules(context: HmrContext, changed: readonly string[]): ModuleNode[] | undefined {
  const modules = new Set(context.modules);
  for (const id of changed) {
    const module = context.server.moduleGraph.getModuleById(id);
    if (module) modules.add(module);
  }
  return modules.size === context.modules.length ? undefined : [...modules];
}

/** The dev server's channels: its logger for the terminal, its error overlay for the page. */
function devServerSink(server: ViteDevServer): DiagnosticSink {
  return {
    error: (message) => server.config.logger.error(message, { timestamp: true }),
    warn: (message) => server.config.logger.warn(message, { timestamp: true }),
    showErrors: (errors) => showOverlay(server, errors),
  };
}

function errorsOf(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
}

/** Shows `errors` in the browser's error overlay (none: nothing). */
function showOverlay(server: ViteDevServer, errors: readonly Diagnostic[]): void {
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
