import {
  countTools,
  createSchemaService,
  type Diagnostic,
  type ExtractedTool,
  type ExtractResult,
  extractorOptions,
  formatToolCount,
  mentionsSdk,
  type OxcToolkit,
  oxcToolkit,
  type SchemaService,
  sortedUniqueDiagnostics,
} from '@webmcp-nexus/core';
import type { UnpluginBuildContext } from 'unplugin';
import { type BuildLintSettings, lintBuildResult, resolveBuildLintSettings } from './build-lints';
import { type DeliveredModule, planSlots, rewriteCallSite } from './call-site-rewrite';
import type { HostContext, ReportMoment } from './host-context';
import { developmentCode } from './inspector-injection';
import { runGuarded } from './internal-error';
import { type BuildSettings, type Options, type ResolvedOptions, resolveOptions } from './options';
import { readSettledText } from './paths';
import { type DiagnosticSink, ReportedDiagnostics, reportDiagnostics } from './report-diagnostics';
import {
  callSiteOfSchemaModule,
  SCHEMA_MODULE_SPECIFIER,
  schemaModuleCode,
  schemaModuleId,
  schemaModuleIdOf,
  schemaModuleImport,
  schemaModuleSpecifier,
} from './schema-module';
import { writeToolsManifest } from './tools-manifest-file';

/** A call-site file of this bundle: the text it was transformed from, and its schemas once derived. */
interface CallSite {
  code: string | undefined;
  result?: ExtractResult;
}

/**
 * Everything one build of one plugin instance knows, behind the few verbs every host needs:
 * transform a call site, load its schema module, a file changed, report at a moment, write the
 * bundle's manifest. Made once for a root and a mode (`settings`), read-only after: a host whose
 * bundler says otherwise opens a new session. It reaches the bundler only through its
 * `HostContext`. Only call-site files are transformed (syntactically, at once); the schema module
 * of each is the one thing that waits for the schemas, derived by the core's schema service.
 */
export class BuildSession<Context = UnpluginBuildContext> {
  readonly options: ResolvedOptions;
  readonly #host: HostContext<Context>;
  readonly #oxc: OxcToolkit;
  #service: SchemaService | undefined;
  /** The call-site files this bundle transformed, by path. */
  readonly #callSites = new Map<string, CallSite>();
  readonly #reported = new ReportedDiagnostics();
  /** Schema modules whose code changed since the host last asked (`takeChangedModules`). */
  readonly #changedModules = new Set<string>();
  /** The tsconfig's own problems (P1, P2), asked once. */
  #projectDiagnostics: Promise<Diagnostic[]> | undefined;
  #knownProjectDiagnostics: Diagnostic[] = [];
  #lintSettings: BuildLintSettings | undefined;
  /** Changes whenever a call site's result may have: the linted diagnostics are kept by it. */
  #version = 0;
  #linted: { version: number; diagnostics: Diagnostic[] } | undefined;

  constructor(
    userOptions: Options | undefined,
    readonly settings: Readonly<BuildSettings>,
    host: HostContext<Context>,
    oxc?: Partial<OxcToolkit>,
  ) {
    this.options = resolveOptions(userOptions, settings);
    this.#host = host;
    this.#oxc = oxcToolkit(oxc);
  }

  /** A build (or a watch rebuild) starts: its diagnostics are reported afresh. */
  startBuild(): void {
    this.#reported.clear();
  }

  /**
   * The call-site module `file` (whose text is `code`) with each SDK call's map arguments handed
   * to the helpers of its schema module, which it now imports; undefined for any other module. Syntax
   * only: nothing waits for a schema here.
   */
  transform(context: Context, file: string, code: string): DeliveredModule | undefined {
    const slots = this.#slotsOfCallSite(context, file, code);
    if (!slots) return undefined;
    const specifier = schemaModuleSpecifier(this.options.root, file);
    return rewriteCallSite(file, code, slots, schemaModuleImport(specifier));
  }

