import { existsSync, readFileSync } from 'node:fs';
import { getLibFiles } from '@ts-morph/common';
import { ts } from 'ts-morph';
import { createLeftOutGraph } from './cut-graph';
import { getSharedDeclarationFile, isStableDeclarationFile, parseOptionsFor } from './declaration-file-cache';
import { leanLibsOf } from './lean-libs';
import type { LoadedTsconfig } from './load-tsconfig';
import { createProgramScope, type ResolutionLookups } from './program-scope';
import { mayDeclareGlobals } from './script-files';

/**
 * The program behind one extractor: a TypeScript compiler host of its own over the real file
 * system, with TypeScript's lib files served from memory (`@ts-morph/common` ships them as
 * strings, not on disk). No ts-morph `Project` is made: source files are parsed here, as `tsc`
 * parses them, because ts-morph's document registry always parses every JSDoc comment and sets
 * parent pointers: measured, 4 to 5 times the parse time, which was most of a cold extraction. Only the files the extractor asks for become roots; the compiler
 * pulls in what they import. The program is re-created after a change, reusing every unchanged
 * file and its binding.
 */
export interface ProjectHost {
  readonly tsconfig: LoadedTsconfig;
  /** Makes files roots of the next program, so that it is built once for all of them. */
  addFiles(fileNames: readonly string[]): void;
  /** The text the project currently holds for a file, if it was ever read. */
  getKnownText(fileName: string): string | undefined;
  /** A file's text, read once and kept for the program (undefined when it does not exist). */
  readText(fileName: string): string | undefined;
  /** Replaces a file's text (`undefined`: re-read it from disk, or forget it when deleted). Returns whether it changed. */
  setFileText(fileName: string, text: string | undefined): boolean;
  /** A file appeared or disappeared: the next program resolves every import again. */
  invalidateModuleResolution(): void;
  /**
   * Whether the program is narrowed: it leaves out the DOM's libs (see lean-libs.ts), the ambient
   * `types` packages, or the imports no tool needs (see program-scope.ts). `widen` ends that.
   */
  readonly narrowed: boolean;
  /** Builds the next program with every lib, type package and import the project names, reusing every parsed file. */
  widen(): void;
  /** What module resolution from `fileName` tried and did not find, and the package files it read. */
  lookupsOf(fileName: string): ResolutionLookups;
  /** The project files (not packages) read to check that nothing left out augments a module, by the hash of what was read. */
  leftOutFacts(): ReadonlyMap<string, string>;
  getProgram(): ts.Program;
  getChecker(): ts.TypeChecker;
}

// Where TypeScript's lib files are served from memory (the path ts-morph used for them).
const LIB_FOLDER = '/node_modules/typescript/lib';

interface HeldFile {
  text: string;
  /** Parsed on first use by a program (the parse options come from the program). */
  sourceFile?: ts.SourceFile;
}

