import path from 'node:path';
import { ts } from 'ts-morph';
import { addRequest, type ExportRequests, neededImportsOf } from './import-scope';

/**
 * Module resolution for a program scoped to the tools: an import that nothing a tool needs can
 * reach (see import-scope.ts) resolves to nothing, so the compiler never reads, parses or binds
 * what is behind it. What each file needs of its imports follows from what its importers ask of
 * it; a file asked for more after its imports were resolved is reported by `takeGrown`, and the
 * program is built again with that file's imports resolved anew. Every resolution's failed
 * lookups are kept: the persistent cache must know which new files could change an answer.
 */
export interface ProgramScope {
  /** Whether imports are scoped; false resolves every import (the whole program). */
  enabled: boolean;
  resolve(
    literals: readonly ts.StringLiteralLike[],
    containingFile: string,
    redirectedReference: ts.ResolvedProjectReference | undefined,
    options: ts.CompilerOptions,
    containingSourceFile: ts.SourceFile,
  ): ts.ResolvedModuleWithFailedLookupLocations[];
  /** The files asked for more since their imports were resolved (cleared by the call). */
  takeGrown(): Set<string>;
  /** Per file, the specifiers left out (to check that none of them declares globals). */
  readonly leftOut: Map<string, string[]>;
  /** Resolves one specifier as the program would (for the left-out graph). */
  resolveName(name: string, containingFile: string): string | undefined;
  /** Paths resolutions from `file` tried and did not find, and the files they read besides (package.json). */
  lookupsOf(file: string): ResolutionLookups;
  /** Forgets every resolution (a file was created or deleted). */
  reset(): void;
}

/** What module resolution from one file looked at. */
export interface ResolutionLookups {
  failed: readonly string[];
  affecting: readonly string[];
}

interface FailedLookups {
  failedLookupLocations?: readonly string[];
  affectingLocations?: readonly string[];
}

