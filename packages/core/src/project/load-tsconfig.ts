import { existsSync } from 'node:fs';
import path from 'node:path';
import { ts } from 'ts-morph';
import { diagnosticAtPosition } from '../diagnostics/create';
import type { Diagnostic } from '../types';
import { defaultCompilerOptions, withExtractorOverrides } from './default-compiler-options';
import { toAbsolutePosixPath } from './paths';
import {
  missingTsconfigDiagnostic,
  missingTsconfigReason,
  unlocatedTsconfigError,
  unusableTsconfigText,
} from './tsconfig-texts';

/** The compiler setup of a project, and what went wrong while reading it. */
export interface LoadedTsconfig {
  /** The tsconfig that was used, or where one was expected. */
  configPath: string;
  /** The tsconfig and every file it extends or references: editing one of them resets the project. */
  configFiles: string[];
  options: ts.CompilerOptions;
  /** The project's source files (the tsconfig's `files`/`include` minus `exclude`). */
  fileNames: string[];
  /** P1 / P2 problems, located in the tsconfig. */
  diagnostics: Diagnostic[];
  /** The folders whose files `include` picks from (a new file there may join `fileNames`). */
  sourceFolders: SourceFolder[];
}

/** A folder `include` reads, and whether its subfolders too. */
export interface SourceFolder {
  folder: string;
  recursive: boolean;
}

// Errors that make a tsconfig unusable (SPEC 3.4): it does not parse, or `extends` a missing or
// circular file. Other complaints (unknown options, no inputs) are what tsc tolerates, so we do too.
const FATAL_CONFIG_ERRORS = new Set([5083, 6053, 18000]);

/** Finds and reads the project's tsconfig (looked up from `root` upwards, as tsc does), never throwing. */
export function loadTsconfig(root: string, explicitTsconfig?: string): LoadedTsconfig {
  const configPath = explicitTsconfig
    ? toAbsolutePosixPath(explicitTsconfig, root)
    : ts.findConfigFile(root, ts.sys.fileExists, 'tsconfig.json');
  if (!configPath) return defaultsWithoutConfig(root);
  if (!existsSync(configPath)) {
    return defaultsAfterError(
      configPath,
      [configPath],
      [unlocatedTsconfigError(configPath, missingTsconfigReason(configPath))],
    );
  }
  return readConfig(toAbsolutePosixPath(configPath));
}

function readConfig(configPath: string): LoadedTsconfig {
  const parsed = parseConfigFile(configPath);
  if (parsed.fatal.length > 0) return defaultsAfterError(configPath, parsed.configFiles, parsed.fatal);
  if (parsed.fileNames.length > 0 || parsed.references.length === 0) return { ...parsed, diagnostics: [] };
  return readSolutionConfig(configPath, parsed);
}

/** A "solution" tsconfig (`files: []` plus `references`, as Vite's templates write): use what it references. */
function readSolutionConfig(configPath: string, solution: ParsedConfig): LoadedTsconfig {
  const configFiles = [...solution.configFiles];
  const sourceFolders = [...solution.sourceFolders];
  const fileNames = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  let options: ts.CompilerOptions | undefined;
  for (const reference of solution.references) {
    const referencePath = ts.resolveProjectReferencePath(reference);
    const referenced = parseConfigFile(toAbsolutePosixPath(referencePath));
    configFiles.push(...referenced.configFiles);
    if (referenced.fatal.length > 0) {
      diagnostics.push(...referenced.fatal);
      continue;
    }
    for (const fileName of referenced.fileNames) fileNames.add(fileName);
    sourceFolders.push(...referenced.sourceFolders);
    // The first referenced project with sources decides the options (the app's, in Vite's layout).
    if (!options && referenced.fileNames.length > 0) options = referenced.options;
  }
  return {
    configPath,
    configFiles: [...new Set(configFiles)],
    options: options ?? solution.options,
    fileNames: [...fileNames],
    diagnostics,
    sourceFolders,
  };
}

interface ParsedConfig {
  configPath: string;
  configFiles: string[];
  options: ts.CompilerOptions;
  fileNames: string[];
  references: readonly ts.ProjectReference[];
  fatal: Diagnostic[];
  sourceFolders: SourceFolder[];
}