/** Creates the project for a loaded tsconfig without reading any file yet; `scoped: false` loads every import. */
export function createProjectHost(tsconfig: LoadedTsconfig, { scoped = true } = {}): ProjectHost {
  const options = tsconfig.options;
  const leanLibs = leanLibsOf(options);
  let programOptions = narrowedOptions(options, leanLibs, scoped);
  const files = projectFileSystem();
  const held = new Map<string, HeldFile | null>();
  // The project's own ambient declarations (`src/env.d.ts`) are roots, as tsc's include makes them;
  // so are its scripts (files without a top-level import or export), whose declarations are global.
  const roots = new Set(tsconfig.fileNames.filter((fileName) => /\.d\.[cm]?ts$/.test(fileName)));
  let scriptRootsFound = false;
  const callSites = new Set<string>();
  let program: ts.Program | undefined;
  // Files asked for more than their imports were resolved for (see program-scope.ts).
  let regrown = new Set<string>();
  let stale = true;
  // An unchanged file keeps its old import resolutions unless told otherwise, even when the
  // module it could not find has since been created.
  let resolutionsInvalidated = false;

  // Module resolution asks the same existence questions for every import of every file; the
  // answers only change when a file is created or deleted (then the caches are cleared).
  const cachedFileExists = remembered(files.fileExists);
  const cachedDirectoryExists = remembered(files.directoryExists);
  const currentDirectory = tsconfig.configPath.slice(0, tsconfig.configPath.lastIndexOf('/'));
  // Read once: the file system's case rule does not change under a host (and resolution asks it
  // for every path).
  const caseSensitive = ts.sys.useCaseSensitiveFileNames;
  const getCanonicalFileName = (fileName: string) => (caseSensitive ? fileName : fileName.toLowerCase());
  const resolutionHost: ts.ModuleResolutionHost & { getCanonicalFileName(fileName: string): string } = {
    fileExists: (fileName) => (held.has(fileName) ? held.get(fileName) !== null : cachedFileExists(fileName)),
    readFile: (fileName) => files.readFile(fileName),
    directoryExists: (directoryName) => cachedDirectoryExists(directoryName),
    getDirectories: (path) => files.getDirectories(path),
    realpath: (path) => files.realpath(path),
    getCurrentDirectory: () => currentDirectory,
    getCanonicalFileName,
  };
  const scope = createProgramScope(options, resolutionHost, currentDirectory, (fileName) =>
    callSites.has(fileName),
  );
  scope.enabled = scoped;
  const leftOutGraph = createLeftOutGraph((fileName) =>
    isStableDeclarationFile(fileName) ? files.readFile(fileName) : heldFile(fileName)?.text,
  );

  function heldFile(fileName: string): HeldFile | undefined {
    let file = held.get(fileName);
    if (file === undefined) {
      const text = files.readFile(fileName);
      file = text === undefined ? null : { text };
      held.set(fileName, file);
    }
    return file ?? undefined;
  }

  const compilerHost: ts.CompilerHost = {
    getSourceFile: (fileName, languageVersion) => {
      if (isStableDeclarationFile(fileName)) {
        return getSharedDeclarationFile(fileName, languageVersion, options, (name) => files.readFile(name));
      }
      const file = heldFile(fileName);
      if (file && !file.sourceFile)
        file.sourceFile = parseSourceFile(fileName, file.text, parseOptionsFor(languageVersion));
      return file?.sourceFile;
    },
    getDefaultLibFileName: (compilerOptions) => `${LIB_FOLDER}/${ts.getDefaultLibFileName(compilerOptions)}`,
    getDefaultLibLocation: () => LIB_FOLDER,
    writeFile: () => {},
    getCurrentDirectory: () => currentDirectory,
    getCanonicalFileName,
    useCaseSensitiveFileNames: () => caseSensitive,
    getNewLine: () => '\n',
    fileExists: resolutionHost.fileExists,
    readFile: resolutionHost.readFile,
    directoryExists: resolutionHost.directoryExists,
    getDirectories: resolutionHost.getDirectories,
    realpath: resolutionHost.realpath,
    resolveModuleNameLiterals: (literals, containingFile, redirectedReference, compilerOptions, sourceFile) =>
      scope.resolve(literals, containingFile, redirectedReference, compilerOptions, sourceFile),
    hasInvalidatedResolutions: (path) => resolutionsInvalidated || regrown.has(path),
  };

  function getProgram(): ts.Program {
    if (program && !stale) return program;
    if (!scriptRootsFound) {
      scriptRootsFound = true;
      for (const fileName of tsconfig.fileNames)
        if (mayDeclareGlobals(fileName, heldFile(fileName)?.text)) roots.add(fileName);
    }
    // A scoped program is built until no file is asked for more than it resolved, and until
    // nothing left out augments a module or declares globals (those files become roots).
    for (let round = 0; ; round++) {
      program = ts.createProgram({
        rootNames: [...roots],
        options: programOptions,
        host: compilerHost,
        oldProgram: program,
      });
      resolutionsInvalidated = false;
      const grown = scope.takeGrown();
      regrown = new Set([...grown].map(getCanonicalFileName));
      if (grown.size > 0 && round < MAX_SCOPING_ROUNDS) continue;
      if (grown.size > 0) {
        // Never expected: give up scoping rather than risk a file resolved too narrowly.
        scope.enabled = false;
        resolutionsInvalidated = true;
        continue;
      }
      if (!scope.enabled) break;
      const loaded = program;
      const augmenting = leftOutGraph.augmentingFiles(
        scope.leftOut,
        (fileName) => loaded.getSourceFile(fileName) !== undefined,
        scope.resolveName,
      );
      const added = augmenting.filter((fileName) => !roots.has(fileName));
      if (added.length === 0) break;
      for (const fileName of added) roots.add(fileName);
    }
    stale = false;
    regrown = new Set();
    return program;
  }

  function addFiles(fileNames: readonly string[]): void {
    for (const fileName of fileNames) {
      callSites.add(fileName);
      if (roots.has(fileName)) continue;
      roots.add(fileName);
      // A file the current program already holds (imported by another) needs no new program.
      if (!program?.getSourceFile(fileName)) stale = true;
    }
  }

  function setFileText(fileName: string, text: string | undefined): boolean {
    // undefined: never read; null: read and found missing.
    const previous = held.get(fileName);
    leftOutGraph.forget(fileName);
    const next = text ?? (existsSync(fileName) ? readFileSync(fileName, 'utf8') : undefined);
    if (next === undefined) {
      held.set(fileName, null);
      roots.delete(fileName);
      callSites.delete(fileName);
      if (!previous) return false;
      stale = true;
      return true;
    }
    if (previous?.text === next) return false;
    held.set(fileName, { text: next });
    // A program that read the file (or found it missing) is out of date.
    if (previous !== undefined || roots.has(fileName)) stale = true;
    return previous !== undefined;
  }

  return {
    tsconfig,
    addFiles,
    getKnownText: (fileName) => held.get(fileName)?.text,
    readText: (fileName) => heldFile(fileName)?.text,
    setFileText,
    invalidateModuleResolution: () => {
      cachedFileExists.forget();
      cachedDirectoryExists.forget();
      scope.reset();
      resolutionsInvalidated = true;
      stale = true;
    },
    get narrowed() {
      return programOptions !== options || scope.enabled;
    },
    widen: () => {
      if (programOptions === options && !scope.enabled) return;
      programOptions = options;
      scope.enabled = false;
      // Every file's imports are resolved again, now all of them.
      resolutionsInvalidated = true;
      stale = true;
    },
    lookupsOf: (fileName) => scope.lookupsOf(fileName),
    leftOutFacts: () => (scope.enabled ? leftOutGraph.walked : new Map()),
    getProgram,
    getChecker: () => getProgram().getTypeChecker(),
  };
}

