import {
  countTools,
  createExtractor,
  type Diagnostic,
  diagnosticScope,
  type ExtractedTool,
  formatToolCount,
} from '@webmcp-nexus/core';
import type { FilterPattern } from 'unplugin';
import { type BuildLintSettings, lintBuildResult, resolveBuildLintSettings } from './build-lints';
import { exactPathPatterns } from './exact-path-pattern';
import {
  type BuildMode,
  DEFAULT_EXCLUDE,
  DEFAULT_INCLUDE,
  type Options,
  type ResolvedOptions,
  resolveOptions,
} from './options';
import { fileOfModuleId, readSettledText } from './paths';
import { type DiagnosticSink, type ReportSettings, reportDiagnostics } from './report-diagnostics';
import { ToolIndex } from './tool-index';

/** What one plugin instance keeps between hooks, builds and (webpack) child compilations. */
export class PluginState {
  /** Set by the bundler-specific hooks (Vite's `root`, webpack's `context`) before the build. */
  bundlerRoot: string | undefined;
  /** Set by the bundler-specific hooks when they know whether this is a dev server or watch. */
  bundlerMode: BuildMode | undefined;
  /** Diagnostics already reported in the current build (each is reported once per build). */
  reported = new Set<string>();
  /** Definition files whose schemas changed since the dev server last invalidated them. */
  readonly pendingInvalidations = new Set<string>();
  /**
   * Every module file the bundler handed to the transform (across rebuilds: bundlers do not
   * transform unchanged modules again). Diagnostics are reported for these and what they use.
   */
  readonly bundledFiles = new Set<string>();
  #resolved: ResolvedOptions | undefined;
  #index: ToolIndex | undefined;
  #lintSettings: BuildLintSettings | undefined;
  readonly #inert = new Set<string>();
  /** The linted diagnostics of the index at `version`: a warm rebuild that changed nothing lints nothing. */
  #linted: { version: number; diagnostics: Diagnostic[] } | undefined;

  /**
   * The transform hook's filter. Bundlers that read it natively (Vite 8, Rolldown) never call the
   * plugin for a module it excludes; `excludeInertFiles` adds to `exclude` before they read it.
   */
  readonly transformFilter: { id: { include: FilterPattern; exclude: (string | RegExp)[] } };

  constructor(readonly options: Options | undefined) {
    const exclude = options?.exclude ?? DEFAULT_EXCLUDE;
    this.transformFilter = {
      id: {
        include: options?.include ?? DEFAULT_INCLUDE,
        exclude:
          exclude === null
            ? []
            : typeof exclude === 'string' || exclude instanceof RegExp
              ? [exclude]
              : [...exclude],
      },
    };
  }

  /**
   * For a one-off build, before the bundler reads the transform filter or picks loaders (Vite's
   * `configResolved`, Rollup's and Rolldown's `options`, webpack's and Rspack's `run`): scans now
   * and leaves out the project files whose transform can change nothing. Bundlers that read the
   * filter natively (Vite 8, Rolldown) never call into the plugin for them, webpack and Rspack add
   * no loader to them (`isInert` answers their `transformInclude`): on a repeat build served by
   * the persistent cache, those calls were most of the plugin's cost. A scan that fails here is
   * left to `buildStart`, which scans and reports.
   */
  excludeInertFiles(): void {
    let inert: string[] | undefined;
    try {
      inert = this.index().inertFiles();
    } catch {
      return;
    }
    for (const file of inert ?? []) this.#inert.add(file);
    this.transformFilter.id.exclude.push(...exactPathPatterns(inert ?? []));
  }

  /** Whether the module `id` is a file `excludeInertFiles` left out. */
  isInert(id: string): boolean {
    return this.#inert.size > 0 && this.#inert.has(fileOfModuleId(id));
  }

  /** The options, resolved once the bundler said where it runs and in which mode. */
  resolved(fallbackMode: BuildMode = 'build'): ResolvedOptions {
    this.#resolved ??= resolveOptions(this.options, this.bundlerMode ?? fallbackMode, this.bundlerRoot);
    return this.#resolved;
  }

