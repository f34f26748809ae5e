import { existsSync } from 'node:fs';
import { DiagnosticCode } from '../diagnostics/codes';
import { mayNeedWholeProgram, metMissingNames, shapesOtherFiles } from '../project/lean-libs';
import { type LoadedTsconfig, loadTsconfig } from '../project/load-tsconfig';
import { isInNodeModules, toAbsolutePosixPath } from '../project/paths';
import { isCallSiteCandidate, mentionsSdk } from '../project/prefilter';
import { createProjectHost, type ProjectHost } from '../project/project-host';
import { readTextFile } from '../read-text-file';
import type { Diagnostic, Extractor, ExtractorOptions, ExtractResult } from '../types';
import { type CallTrace, extractCallSiteFile, type FileExtraction } from './extract-call-site-file';
import { mergedResult } from './merge-results';
import type { StoredExtraction } from './persistent-cache/entries';
import { contentHash } from './persistent-cache/hash';
import { createSchemaCache } from './schema-cache';

/** The extractor that loads TypeScript: what `createExtractor` falls back to when the persistent cache cannot answer. */
export interface Engine extends Omit<Extractor, 'filesWithoutCallSites'> {
  /** A call-site file's result known from the persistent cache: used until a file it depends on changes. */
  seed(file: string, extraction: StoredExtraction['result']): void;
  /** The call-site files extracted (not seeded) since the last call, with what keys them in the cache. */
  takeFresh(): StoredExtraction[];
  /** The tsconfig as loaded (its files, source folders and config files). */
  tsconfig(): LoadedTsconfig;
  /** The tsconfig's files that may hold call sites (they mention the SDK). */
  callSiteFiles(): string[];
  /**
   * A file changed (`code` given or re-read) or was deleted: forgets what it shaped, re-deriving
   * nothing until the next extraction asks (`updateFile` is this plus the re-extraction).
   */
  noteChange(fileName: string, code?: string): void;
}

interface HeldExtraction extends FileExtraction {
  /** From the persistent cache: no traced calls to reuse, no inputs to store again. */
  seeded?: boolean;
}

/**
 * Creates a warm extractor. Nothing happens until the first call: then the tsconfig is read and
 * one program is created, holding only what registration calls can reach (see program-scope.ts).
 * `updateFile` returns the refreshed state of everything extracted so far (the whole project
 * once `extractProject` has run), re-deriving only what the changed file shaped.
 */