  /** For a host without virtual modules (Turbopack): the call site with its schema module's code inside. */
  async transformInline(context: Context, file: string, code: string): Promise<DeliveredModule | undefined> {
    const slots = this.#slotsOfCallSite(context, file, code);
    if (!slots) return undefined;
    return rewriteCallSite(file, code, slots, await this.#schemaModule(context, file, file, false));
  }

  /** The id of the schema module a call site imports as `specifier`, or undefined for any other import. */
  resolveId(specifier: string): string | undefined {
    return schemaModuleId(specifier);
  }

  /** The code of the schema module `id` (the one place that waits for the schemas), or undefined for any other module. */
  async load(context: Context, id: string): Promise<string | undefined> {
    const file = callSiteOfSchemaModule(this.options.root, id);
    return file === undefined ? undefined : this.#schemaModule(context, file, id, true);
  }

  /** `file` changed on disk (read once its save has finished): the schema modules it changes must be served again. */
  async fileChanged(file: string): Promise<void> {
    if (!this.#service) {
      // Closed at a build's end, yet built again (esbuild cannot tell a watch from a one-off
      // build): no service saw the change, so every call site is derived again by a new one.
      for (const callSite of this.#callSites.values()) callSite.result = undefined;
      this.#projectDiagnostics = undefined;
      this.#version++;
      return;
    }
    const text = await readSettledText(file);
    for (const callSite of this.#service.fileChanged(file, text)) {
      const known = this.#callSites.get(callSite);
      if (!known) continue;
      this.#changedModules.add(this.#dropResult(callSite, callSite === file ? text : known.code));
    }
  }

  /** The schema modules whose code changed since the last call (a dev server invalidates them). */
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
  report(sink: DiagnosticSink): void {
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
   * The diagnostics of this bundle: those of its call sites' tools (wherever they are located),
   * the lints of those tools, and the project's set-up problems. A broken tool registered by a
   * file the app never imports fails no build.
   */
  bundleDiagnostics(): Diagnostic[] {
    if (this.#linted?.version !== this.#version) {
      const { root, rules, strict, cache } = this.options;
      this.#lintSettings ??= resolveBuildLintSettings(root, { rules, strict }, cache);
      const results = this.#results();
      const diagnostics = sortedUniqueDiagnostics([
        ...this.#knownProjectDiagnostics,
        ...results.flatMap((result) => result.diagnostics),
      ]);
      const tools = results.flatMap((result) => result.tools);
      const linted = lintBuildResult({ tools, diagnostics, dependencies: [] }, this.#lintSettings, this.#oxc);
      this.#linted = { version: this.#version, diagnostics: linted };
    }
    return this.#linted.diagnostics;
  }

  /** The tools this bundle delivers: those its call sites register (`@debugging` ones only where kept). */
  bundleTools(): ExtractedTool[] {
    return this.#delivered(this.#results().flatMap((result) => result.tools));
  }

  /**
   * Writes the bundle's `webmcp-tools.json` where `manifest` says, unless this build writes none
   * (development, `manifest: false`) or failed (`failed`, or its own errors with `failOnError`).
   */
  writeManifest(failed = false): void {
    const path = this.options.manifest;
    if (path === false || failed || this.#fails()) return;
    writeToolsManifest(path, this.bundleTools(), this.options.root);
  }

  /** Stops the schema service (its worker thread); a later use starts a new one. */
  async close(): Promise<void> {
    const service = this.#service;
    this.#service = undefined;
    await service?.close();
  }

  /** The slots of `code` when it is a call site not rewritten yet, noting its text for its schema module. */
  #slotsOfCallSite(context: Context, file: string, code: string) {
    if (!mentionsSdk(code) || code.includes(SCHEMA_MODULE_SPECIFIER) || code.includes('__webmcpTableValue'))
      return undefined;
    const slots = this.#guarded(context, `transforming ${file}`, () =>
      planSlots(file, code, this.#oxc.parseSync),
    );
    if (!slots?.length) return undefined;
    if (this.#callSites.get(file)?.code !== code) {
      this.#callSites.set(file, { code });
      this.#version++;
    }
    return slots;
  }

  /** The code of the schema module of the call site `file`, served as `module`: its schemas, and the development code. */
  async #schemaModule(context: Context, file: string, module: string, exported: boolean): Promise<string> {
    const result = await this.#resultOf(file).catch((error: unknown) =>
      this.#guarded(context, `deriving the schemas of ${file}`, () => {
        throw error;
      }),
    );
    if (!result) return schemaModuleCode([], exported);
    this.#host.watchFiles(context, module, result.dependencies);
    this.reportAt(context, 'transform');
    const errors = result.diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
    const extra = this.options.inspector ? developmentCode(this.options.root, file, errors) : '';
    return schemaModuleCode(this.#delivered(result.tools), exported, extra);
  }

  /** The call site's result, derived once per change by the schema service (with the project's own problems). */
  async #resultOf(file: string): Promise<ExtractResult> {
    const service = this.#schemaService();
    let callSite = this.#callSites.get(file);
    if (!callSite) {
      // Its transform happened in an earlier process (a bundler's persistent cache): read from disk.
      callSite = { code: undefined };
      this.#callSites.set(file, callSite);
    }
    if (callSite.result) return callSite.result;
    this.#projectDiagnostics ??= service.projectDiagnostics().then((diagnostics) => {
      this.#knownProjectDiagnostics = diagnostics;
      this.#version++;
      return diagnostics;
    });
    const [result] = await Promise.all([
      service.extractCallSites(file, callSite.code),
      this.#projectDiagnostics,
    ]);
    // A change that arrived meanwhile replaced the entry: this result is served once, never kept.
    if (this.#callSites.get(file) === callSite) {
      callSite.result = result;
      this.#version++;
    }
    return result;
  }

  #schemaService(): SchemaService {
    this.#service ??= createSchemaService({
      ...extractorOptions(this.options),
      oxc: this.#oxc,
      // In development the checker checks each fast answer once the machine is idle.
      shadow: this.settings.mode === 'development',
      onResultChanged: (file) => this.#resultChanged(file),
    });
    return this.#service;
  }

  /**
   * A call site's schemas changed though no file did (the shadow check pinned it to the checker):
   * served again where the host can; one that cannot keeps what it served until the next change.
   */
  #resultChanged(file: string): void {
    const callSite = this.#callSites.get(file);
    if (!callSite || !this.#host.serveAgain) return;
    this.#host.serveAgain([this.#dropResult(file, callSite.code)]);
  }

  /** Drops the call site's result (its next load derives it again, from `code`); returns its schema module's id. */
  #dropResult(file: string, code: string | undefined): string {
    this.#callSites.set(file, { code });
    this.#version++;
    return schemaModuleIdOf(this.options.root, file);
  }

  #results(): ExtractResult[] {
    return [...this.#callSites.values()].flatMap((callSite) => (callSite.result ? [callSite.result] : []));
  }

  /** Whether this build's diagnostics fail it: errors with `failOnError`. */
  #fails(): boolean {
    return this.options.failOnError && this.bundleDiagnostics().some((d) => d.severity === 'error');
  }

  /** `tools` without the `@debugging` ones, unless this build keeps them (development, `keepDebuggingTools`). */
  #delivered(tools: ExtractedTool[]): ExtractedTool[] {
    return this.options.keepDebuggingTools ? tools : tools.filter((tool) => tool.schema.debugging !== true);
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