// Rounds of re-resolution before scoping is given up (each round is a cheap program re-creation).
const MAX_SCOPING_ROUNDS = 8;

/**
 * The options of the first program: the lean libs, and when scoped no ambient `types` packages
 * (`vite/client`, `node`): a tool's types reach them by name only, and a name they would have
 * resolved makes the extraction widen the program (see lean-libs.ts).
 */
function narrowedOptions(
  options: ts.CompilerOptions,
  leanLibs: string[] | undefined,
  scoped: boolean,
): ts.CompilerOptions {
  const dropTypes = scoped && !(options.types && options.types.length === 0);
  if (!leanLibs && !dropTypes) return options;
  return { ...options, ...(leanLibs && { lib: leanLibs }), ...(dropTypes && { types: [] }) };
}

/** `ask` with its answers remembered per path until `forget()`. */
function remembered(ask: (path: string) => boolean): ((path: string) => boolean) & { forget(): void } {
  const answers = new Map<string, boolean>();
  const cached = (path: string) => {
    let answer = answers.get(path);
    if (answer === undefined) {
      answer = ask(path);
      answers.set(path, answer);
    }
    return answer;
  };
  return Object.assign(cached, { forget: () => answers.clear() });
}

/** TypeScript's lib files by path, once per process (each text is read when first asked for). */
let libFiles: Map<string, { readonly text: string }> | undefined;

/**
 * The disk, as `tsc` reads it, except for TypeScript's lib files, served from memory under
 * LIB_FOLDER: ts-morph ships them as strings (`getLibFiles`), TypeScript's package is not needed.
 */
function projectFileSystem(): Required<
  Pick<ts.ModuleResolutionHost, 'fileExists' | 'readFile' | 'directoryExists' | 'getDirectories' | 'realpath'>
> {
  libFiles ??= new Map(getLibFiles().map((lib) => [`${LIB_FOLDER}/${lib.fileName}`, lib]));
  const libs = libFiles;
  const isLib = (path: string) => path.startsWith(`${LIB_FOLDER}/`) || path === LIB_FOLDER;
  const sys = ts.sys;
  return {
    fileExists: (path) => (isLib(path) ? libs.has(path) : sys.fileExists(path)),
    readFile: (path) => (isLib(path) ? libs.get(path)?.text : sys.readFile(path)),
    directoryExists: (path) =>
      isLib(path) || LIB_FOLDER.startsWith(`${path}/`) ? true : sys.directoryExists(path),
    getDirectories: (path) => (isLib(path) ? [] : sys.getDirectories(path)),
    realpath: (path) => (isLib(path) || !sys.realpath ? path : sys.realpath(path)),
  };
}

/**
 * Parses a source file. TypeScript's parser is recursive: pathological nesting (thousands of
 * parentheses) overflows the stack. Such a file becomes an empty one carrying a syntax error
 * at its start, so that one bad file never takes the build down.
 */
function parseSourceFile(
  fileName: string,
  text: string,
  parseOptions: ts.CreateSourceFileOptions,
): ts.SourceFile {
  try {
    return ts.createSourceFile(fileName, text, parseOptions, false);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const empty = ts.createSourceFile(fileName, '', parseOptions, false);
    const tooDeep: ts.DiagnosticWithLocation = {
      file: empty,
      start: 0,
      length: 0,
      category: ts.DiagnosticCategory.Error,
      code: 0,
      messageText: 'the file is nested too deeply for the TypeScript parser, so it was not read',
    };
    (empty as { parseDiagnostics?: ts.DiagnosticWithLocation[] }).parseDiagnostics = [tooDeep];
    return empty;
  }
}
