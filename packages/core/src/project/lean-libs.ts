import { ts } from 'ts-morph';
import { DiagnosticCode } from '../diagnostics/codes';
import type { Diagnostic } from '../types';

/**
 * The DOM's lib files are four fifths of TypeScript's libs (lib.dom.d.ts alone is 40,000 lines)
 * and tool parameters are JSON data, which never needs them. So the first program is built with
 * the ECMAScript libs only; an extraction that could have read the DOM (a name it could not
 * resolve, a global declaration that the DOM may extend) is redone with every lib.
 */
const HOST_LIB = /^lib\.(?:dom|webworker|scripthost)[.\w-]*\.d\.ts$/i;

/**
 * The libs of `options` without the DOM and other host environments, or undefined when that
 * changes nothing (the project has no DOM lib, or names no ECMAScript lib).
 */
export function leanLibsOf(options: ts.CompilerOptions): string[] | undefined {
  if (options.noLib) return undefined;
  if (options.lib) {
    const lean = options.lib.filter((lib) => !HOST_LIB.test(lib));
    return lean.length > 0 && lean.length < options.lib.length ? lean : undefined;
  }
  // The default lib of a target is the ECMAScript lib plus the DOM: `lib.es2022.full.d.ts`,
  // or, by older names, `lib.d.ts` for ES5 and `lib.es6.d.ts` for ES2015.
  const defaultLib = ts.getDefaultLibFileName(options);
  if (defaultLib === 'lib.d.ts') return ['lib.es5.d.ts'];
  if (defaultLib === 'lib.es6.d.ts') return ['lib.es2015.d.ts'];
  return defaultLib.endsWith('.full.d.ts') ? [defaultLib.replace(/\.full\.d\.ts$/, '.d.ts')] : undefined;
}

// Diagnostics a missing DOM can cause: a value or type that cannot be traced or resolved.
const LIB_SENSITIVE_CODES = new Set<string>([
  DiagnosticCode.Untraceable,
  DiagnosticCode.ParameterNotObject,
  DiagnosticCode.UnresolvedType,
]);

/**
 * Whether an extraction made in a narrowed program (without the DOM, the ambient `types`, the
 * imports no tool needs) may differ from one in the whole program: it reported something
 * unresolved — a name the DOM or a types package declares, a binding behind a left-out import —
 * or it read a file with global declarations, which the DOM's could merge with (`interface
 * Window` in a script file, `declare global`, React's empty `HTMLElement`).
 */
export function mayNeedWholeProgram(
  extraction: { diagnostics: readonly Diagnostic[]; files: readonly string[] },
  program: ts.Program,
): boolean {
  if (extraction.diagnostics.some((diagnostic) => LIB_SENSITIVE_CODES.has(diagnostic.code))) return true;
  return extraction.files.some((file) => {
    const sourceFile = program.getSourceFile(file);
    return sourceFile !== undefined && declaresGlobals(sourceFile);
  });
}

/**
 * What the checker reports when a name, namespace or member is not found (2304 "Cannot find
 * name", 2584 "…change your target library to include 'dom'", 2503 "Cannot find namespace", 2339
 * "Property does not exist", and their variants). Not 2307 "Cannot find module": the scope leaves
 * the imports no type needs unresolved on purpose (the SDK's, the component tree's), and keeps
 * those a type names (program-scope.ts).
 */
const NOT_FOUND_CODES = new Set([
  2304, 2305, 2318, 2339, 2503, 2552, 2580, 2581, 2582, 2583, 2584, 2585, 2591, 2592, 2593, 2694, 2724,
]);

interface CheckerInternals {
  /** TypeScript's own (internal): with no nodes to check, the errors found so far, checking nothing more. */
  getDiagnostics?(
    sourceFile: ts.SourceFile,
    token: undefined,
    nodesToCheck: readonly ts.Node[],
  ): readonly ts.Diagnostic[];
}

/**
 * Whether the checker, resolving the types the extractions asked for, met a name the narrowed
 * program lacks. An unknown name does not always reach a schema as an unresolved type: in
 * `T extends HTMLElement ? A : B` it is `any`, so the check picks `A` whatever `T` is. The
 * checker reports each such name where it met it, in any file (a package's alias of an alias), so
 * every file's errors are read: only those found so far, nothing is checked anew. Also true when
 * this TypeScript cannot tell.
 */
export function metMissingNames(program: ts.Program, checker: ts.TypeChecker): boolean {
  const { getDiagnostics } = checker as CheckerInternals;
  if (typeof getDiagnostics !== 'function') return true;
  return program
    .getSourceFiles()
    .some(
      (sourceFile) =>
        !program.isSourceFileDefaultLibrary(sourceFile) &&
        getDiagnostics
          .call(checker, sourceFile, undefined, [])
          .some((diagnostic) => NOT_FOUND_CODES.has(diagnostic.code)),
    );
}

function declaresGlobals(sourceFile: ts.SourceFile): boolean {
  // A script's top-level declarations are global; a JSON file is data, and a `.d.ts` that only
  // references others (a triple-slash `reference types` directive, as Vite's env.d.ts has) declares
  // nothing itself.
  if (!ts.isExternalModule(sourceFile)) {
    return !sourceFile.fileName.endsWith('.json') && sourceFile.statements.length > 0;
  }
  return sourceFile.statements.some(
    (statement) =>
      ts.isModuleDeclaration(statement) && (statement.flags & ts.NodeFlags.GlobalAugmentation) !== 0,
  );
}

/**
 * Whether a file can shape types declared elsewhere: global declarations, or a module
 * augmentation (`declare module './types' { … }`). Such files are inputs of every extraction of
 * the program that holds them (see the persistent cache).
 */
export function shapesOtherFiles(sourceFile: ts.SourceFile): boolean {
  if (declaresGlobals(sourceFile)) return true;
  return sourceFile.statements.some(
    (statement) => ts.isModuleDeclaration(statement) && ts.isStringLiteral(statement.name),
  );
}
