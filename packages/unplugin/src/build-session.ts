import {
  countTools,
  createExtractor,
  type Diagnostic,
  diagnosticScope,
  type ExtractedTool,
} from '@webmcp-nexus/core';
import type { UnpluginBuildContext } from 'unplugin';
import { type BuildLintSettings, lintBuildResult, resolveBuildLintSettings } from './build-lints';
import type { HostContext, ReportMoment } from './host-context';
import { type InjectedModule, injectSchemas, isAlreadyInjected } from './inject-schemas';
import { addDevInspector } from './inspector-injection';
import { runGuarded } from './internal-error';
import {
  type BuildSettings,
  extractorOptions,
  type Options,
  type ResolvedOptions,
  resolveOptions,
} from './options';
import { readSettledText } from './paths';
import { ReportedDiagnostics, reportDiagnostics } from './report-diagnostics';
import { ToolIndex } from './tool-index';
import { writeToolsManifest } from './tools-manifest-file';

/**
 * Everything one build of one plugin instance knows, behind the few verbs every host needs:
 * transform a module, a file changed, report at a moment, write the bundle's manifest. Made once
 * for a root and a mode (`settings`), read-only after: a host whose bundler says otherwise opens
 * a new session. It reaches the bundler only through its `HostContext`. One warm extractor
 * survives rebuilds and webpack child compilations.
 */
export class BuildSession<Context = UnpluginBuildContext> {
  readonly options: ResolvedOptions;
  readonly #host: HostContext<Context>;
  readonly #index: ToolIndex;
  readonly #reported = new ReportedDiagnostics();
  /** Every module file the bundler handed to the transform (across rebuilds: bundlers do not transform unchanged modules again). */
  readonly #bundledFiles = new Set<string>();
  /** Modules whose output changed since the host last asked (`takeChangedModules`). */
  readonly #changedModules = new Set<string>();
  /** Modules that told the dev inspector about skipped tools (a fixed one must clear its report). */
  readonly #modulesWithSkippedTools = new Set<string>();
  #lintSettings: BuildLintSettings | undefined;
  /** The linted diagnostics of the index at `version`: a warm rebuild that changed nothing lints nothing. */
  #linted: { version: number; diagnostics: Diagnostic[] } | undefined;

  constructor(
    userOptions: Options | undefined,
    readonly settings: Readonly<BuildSettings>,
    host: HostContext<Context>,
  ) {
    this.options = resolveOptions(userOptions, settings);
    this.#host = host;
    this.#index = new ToolIndex(() => createExtractor(extractorOptions(this.options)));
  }

  /** Whether the project has been scanned (its diagnostics are known without scanning now). */
  get scanned(): boolean {
    return this.#index.scanned;
  }

  /** A build (or a watch rebuild) starts: the project is scanned (once), its diagnostics reported afresh. */
  startBuild(context: Context): void {
    this.#reported.clear();
    this.#guarded(context, 'scanning the project', () => this.#index.ensureScanned());
  }

