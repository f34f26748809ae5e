import { existsSync, readFileSync } from 'node:fs';
import { DiagnosticCode } from './diagnostics/codes';
import { sortedFiles, sortedTools, sortedUniqueDiagnostics } from './diagnostics/order';
import { type CallTrace, extractCallSiteFile, type FileExtraction } from './extract/extract-call-site-file';
import { createSchemaCache } from './extract/schema-cache';
import { mayNeedHostLibs } from './project/lean-libs';
import { loadTsconfig } from './project/load-tsconfig';
import { toAbsolutePosixPath } from './project/paths';
import { isCallSiteCandidate, mentionsSdk } from './project/prefilter';
import { createProjectHost, type ProjectHost } from './project/project-host';
import type { Diagnostic, Extractor, ExtractorOptions, ExtractResult } from './types';

/**
 * Creates a warm extractor. Nothing happens until the first call: then the tsconfig is read and
 * one ts-morph project is created, holding only the files that registration calls reach.
 * `updateFile` returns the refreshed state of everything extracted so far (the whole project
 * once `extractProject` has run), re-deriving only what the changed file shaped.
 */
export function createExtractor(options: ExtractorOptions = {}): Extractor {
  const root = toAbsolutePosixPath(options.root ?? process.cwd());
  const schemas = createSchemaCache();
  const extractions = new Map<string, FileExtraction>();
  // Calls of call-site files whose extraction is out of date but whose own text is unchanged.
  const reusableCalls = new Map<string, CallTrace[]>();
  const mentionsSdkByFile = new Map<string, boolean>();
  const requestedFiles = new Set<string>();
  let host: ProjectHost | undefined;
  let projectFiles: Set<string> | undefined;
  let projectMode = false;

  function ensureHost(): ProjectHost {
    if (!host) {
      host = createProjectHost(loadTsconfig(root, options.tsconfig));
      projectFiles = new Set(host.tsconfig.fileNames);
    }
    return host;
  }

  function fileMentionsSdk(file: string): boolean {
    let mentions = mentionsSdkByFile.get(file);
    if (mentions === undefined) {
      // Read through the project: the program then reuses the text instead of reading it again.
      const text = host ? host.readText(file) : readTextIfExists(file);
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
      for (const file of pending) {
        const sourceFile = program.getSourceFile(file);
        const previousCalls = reusableCalls.get(file);
        reusableCalls.delete(file);
        if (!sourceFile) continue;
        const extraction = extractCallSiteFile(sourceFile, program, checker, schemas, previousCalls);
        if (project.leanLibs && mayNeedHostLibs(extraction, program)) {
          // Without the DOM this result may differ from tsc's view: start over with every lib.
          project.useEveryLib();
          forgetDerivedResults();
          return extractFiles(files, extraDiagnostics);
        }
        extractions.set(file, extraction);
      }
    }
    const results = files.flatMap((file) => extractions.get(file) ?? []);
    const diagnostics = sortedUniqueDiagnostics([
      ...extraDiagnostics,
      ...results.flatMap((result) => result.diagnostics),
    ]);
    return {
      tools: sortedTools(results.flatMap((result) => result.tools)),
      diagnostics,
      dependencies: sortedFiles([
        ...results.flatMap((result) => result.files),
        ...diagnostics.map((diagnostic) => diagnostic.file),
      ]),
    };
  }

  /** Forgets every extraction and schema (the project itself, with its parsed files, stays). */
  function forgetDerivedResults(): void {
    extractions.clear();
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
    const file = toAbsolutePosixPath(fileName, root);
    // The tsconfig (or where it was expected), or a file it extends: start over with new options.
    if (host && (file === host.tsconfig.configPath || host.tsconfig.configFiles.includes(file)))
      resetProject();
    else if (host) applyChange(file, code, true);
    if (projectMode) return extractProject();
    return extractFiles([...requestedFiles]);
  }

  /** Brings the project up to date with one file and forgets every result that file shaped. */
  function applyChange(file: string, code: string | undefined, fromWatcher: boolean): void {
    const project = ensureHost();
    mentionsSdkByFile.delete(file);
    // The pre-filter judges the text being extracted, not what is on disk.
    if (code !== undefined) mentionsSdkByFile.set(file, mentionsSdk(code));
    const known = project.getKnownText(file) !== undefined;
    const exists = code !== undefined || existsSync(file);
    const created = fromWatcher && exists && !known && !projectFiles?.has(file) && isCallSiteCandidate(file);
    const deleted = known && !exists;
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
      return;
    }
    if (!changed) return;
    reusableCalls.delete(file);
    for (const [extracted, extraction] of extractions) {
      const untraced = extraction.diagnostics.some(isUntraceable);
      if (extracted !== file && !untraced && !extraction.files.includes(file)) continue;
      extractions.delete(extracted);
      if (extracted === file) continue;
      for (const call of extraction.calls) {
        call.units = call.units.map((unit) =>
          unit?.files.includes(file) || unit?.diagnostics.some(isUntraceable) ? undefined : unit,
        );
      }
      reusableCalls.set(extracted, extraction.calls);
    }
    schemas.invalidateFile(file);
  }

  function resetProject(): void {
    host = undefined;
    projectFiles = undefined;
    forgetDerivedResults();
    mentionsSdkByFile.clear();
  }

  return { extractFile, extractProject, updateFile };
}

/**
 * What an untraceable value (M1) waits for cannot be pinned to a file: a module that is not one
 * yet (a file emptied mid-save), a name not exported yet. Any change traces it again.
 */
function isUntraceable(diagnostic: Diagnostic): boolean {
  return diagnostic.code === DiagnosticCode.Untraceable;
}

function readTextIfExists(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