export function createEngine(options: ExtractorOptions = {}): Engine {
  const root = toAbsolutePosixPath(options.root ?? process.cwd());
  const schemas = createSchemaCache();
  const schemaOptions = { outputSchema: options.outputSchema === true };
  const extractions = new Map<string, HeldExtraction>();
  // Calls of call-site files whose extraction is out of date but whose own text is unchanged.
  const reusableCalls = new Map<string, CallTrace[]>();
  const mentionsSdkByFile = new Map<string, boolean>();
  const requestedFiles = new Set<string>();
  let fresh = new Set<string>();
  let host: ProjectHost | undefined;
  let projectFiles: Set<string> | undefined;
  let projectMode = false;

  function ensureHost(): ProjectHost {
    if (!host) {
      host = createProjectHost(loadTsconfig(root, options.tsconfig), { scoped: options.scope !== false });
      projectFiles = new Set(host.tsconfig.fileNames);
    }
    return host;
  }

  function fileMentionsSdk(file: string): boolean {
    let mentions = mentionsSdkByFile.get(file);
    if (mentions === undefined) {
      // Read through the project: the program then reuses the text instead of reading it again.
      const text = host ? host.readText(file) : readTextFile(file);
      mentions = text !== undefined && mentionsSdk(text);
      mentionsSdkByFile.set(file, mentions);
    }
    return mentions;
  }

  function extractFiles(
    files: readonly string[],
    extraDiagnostics: readonly Diagnostic[] = [],
  ): ExtractResult {
    const project = ensureHost();
    const pending = files.filter((file) => !extractions.has(file) && fileMentionsSdk(file));
    if (pending.length > 0) {
      project.addFiles(pending);
      const program = project.getProgram();
      const checker = project.getChecker();
      // The narrowed program may see less than tsc does: start over with the whole of it.
      const startOverWithWholeProgram = () => {
        project.widen();
        forgetDerivedResults();
        return extractFiles(files, extraDiagnostics);
      };
      for (const file of pending) {
        const sourceFile = program.getSourceFile(file);
        const previousCalls = reusableCalls.get(file);
        reusableCalls.delete(file);
        if (!sourceFile) continue;
        const extraction = extractCallSiteFile(
          sourceFile,
          program,
          checker,
          schemas,
          schemaOptions,
          previousCalls,
        );
        if (project.narrowed && mayNeedWholeProgram(extraction, program)) return startOverWithWholeProgram();
        extractions.set(file, extraction);
        fresh.add(file);
      }
      if (project.narrowed && metMissingNames(program, checker)) return startOverWithWholeProgram();
    }
    return mergedResult(
      files.flatMap((file) => extractions.get(file) ?? []),
      extraDiagnostics,
    );
  }

  /** Forgets every extraction and schema (the project itself, with its parsed files, stays). Seeded results stay. */
  function forgetDerivedResults(): void {
    for (const [file, extraction] of extractions) if (!extraction.seeded) extractions.delete(file);
    fresh.clear();
    reusableCalls.clear();
    schemas.clear();
  }

  function extractProject(): ExtractResult {
    projectMode = true;
    const project = ensureHost();
    const files = [...(projectFiles ?? [])].filter(isCallSiteCandidate);
    return extractFiles(files, project.tsconfig.diagnostics);
  }

  function extractFile(fileName: string, code?: string): ExtractResult {
    const file = toAbsolutePosixPath(fileName, root);
    requestedFiles.add(file);
    ensureHost();
    if (code !== undefined) applyChange(file, code, false);
    return extractFiles([file]);
  }

  function updateFile(fileName: string, code?: string): ExtractResult {
    noteChange(fileName, code);
    if (projectMode) return extractProject();
    return extractFiles([...requestedFiles]);
  }

  function noteChange(fileName: string, code?: string): void {
    const file = toAbsolutePosixPath(fileName, root);
    // The tsconfig (or where it was expected), or a file it extends: start over with new options.
    if (host && (file === host.tsconfig.configPath || host.tsconfig.configFiles.includes(file)))
      resetProject();
    else if (host) applyChange(file, code, true);
  }

  /** Brings the project up to date with one file and forgets every result that file shaped. */
  function applyChange(file: string, code: string | undefined, fromWatcher: boolean): void {
    const project = ensureHost();
    mentionsSdkByFile.delete(file);
    // The pre-filter judges the text being extracted, not what is on disk.
    if (code !== undefined) mentionsSdkByFile.set(file, mentionsSdk(code));
    // A seeded result's files were never read by this process, yet they shaped it.
    const shapedSeeded = [...extractions.values()].some(
      (extraction) => extraction.seeded && extraction.files.includes(file),
    );
    const known = project.getKnownText(file) !== undefined;
    const exists = code !== undefined || existsSync(file);
    const created =
      fromWatcher &&
      exists &&
      !known &&
      !shapedSeeded &&
      !projectFiles?.has(file) &&
      isCallSiteCandidate(file);
    const deleted = (known || shapedSeeded) && !exists;
    // A file the project never read stays out of it unless it may hold call sites or is new (a
    // new file may be what an import was missing): most files a bundler transforms are not the
    // extractor's business.
    const changed =
      known || created || (exists && fileMentionsSdk(file)) ? project.setFileText(file, code) : false;
    if (created || deleted) {
      // Module resolution may now go elsewhere for any file: start the derived results over.
      project.invalidateModuleResolution();
      if (created && isCallSiteCandidate(file))
        projectFiles = new Set(loadTsconfig(root, options.tsconfig).fileNames);
      if (deleted) projectFiles?.delete(file);
      forgetDerivedResults();
      for (const [extracted, extraction] of extractions) if (extraction.seeded) extractions.delete(extracted);
      return;
    }
    if (!changed && !shapedSeeded) return;
    reusableCalls.delete(file);
    // Traces kept from an earlier change (their call site not extracted since) may have read this file too.
    for (const calls of reusableCalls.values()) forgetUnitsThatRead(calls, file);
    for (const [extracted, extraction] of extractions) {
      const untraced = extraction.diagnostics.some(isUntraceable);
      if (extracted !== file && !untraced && !extraction.files.includes(file)) continue;
      extractions.delete(extracted);
      fresh.delete(extracted);
      if (extracted === file || extraction.seeded) continue;
      forgetUnitsThatRead(extraction.calls, file);
      reusableCalls.set(extracted, extraction.calls);
    }
    schemas.invalidateFile(file);
  }

  function resetProject(): void {
    host = undefined;
    projectFiles = undefined;
    extractions.clear();
    forgetDerivedResults();
    mentionsSdkByFile.clear();
  }

  function takeFresh(): StoredExtraction[] {
    const project = host;
    if (!project || fresh.size === 0) return [];
    const program = project.getProgram();
    // Files that shape types declared elsewhere shape every extraction of this program.
    const shaping = program
      .getSourceFiles()
      .filter((sourceFile) => !program.isSourceFileDefaultLibrary(sourceFile) && shapesOtherFiles(sourceFile))
      .map((sourceFile) => sourceFile.fileName);
    const leftOut: Record<string, string> = {};
    for (const [file, facts] of project.leftOutFacts()) leftOut[file] = contentHash(facts);
    const stored: StoredExtraction[] = [];
    for (const file of fresh) {
      const extraction = extractions.get(file);
      if (!extraction) continue;
      const inputFiles = new Set([file, ...extraction.files, ...shaping]);
      const lookups = new Set<string>();
      for (const input of [...inputFiles]) {
        const { failed, affecting } = project.lookupsOf(input);
        for (const lookup of failed) if (!isInNodeModules(lookup)) lookups.add(lookup);
        for (const affected of affecting) if (!isInNodeModules(affected)) inputFiles.add(affected);
      }
      for (const walked of Object.keys(leftOut)) {
        for (const lookup of project.lookupsOf(walked).failed)
          if (!isInNodeModules(lookup)) lookups.add(lookup);
      }
      const inputs: Record<string, string | null> = {};
      for (const input of [...inputFiles].sort()) {
        const text = project.getKnownText(input) ?? readTextFile(input);
        inputs[input] = text === undefined ? null : contentHash(text);
      }
      const { tools, diagnostics, files } = extraction;
      stored.push({
        file,
        inputs,
        lookups: [...lookups].sort(),
        leftOut,
        result: { tools, diagnostics, files },
      });
    }
    fresh = new Set();
    return stored;
  }

  return {
    extractFile,
    extractProject,
    updateFile,
    seed: (file, result) => {
      extractions.set(file, { ...result, calls: [], seeded: true });
    },
    takeFresh,
    noteChange,
    tsconfig: () => ensureHost().tsconfig,
    callSiteFiles: () => {
      ensureHost();
      return [...(projectFiles ?? [])]
        .filter((file) => isCallSiteCandidate(file) && fileMentionsSdk(file))
        .sort();
    },
  };
}

/**
 * What an untraceable value (M1) waits for cannot be pinned to a file: a module that is not one
 * yet (a file emptied mid-save), a name not exported yet. Any change traces it again.
 */
function isUntraceable(diagnostic: Diagnostic): boolean {
  return diagnostic.code === DiagnosticCode.Untraceable;
}

/** Drops the traced units of `calls` that read `file` (or could not be traced): they are traced again. */
function forgetUnitsThatRead(calls: CallTrace[], file: string): void {
  for (const call of calls)
    call.units = call.units.map((unit) =>
      unit?.files.includes(file) || unit?.diagnostics.some(isUntraceable) ? undefined : unit,
    );
}
