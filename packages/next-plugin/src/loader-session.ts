import { statSync } from 'node:fs';
import {
  addDevInspector,
  type BuildMode,
  type DiagnosticSink,
  injectSchemas,
  isAlreadyInjected,
  PluginState,
  reportDiagnostics,
} from '@webmcp-nexus/unplugin';
import type { TurbopackLoaderOptions } from './options';
import { traceScan } from './scan-trace';

/** What one loader call produced for its module. */
export interface LoadedModule {
  /** The injected code and its source map; undefined when the module is left as it is. */
  injected: ReturnType<typeof injectSchemas>;
  /** Files the module's schemas depend on, to hand to `this.addDependency`. */
  dependencies: string[];
}

/**
 * The warm state of one loader worker: Turbopack runs loaders in worker threads or processes that
 * share nothing in memory, so each keeps its own extractor and index, created on its first call.
 * Turbopack re-runs the loader of a module when a file it `addDependency`'d changes, but the index
 * of the worker that runs it never saw that change: every file the worker's scan derived schemas
 * from (and each dependency met later) is compared to the disk (modification time and size)
 * before each answer in `next dev`, and refreshed.
 */
export class LoaderSession {
  readonly state: PluginState;
  /** Each known dependency file's modification time and size when the index last read it. */
  readonly #stamps = new Map<string, string | undefined>();

  constructor(
    readonly mode: BuildMode,
    root: string,
    options: TurbopackLoaderOptions,
  ) {
    this.state = new PluginState({
      root: options.root,
      tsconfig: options.tsconfig,
      failOnError: options.failOnError,
      inspector: options.inspector,
      outputSchema: options.outputSchema,
      cache: options.cache,
      warnings: options.warnings,
      // Merged over webmcp-nexus.config.json's settings by the state (these win), as in the other plugins.
      rules: options.rules,
      strict: options.strict,
    });
    this.state.bundlerRoot = root;
    this.state.bundlerMode = mode;
  }

  get failOnError(): boolean {
    return this.state.resolved().failOnError;
  }

  /** Injects the schemas of the tools `file` defines into `code`, reporting to `sink`. */
  async load(file: string, code: string, sink: DiagnosticSink): Promise<LoadedModule> {
    const index = this.state.index();
    if (!index.scanned) {
      traceScan(file, () => index.ensureScanned());
      // Stamped now, as the scan read them: this worker may first load a tool module after one of
      // its files changed (another worker loaded it before), and must then see that change.
      if (this.mode === 'watch')
        this.#stampUnseen(
          index.tools().flatMap((tool) => [tool.callSite.file, tool.target.file, ...tool.dependencies]),
        );
    }
    if (this.mode === 'watch') await this.#refreshChangedFiles();
    this.state.bundledFiles.add(file);
    if (!index.mayDefineTools(file, code) || isAlreadyInjected(code)) {
      this.#report(file, [], sink);
      return { injected: this.#withInspector(file, code, undefined), dependencies: [] };
    }
    const tools = index.toolsDefinedIn(file, code);
    const dependencies = index.dependenciesOf(file);
    this.#stamps.set(file, stampOf(file));
    this.#stampUnseen(dependencies);
    this.#report(file, dependencies, sink);
    return { injected: this.#withInspector(file, code, injectSchemas(code, file, tools)), dependencies };
  }

  /** In `next dev`, call sites import the dev inspector and report their skipped tools to it. */
  #withInspector(file: string, code: string, injected: LoadedModule['injected']): LoadedModule['injected'] {
    return this.mode === 'watch' ? addDevInspector(this.state, file, code, injected) : injected;
  }

  /** Records the stamp of each of `files` that has none yet, as the index last read it. */
  #stampUnseen(files: readonly string[]): void {
    for (const file of files) if (!this.#stamps.has(file)) this.#stamps.set(file, stampOf(file));
  }

  /** Feeds the index every known file that changed on disk since it last read it. */
  async #refreshChangedFiles(): Promise<void> {
    for (const [file, stamp] of this.#stamps) {
      const now = stampOf(file);
      if (now === stamp) continue;
      this.#stamps.set(file, now);
      await this.state.fileChanged(file);
    }
  }

  /**
   * Reports the diagnostics located in `file`, in the files its schemas depend on (a type file
   * never passes through a loader of its own) and project set-up problems (the tsconfig, the
   * config file), the lints included: the state's, with webmcp-nexus.config.json under the
   * `rules` and `strict` options, as in the other plugins. In `next build` each is reported once
   * per worker; in `next dev` on every load, since a module's warnings there last as long as its
   * latest load.
   */
  #report(file: string, dependencies: readonly string[], sink: DiagnosticSink): void {
    const concerned = new Set([file, ...dependencies]);
    const diagnostics = this.state
      .bundleDiagnostics()
      .filter((diagnostic) => concerned.has(diagnostic.file) || diagnostic.code.startsWith('P'));
    const reported = this.mode === 'watch' ? new Set<string>() : this.state.reported;
    const { root, warnings } = this.state.resolved();
    reportDiagnostics(diagnostics, sink, this.failOnError, reported, { root, warnings });
  }
}

/** A file's modification time and size, or undefined when it is gone. */
function stampOf(file: string): string | undefined {
  try {
    const stats = statSync(file);
    return `${stats.mtimeMs}:${stats.size}`;
  } catch {
    return undefined;
  }
}