  /**
   * `code`, the text of the module `file`, as this build delivers it: the schemas of the tools it
   * defines attached, and in development the page's dev code; undefined when nothing changes.
   */
  transform(context: Context, file: string, code: string): InjectedModule | undefined {
    this.#bundledFiles.add(file);
    if (isAlreadyInjected(code)) return undefined;
    const injected = this.#index.mayDefineTools(file, code)
      ? this.#guarded(context, `transforming ${file}`, () => {
          const tools = this.#delivered(this.#index.toolsDefinedIn(file, code));
          this.#host.watchFiles(context, file, this.#index.dependenciesOf(file));
          this.reportAt(context, 'transform');
          return injectSchemas(code, file, tools);
        })
      : undefined;
    if (!this.options.inspector) return injected;
    const errors = this.scanned ? this.#errorsIn(file) : [];
    const page = { root: this.options.root, reported: this.#modulesWithSkippedTools };
    return addDevInspector(page, file, code, injected, errors);
  }

  /** `file` changed on disk (read once its save has finished): the modules whose output it changes are noted. */
  async fileChanged(file: string): Promise<void> {
    if (!this.scanned) return;
    const text = await readSettledText(file);
    for (const module of this.#index.fileChanged(file, text)) this.#changedModules.add(module);
  }

  /** The modules whose output changed since the last call (a dev server invalidates them). */
  takeChangedModules(): string[] {
    const modules = [...this.#changedModules].sort();
    this.#changedModules.clear();
    return modules;
  }

  /** At `moment`, if this host reports then: the bundle's diagnostics not reported yet. */
  reportAt(context: Context, moment: ReportMoment): void {
    if (moment === this.#host.reportsAt()) this.report(this.#host.sink(context));
  }

  /** Sends the bundle's diagnostics not reported yet to `sink` (in a dev server: each once while it lasts). */
  report(sink: Parameters<typeof reportDiagnostics>[1]): void {
    const current = this.bundleDiagnostics();
    if (this.settings.watching) this.#reported.keepOnly(current);
    const { root, warnings, failOnError } = this.options;
    const toolCount = formatToolCount(countTools(this.bundleTools()));
    reportDiagnostics(
      this.#reported.take(current),
      sink,
      { root, warnings, toolCount, failOnError },
      current,
    );
  }

  /**
   * The diagnostics that concern this bundle: located in a bundled file or in a file the bundled
   * tools depend on (a type-only file never reaches the bundler), plus project set-up problems.
   * A broken tool in a file the tsconfig includes but the app never imports fails no build.
   */
  bundleDiagnostics(): Diagnostic[] {
    const concerned = new Set(this.#bundledFiles);
    for (const file of this.#bundledFiles)
      for (const dependency of this.#index.dependenciesOf(file)) concerned.add(dependency);
    return this.#lintedDiagnostics().filter(
      (diagnostic) => concerned.has(diagnostic.file) || diagnosticScope(diagnostic.code) === 'project',
    );
  }

  /** The tools this bundle delivers: defined in a bundled file (`@debugging` ones only where kept). */
  bundleTools(): ExtractedTool[] {
    return this.#delivered(
      this.#index.tools().filter((tool) => this.#bundledFiles.has(tool.definition.file)),
    );
  }

  /** Every file the project's schemas were derived from: call sites, definitions, type files. */
  schemaFiles(): string[] {
    const files = this.#index
      .tools()
      .flatMap((tool) => [tool.callSite.file, tool.definition.file, ...tool.dependencies]);
    return [...new Set(files)].sort();
  }

  /**
   * Writes the bundle's `webmcp-tools.json` where `manifest` says, unless this build writes none
   * (development, `manifest: false`) or failed (`failed`, or its own errors with `failOnError`).
   */
  writeManifest(failed = false): void {
    const path = this.options.manifest;
    if (path === false || failed || !this.scanned || this.#fails()) return;
    writeToolsManifest(path, this.bundleTools(), this.options.root);
  }

  /** Whether this build's diagnostics fail it: errors with `failOnError`. */
  #fails(): boolean {
    return this.options.failOnError && this.bundleDiagnostics().some((d) => d.severity === 'error');
  }

  /** `tools` without the `@debugging` ones, unless this build keeps them (development, `keepDebuggingTools`). */
  #delivered(tools: ExtractedTool[]): ExtractedTool[] {
    return this.options.keepDebuggingTools ? tools : tools.filter((tool) => tool.schema.debugging !== true);
  }

  /** The errors located in `file` (each skips a tool), for the dev inspector. */
  #errorsIn(file: string): Diagnostic[] {
    return this.#index.diagnostics().filter((d) => d.severity === 'error' && d.file === file);
  }

  /** Every diagnostic of the project with the lints (as `webmcp-nexus check` has them), cached by the index's state. */
  #lintedDiagnostics(): Diagnostic[] {
    const diagnostics = this.#index.diagnostics();
    if (this.#linted?.version !== this.#index.version) {
      const { root, rules, strict, cache } = this.options;
      this.#lintSettings ??= resolveBuildLintSettings(root, { rules, strict }, cache);
      const result = { tools: this.#index.tools(), diagnostics, dependencies: [] };
      this.#linted = {
        version: this.#index.version,
        diagnostics: lintBuildResult(result, this.#lintSettings),
      };
    }
    return this.#linted.diagnostics;
  }

  /** Runs a step that only a bug of ours can make throw: see `runGuarded`. */
  #guarded<T>(context: Context, step: string, run: () => T): T | undefined {
    return runGuarded(
      step,
      this.options.failOnError,
      (message) => this.#host.sink(context).warn(message),
      run,
    );
  }
}