function parseConfigFile(configPath: string): ParsedConfig {
  const sourceFile = ts.readJsonConfigFile(configPath, ts.sys.readFile);
  const syntaxErrors = (sourceFile as { parseDiagnostics?: ts.Diagnostic[] }).parseDiagnostics ?? [];
  const basePath = path.dirname(configPath);
  const parsed = ts.parseJsonSourceFileConfigFileContent(sourceFile, ts.sys, basePath, undefined, configPath);
  // Also the relative `extends` targets that are missing: creating one must reset the project.
  const extendedFiles = [
    ...(sourceFile.extendedSourceFiles ?? []),
    ...relativeExtendsTargets(sourceFile, basePath),
  ].map((file) => toAbsolutePosixPath(file));
  const fatal = [...syntaxErrors, ...parsed.errors.filter((error) => FATAL_CONFIG_ERRORS.has(error.code))];
  return {
    configPath,
    configFiles: [configPath, ...extendedFiles],
    options: withExtractorOverrides(parsed.options),
    fileNames: parsed.fileNames.map((fileName) => toAbsolutePosixPath(fileName)),
    references: parsed.projectReferences ?? [],
    sourceFolders: sourceFoldersOf(parsed),
    fatal: dedupeByLocation(fatal.map((error) => configErrorDiagnostic(configPath, error, sourceFile))),
  };
}

function defaultsWithoutConfig(root: string): LoadedTsconfig {
  return {
    configPath: toAbsolutePosixPath('tsconfig.json', root),
    configFiles: [],
    options: defaultCompilerOptions(),
    ...filesWithDefaults(root),
    diagnostics: [missingTsconfigDiagnostic(root)],
  };
}

function defaultsAfterError(configPath: string, configFiles: string[], errors: Diagnostic[]): LoadedTsconfig {
  return {
    configPath,
    configFiles,
    options: defaultCompilerOptions(),
    ...filesWithDefaults(path.dirname(configPath)),
    diagnostics: errors,
  };
}

/** The files tsc would pick with an empty tsconfig in `directory` (`**` minus node_modules and friends). */
function filesWithDefaults(directory: string): { fileNames: string[]; sourceFolders: SourceFolder[] } {
  const parsed = ts.parseJsonConfigFileContent({}, ts.sys, directory);
  return {
    fileNames: parsed.fileNames.map((fileName) => toAbsolutePosixPath(fileName)),
    sourceFolders: sourceFoldersOf(parsed),
  };
}

function sourceFoldersOf(parsed: ts.ParsedCommandLine): SourceFolder[] {
  return Object.entries(parsed.wildcardDirectories ?? {}).map(([folder, flags]) => ({
    folder: toAbsolutePosixPath(folder),
    recursive: (flags & ts.WatchDirectoryFlags.Recursive) !== 0,
  }));
}

function configErrorDiagnostic(
  configPath: string,
  error: ts.Diagnostic,
  config: ts.TsConfigSourceFile,
): Diagnostic {
  const reason = ts.flattenDiagnosticMessageText(error.messageText, '\n');
  if (error.file && error.start !== undefined)
    return diagnosticAtPosition(error.file, error.start, unusableTsconfigText(reason));
  // TypeScript does not locate "cannot read the extended file": point at `extends` when there is one.
  const extendsValue = extendsValueOf(config);
  if (extendsValue)
    return diagnosticAtPosition(config, extendsValue.getStart(config), unusableTsconfigText(reason));
  return unlocatedTsconfigError(configPath, reason);
}

function relativeExtendsTargets(config: ts.TsConfigSourceFile, basePath: string): string[] {
  const value = extendsValueOf(config);
  const targets: readonly ts.Expression[] =
    value && ts.isArrayLiteralExpression(value) ? value.elements : value ? [value] : [];
  const relative = targets.flatMap((target) =>
    ts.isStringLiteral(target) && target.text.startsWith('.') ? [target.text] : [],
  );
  return relative.map((target) =>
    path.resolve(basePath, target.endsWith('.json') ? target : `${target}.json`),
  );
}

function extendsValueOf(config: ts.TsConfigSourceFile): ts.Expression | undefined {
  const root = config.statements[0]?.expression;
  if (!root || !ts.isObjectLiteralExpression(root)) return undefined;
  const property = root.properties.find(
    (candidate) =>
      ts.isPropertyAssignment(candidate) &&
      ts.isStringLiteral(candidate.name) &&
      candidate.name.text === 'extends',
  );
  return property && ts.isPropertyAssignment(property) ? property.initializer : undefined;
}

function dedupeByLocation(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((diagnostic) => {
    const key = `${diagnostic.file}:${diagnostic.line}:${diagnostic.column}:${diagnostic.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
