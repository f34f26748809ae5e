import { ts } from 'ts-morph';

/**
 * Declaration files that never change while a process runs (TypeScript's libs, packages'
 * `.d.ts`), parsed once per process and shared by every extractor whose options bind them the
 * same way — the role of the language service's document registry. They are parsed without
 * JSDoc (as `tsc` does): JSDoc parsing alone is three quarters of the time of lib.dom.d.ts.
 */
const sharedDeclarationFiles = new Map<string, ts.SourceFile>();

/** Options that change how a declaration file is parsed or bound; files are shared only when they match. */
function bindingKey(options: ts.CompilerOptions): string {
  return [
    options.target,
    options.module,
    options.moduleResolution,
    options.moduleDetection,
    options.jsx,
    options.strict,
    options.alwaysStrict,
    options.preserveConstEnums,
    options.isolatedModules,
    options.verbatimModuleSyntax,
  ].join('|');
}

/** The shared, JSDoc-free parse of a stable declaration file (undefined when it cannot be read). */
export function getSharedDeclarationFile(
  fileName: string,
  languageVersion: ts.ScriptTarget | ts.CreateSourceFileOptions,
  options: ts.CompilerOptions,
  readFile: (fileName: string) => string | undefined,
): ts.SourceFile | undefined {
  const parseOptions = parseOptionsFor(languageVersion);
  const key = [
    fileName,
    parseOptions.languageVersion,
    parseOptions.impliedNodeFormat,
    bindingKey(options),
  ].join('\0');
  const cached = sharedDeclarationFiles.get(key);
  if (cached) return cached;
  const text = readFile(fileName);
  if (text === undefined) return undefined;
  const sourceFile = ts.createSourceFile(fileName, text, parseOptions, false);
  sharedDeclarationFiles.set(key, sourceFile);
  return sourceFile;
}

/**
 * How the extractor parses every file: as the program asks, but without JSDoc nodes (the
 * checker needs them only in JavaScript files; descriptions are read from the comment text).
 */
export function parseOptionsFor(
  languageVersion: ts.ScriptTarget | ts.CreateSourceFileOptions,
): ts.CreateSourceFileOptions {
  const parseOptions: ts.CreateSourceFileOptions =
    typeof languageVersion === 'object' ? { ...languageVersion } : { languageVersion };
  parseOptions.jsDocParsingMode = ts.JSDocParsingMode.ParseForTypeInfo;
  return parseOptions;
}

const STABLE_DECLARATION_FILE = /\/node_modules\/.*\.d\.[cm]?ts$/;

/** Whether a file is a package's or TypeScript's own declaration file, which the shared cache may hold. */
export function isStableDeclarationFile(fileName: string): boolean {
  return STABLE_DECLARATION_FILE.test(fileName);
}