/** Creates the scope of a program whose roots `isCallSite` tells (the files holding registration calls). */
export function createProgramScope(
  options: ts.CompilerOptions,
  host: ts.ModuleResolutionHost & { getCanonicalFileName(fileName: string): string },
  currentDirectory: string,
  isCallSite: (fileName: string) => boolean,
): ProgramScope {
  let cache = ts.createModuleResolutionCache(currentDirectory, host.getCanonicalFileName, options);
  const requests = new Map<string, ExportRequests>();
  const analysedWith = new Map<string, string>();
  const lookups = new Map<string, { failed: Set<string>; affecting: Set<string> }>();
  const leftOut = new Map<string, string[]>();
  let grown = new Set<string>();
  const quickRelative = resolvesExtensionlessFirst(options);

  const requestsOf = (file: string) => {
    let forFile = requests.get(file);
    if (!forFile) {
      forFile = new Map();
      requests.set(file, forFile);
    }
    return forFile;
  };

  function resolveLiteral(
    literal: ts.StringLiteralLike,
    containingFile: string,
    redirectedReference: ts.ResolvedProjectReference | undefined,
    compilerOptions: ts.CompilerOptions,
    containingSourceFile: ts.SourceFile,
  ): ts.ResolvedModuleWithFailedLookupLocations {
    const mode = ts.getModeForUsageLocation(containingSourceFile, literal, compilerOptions);
    const resolution = ts.resolveModuleName(
      literal.text,
      containingFile,
      compilerOptions,
      host,
      cache,
      redirectedReference,
      mode,
    );
    record(containingFile, resolution);
    return resolution;
  }

  function record(containingFile: string, resolution: ts.ResolvedModuleWithFailedLookupLocations): void {
    const { failedLookupLocations = [], affectingLocations = [] } = resolution as FailedLookups;
    if (failedLookupLocations.length === 0 && affectingLocations.length === 0) return;
    let forFile = lookups.get(containingFile);
    if (!forFile) {
      forFile = { failed: new Set(), affecting: new Set() };
      lookups.set(containingFile, forFile);
    }
    for (const location of failedLookupLocations) forFile.failed.add(location);
    for (const location of affectingLocations) forFile.affecting.add(location);
  }

  const scope: ProgramScope = {
    enabled: true,
    leftOut,
    resolve(literals, containingFile, redirectedReference, compilerOptions, containingSourceFile) {
      const forFile = requestsOf(containingFile);
      const needed = scope.enabled
        ? neededImportsOf(containingSourceFile, forFile, isCallSite(containingFile))
        : 'all';
      analysedWith.set(containingFile, requestKey(forFile));
      const cut: string[] = [];
      const resolutions = literals.map((literal) => {
        const asked = needed === 'all' ? EVERYTHING : needed.get(literal);
        if (!asked) {
          cut.push(literal.text);
          return { resolvedModule: undefined };
        }
        const resolution = resolveLiteral(
          literal,
          containingFile,
          redirectedReference,
          compilerOptions,
          containingSourceFile,
        );
        const target = resolution.resolvedModule?.resolvedFileName;
        if (target) askOf(target, asked);
        return resolution;
      });
      if (cut.length > 0) leftOut.set(containingFile, cut);
      else leftOut.delete(containingFile);
      return resolutions;
    },
    takeGrown() {
      const taken = grown;
      grown = new Set();
      return taken;
    },
    resolveName(name, containingFile) {
      const beside = quickRelative ? besideFile(name, containingFile) : undefined;
      if (beside && host.fileExists(beside)) return beside;
      const resolution = ts.resolveModuleName(name, containingFile, options, host, cache);
      record(containingFile, resolution);
      return resolution.resolvedModule?.resolvedFileName;
    },
    lookupsOf: (file) => {
      const forFile = lookups.get(file);
      return { failed: [...(forFile?.failed ?? [])], affecting: [...(forFile?.affecting ?? [])] };
    },
    reset() {
      cache = ts.createModuleResolutionCache(currentDirectory, host.getCanonicalFileName, options);
      lookups.clear();
    },
  };

  function askOf(target: string, asked: ExportRequests): void {
    const forTarget = requestsOf(target);
    let changed = false;
    for (const [name, depth] of asked) changed = addRequest(forTarget, name, depth) || changed;
    if (changed && analysedWith.has(target) && analysedWith.get(target) !== requestKey(forTarget))
      grown.add(target);
  }

  return scope;
}

/**
 * Whether an extensionless relative import (`./c5`, `../lib/api-client`) resolves to the `.ts`
 * file beside it whenever that exists: its first candidate in every `moduleResolution` (the walk
 * resolves without an ES-module mode, as `require` would) and first in `rootDirs` too, so nothing
 * is looked up before it and no failed lookup is left to record. Not with `moduleSuffixes`
 * (`['.ios', '']` tries `c5.ios.ts` first). The left-out graph resolves every import of what it
 * walks (a real app's component tree: thousands), and TypeScript's resolver was most of that walk.
 */
function resolvesExtensionlessFirst(options: ts.CompilerOptions): boolean {
  const suffixes = options.moduleSuffixes;
  return !suffixes || (suffixes.length === 1 && suffixes[0] === '');
}

const EXTENSIONLESS_RELATIVE = /^\.\.?\/(?:[^/]+\/)*[\w-]+$/;

/** The `.ts` file an extensionless relative `specifier` names from `containingFile`, if it is one. */
function besideFile(specifier: string, containingFile: string): string | undefined {
  if (!EXTENSIONLESS_RELATIVE.test(specifier)) return undefined;
  return `${path.posix.join(path.posix.dirname(containingFile), specifier)}.ts`;
}

const EVERYTHING: ExportRequests = new Map([['*', 'full']]);

function requestKey(requests: ExportRequests): string {
  return [...requests]
    .map(([name, depth]) => `${name}:${depth}`)
    .sort()
    .join(',');
}
