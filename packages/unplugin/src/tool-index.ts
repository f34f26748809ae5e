import {
  type Diagnostic,
  type ExtractedTool,
  type Extractor,
  type ExtractResult,
  sortedUniqueDiagnostics,
} from '@webmcp-nexus/core';
import { mayContainCallSite, readTextFile } from './paths';

/**
 * The plugin's view of the project: which tools each file defines (definitions often live in
 * another file than their call site) and what every schema depends on. One index per plugin
 * instance, over one warm extractor that survives rebuilds and webpack child compilations.
 */
export class ToolIndex {
  #extractor: Extractor | undefined;
  #project: ExtractResult | undefined;
  /** Call-site files the project scan did not cover (outside the tsconfig), extracted on sight. */
  readonly #extraCallSites = new Map<string, ExtractResult>();
  #toolsByDefinitionFile = new Map<string, ExtractedTool[]>();
  #fingerprints = new Map<string, string>();
  #watchedFiles = new Set<string>();
  #callSiteFiles = new Set<string>();
  /** The text the extractor last read for a definition file, to detect a transform of other code. */
  readonly #extractedText = new Map<string, string>();
  /** The disk text a change was last refreshed from, so a change reported twice costs nothing. */
  readonly #refreshedText = new Map<string, string | undefined>();
  #version = 0;

  constructor(private readonly openExtractor: () => Extractor) {}

  /** Whether `ensureScanned` has run. */
  get scanned(): boolean {
    return this.#project !== undefined;
  }

  /** Scans the whole project once; later calls are free. */
  ensureScanned(): void {
    if (this.#project) return;
    this.#project = this.#extractorInstance().extractProject();
    this.#rebuild();
  }

  /** Every diagnostic of the latest scan, de-duplicated and in a stable order. */
  diagnostics(): Diagnostic[] {
    this.ensureScanned();
    const all = [this.#project!, ...this.#extraCallSites.values()].flatMap((result) => result.diagnostics);
    return sortedUniqueDiagnostics(all);
  }

  /** Every tool of the latest scan (a tool reached twice counts once), by definition file. */
  tools(): ExtractedTool[] {
    this.ensureScanned();
    return [...this.#toolsByDefinitionFile.values()].flat();
  }

  /** Changes whenever the tools or diagnostics may have changed: what derived results are cached by. */
  get version(): number {
    return this.#version;
  }

  /** Whether the transform of `file` may have to inject something: the cheap pre-check. */
  mayDefineTools(file: string, code: string): boolean {
    return this.#toolsByDefinitionFile.has(file) || mayContainCallSite(code);
  }

  /**
   * The tools defined in `file`, derived from exactly `code` (the text being transformed). A call
   * site the project scan missed is extracted here; code that differs from what the extractor
   * read (another plugin ran first, the file changed meanwhile) is fed to the extractor first.
   */
  toolsDefinedIn(file: string, code: string): ExtractedTool[] {
    this.ensureScanned();
    if (!this.#callSiteFiles.has(file) && mayContainCallSite(code)) {
      this.#extraCallSites.set(file, this.#extractorInstance().extractFile(file, code));
      this.#rebuild();
    }
    // A file the extractor was given other text for may define tools in this code: a change
    // read mid-save (empty) is mended by the transform of the saved file.
    const given = this.#extractedText.get(file);
    if (!this.#toolsByDefinitionFile.has(file) && (given === undefined || given === code)) return [];
    if (this.#textExtractedFrom(file) !== code) this.#refresh(file, code);
    return this.#toolsByDefinitionFile.get(file) ?? [];
  }

  /** Every file the schemas of `file`'s tools depend on (call sites, type files), `file` excluded. */
  dependenciesOf(file: string): string[] {
    const tools = this.#toolsByDefinitionFile.get(file) ?? [];
    return [...new Set(tools.flatMap((tool) => tool.dependencies))].filter((dep) => dep !== file).sort();
  }

  /**
   * `file` changed on disk to `text` (undefined: deleted). Refreshes the extractor when the file
   * can matter and returns the definition files whose injected schemas changed (to invalidate
   * in dev servers).
   */
  fileChanged(file: string, text: string | undefined = readTextFile(file)): string[] {
    if (!this.#project) return [];
    if (this.#refreshedText.has(file) && this.#refreshedText.get(file) === text) return [];
    this.#refreshedText.set(file, text);
    const matters =
      this.#watchedFiles.has(file) || this.#callSiteFiles.has(file) || mayContainCallSite(text ?? '');
    return matters ? this.#refresh(file, text) : [];
  }

  /** Re-extracts after `file` changed and returns the definition files whose injections changed. */
  #refresh(file: string, code: string | undefined): string[] {
    const extractor = this.#extractorInstance();
    const before = this.#fingerprints;
    // Once the project was scanned, `updateFile` returns the whole project's refreshed state.
    this.#project = extractor.updateFile(file, code);
    if (code === undefined) this.#extractedText.delete(file);
    else this.#extractedText.set(file, code);
    for (const callSite of this.#extraCallSites.keys()) {
      this.#extraCallSites.set(callSite, extractor.extractFile(callSite));
    }
    this.#rebuild();
    const files = new Set([...before.keys(), ...this.#fingerprints.keys()]);
    return [...files].filter((f) => before.get(f) !== this.#fingerprints.get(f)).sort();
  }

  #rebuild(): void {
    this.#version += 1;
    const results = [this.#project!, ...this.#extraCallSites.values()];
    const byFile = new Map<string, Map<string, ExtractedTool>>();
    this.#watchedFiles = new Set(results.flatMap((result) => result.dependencies));
    this.#callSiteFiles = new Set(this.#extraCallSites.keys());
    for (const tool of results.flatMap((result) => result.tools)) {
      this.#callSiteFiles.add(tool.callSite.file);
      const tools = byFile.get(tool.target.file) ?? new Map<string, ExtractedTool>();
      byFile.set(tool.target.file, tools);
      // The same tool reached twice (project scan and an extra extraction) counts once.
      tools.set(JSON.stringify([tool.name, tool.callSite, tool.target]), tool);
    }
    this.#toolsByDefinitionFile = new Map([...byFile].map(([file, tools]) => [file, [...tools.values()]]));
    this.#fingerprints = new Map(
      [...this.#toolsByDefinitionFile].map(([file, tools]) => [file, fingerprintOf(tools)]),
    );
  }

  #textExtractedFrom(file: string): string | undefined {
    if (!this.#extractedText.has(file)) this.#extractedText.set(file, readTextFile(file) ?? '');
    return this.#extractedText.get(file);
  }

  #extractorInstance(): Extractor {
    this.#extractor ??= this.openExtractor();
    return this.#extractor;
  }
}

/** What the injection into one file depends on, as a comparable string. */
function fingerprintOf(tools: readonly ExtractedTool[]): string {
  return tools
    .map((tool) => JSON.stringify([tool.name, tool.target, tool.schema]))
    .sort()
    .join('\n');
}