  /** Whether the project has been scanned (diagnostics are known without scanning now). */
  get scanned(): boolean {
    return this.#index?.scanned ?? false;
  }

  /** The warm index, created (with its extractor) on first use. */
  index(): ToolIndex {
    this.#index ??= new ToolIndex(() => {
      const { root, tsconfig, cache, outputSchema } = this.resolved();
      return createExtractor({ root, tsconfig, cache, outputSchema });
    });
    return this.#index;
  }

  /** `webmcp-nexus.config.json` under the plugin's `rules` and `strict`, read once. */
  lintSettings(): BuildLintSettings {
    const { root, rules, strict, cache } = this.resolved();
    this.#lintSettings ??= resolveBuildLintSettings(root, { rules, strict }, cache);
    return this.#lintSettings;
  }

  /** Every diagnostic of the project with the lints (as `webmcp-nexus check` has them), cached by the index's state. */
  #lintedDiagnostics(): Diagnostic[] {
    const index = this.index();
    const diagnostics = index.diagnostics();
    if (this.#linted?.version !== index.version) {
      const result = { tools: index.tools(), diagnostics, dependencies: [] };
      this.#linted = { version: index.version, diagnostics: lintBuildResult(result, this.lintSettings()) };
    }
    return this.#linted.diagnostics;
  }

  /** The tools whose definition files this bundle contains (what its `webmcp-tools.json` lists). */
  bundleTools(): ExtractedTool[] {
    return this.index()
      .tools()
      .filter((tool) => this.bundledFiles.has(tool.definition.file));
  }

  /**
   * Whether this build's diagnostics fail it (errors with `failOnError`): a failed build writes
   * no manifest, even in bundlers whose assets are made before the diagnostics are reported.
   */
  bundleFails(): boolean {
    return (
      this.resolved().failOnError &&
      this.bundleDiagnostics().some((diagnostic) => diagnostic.severity === 'error')
    );
  }

  /** How this build's diagnostics are printed: paths from the root, warnings as the options say. */
  reportSettings(): ReportSettings {
    const { root, warnings } = this.resolved();
    return { root, warnings, toolCount: formatToolCount(countTools(this.bundleTools())) };
  }

  /** Sends the `diagnostics` this build has not reported yet to `sink`, with this instance's settings. */
  report(diagnostics: readonly Diagnostic[], sink: DiagnosticSink): void {
    reportDiagnostics(diagnostics, sink, this.resolved().failOnError, this.reported, this.reportSettings());
  }

  /** Starts a build (or a rebuild in watch mode): diagnostics are reported afresh. */
  startBuild(): void {
    this.reported = new Set();
  }

  /**
   * The diagnostics that concern this bundle: located in a bundled file or in a file the bundled
   * tools depend on (a type-only file never reaches the bundler), plus project set-up problems.
   * A broken tool in a file the tsconfig includes but the app never imports fails no build.
   */
  bundleDiagnostics(): Diagnostic[] {
    const index = this.index();
    const concerned = new Set(this.bundledFiles);
    for (const file of this.bundledFiles)
      for (const dependency of index.dependenciesOf(file)) concerned.add(dependency);
    return this.#lintedDiagnostics().filter(
      (diagnostic) => concerned.has(diagnostic.file) || isProjectSetUp(diagnostic),
    );
  }

  /** Records a changed file (read once its save has finished) and the definition files it invalidates. */
  async fileChanged(file: string): Promise<void> {
    if (!this.#index) return;
    const text = await readSettledText(file);
    for (const definition of this.#index.fileChanged(file, text)) this.pendingInvalidations.add(definition);
  }
}

/** Set-up problems (the tsconfig's, the config file's) concern every bundle of the project. */
function isProjectSetUp(diagnostic: Diagnostic): boolean {
  return diagnosticScope(diagnostic.code) === 'project';
}
