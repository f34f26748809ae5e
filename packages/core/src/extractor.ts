import type { Engine } from './extract/engine';
import { loadEngine } from './extract/load-engine';
import { type CallSiteResult, mergedResult } from './extract/merge-results';
import { openCache } from './extract/open-cache';
import { listSourceFiles } from './extract/persistent-cache/project-snapshot';
import { toAbsolutePosixPath } from './project/paths';
import type { Extractor, ExtractorOptions, ExtractResult } from './types';

/**
 * Creates a warm extractor. Nothing happens until the first call. Results stored by an earlier
 * process in the persistent cache (see persistent-cache.ts) are served without loading
 * TypeScript while everything they were derived from is unchanged; anything else goes to the
 * engine (extract/engine.ts), loaded on first need, which is then told what was served and
 * keeps every result up to date from there. What the engine extracts is stored for the next
 * process: several processes may share one cache.
 */
export function createExtractor(options: ExtractorOptions = {}): Extractor {
  const root = toAbsolutePosixPath(options.root ?? process.cwd());
  const cache = openCache(root, options);
  /** Call-site results served from the cache, to hand to the engine once it is needed. */
  const served = new Map<string, CallSiteResult>();
  const requestedFiles = new Set<string>();
  let projectMode = false;
  let servedProject: ExtractResult | undefined;
  /** The project's files and its call-site candidates, from the cache's answer (the engine knows its own). */
  let servedFiles: { fileNames: string[]; callSites: ReadonlySet<string> } | undefined;
  let engine: Engine | undefined;

  function engineInstance(): Engine {
    if (!engine) {
      const created = loadEngine().createEngine(options);
      for (const [file, result] of served) created.seed(file, result);
      // Bring it to the state the cache answered for (only served results: no program is built).
      for (const file of requestedFiles) created.extractFile(file);
      if (projectMode) created.extractProject();
      engine = created;
    }
    return engine;
  }

  function extractProject(): ExtractResult {
    const wasProjectMode = projectMode;
    projectMode = true;
    if (!engine && servedProject) return servedProject;
    if (!engine && cache && !wasProjectMode) {
      const hit = cache.readProject();
      if (hit) {
        for (const [file, result] of hit.results) served.set(file, result);
        servedProject = mergedResult([...hit.results.values()], hit.diagnostics);
        servedFiles = { fileNames: hit.fileNames, callSites: new Set(hit.results.keys()) };
        return servedProject;
      }
    }
    const coldEngine = !engine;
    const current = engineInstance();
    if (!cache || !coldEngine) return current.extractProject();
    // Results still valid for some call sites are used; the rest is extracted and stored.
    const tsconfig = current.tsconfig();
    const listing = listSourceFiles(tsconfig.sourceFolders);
    const callSites = current.callSiteFiles();
    for (const file of callSites) {
      const stored = served.has(file) ? undefined : cache.readFile(file);
      if (stored) current.seed(file, stored);
    }
    const result = current.extractProject();
    cache.writeExtractions(current.takeFresh(), tsconfig.configFiles);
    cache.writeProject({
      configPath: tsconfig.configPath,
      configFound: tsconfig.configFiles.length > 0,
      configFiles: tsconfig.configFiles,
      fileNames: tsconfig.fileNames,
      sourceFolders: tsconfig.sourceFolders,
      listing,
      callSites,
      diagnostics: tsconfig.diagnostics,
    });
    return result;
  }

  function extractFile(fileName: string, code?: string): ExtractResult {
    const file = toAbsolutePosixPath(fileName, root);
    if (!engine && cache) {
      const stored = served.get(file) && code === undefined ? served.get(file) : cache.readFile(file, code);
      if (stored) {
        requestedFiles.add(file);
        served.set(file, stored);
        return mergedResult([stored]);
      }
    }
    requestedFiles.add(file);
    const result = engineInstance().extractFile(file, code);
    if (cache) cache.writeExtractions(engineInstance().takeFresh(), engineInstance().tsconfig().configFiles);
    return result;
  }

  function updateFile(fileName: string, code?: string): ExtractResult {
    const file = toAbsolutePosixPath(fileName, root);
    cache?.forget(file);
    const result = engineInstance().updateFile(file, code);
    if (cache) schedulePersist();
    return result;
  }

  // Watch mode stores re-derived results after the update has been answered, once per burst of edits.
  let persistScheduled = false;
  function schedulePersist(): void {
    if (persistScheduled) return;
    persistScheduled = true;
    setImmediate(() => {
      persistScheduled = false;
      if (engine && cache) cache.writeExtractions(engine.takeFresh(), engine.tsconfig().configFiles);
    });
  }

  function filesWithoutCallSites(): string[] | undefined {
    if (!projectMode) return undefined;
    const files = engine
      ? { fileNames: engine.tsconfig().fileNames, callSites: new Set(engine.callSiteFiles()) }
      : servedFiles;
    return files?.fileNames.filter((file) => !files.callSites.has(file));
  }

  return { extractFile, extractProject, updateFile, filesWithoutCallSites };
}
