import { ts } from 'ts-morph';
import { type JsDocBlock, readJsDoc } from '../jsdoc';
import type { SourceLocation } from '../types';

/** A tool's definition as the lints see it: re-parsed from its file, no project needed. */
export interface ToolSource {
  sourceFile: ts.SourceFile;
  /** The tool function, when the definition leads to one (a declaration, arrow, method, `useCallback(fn)`). */
  fn: ts.SignatureDeclaration | undefined;
  /** The `/** *\/` block that documents the tool. */
  doc: JsDocBlock | undefined;
  /** A checker over the definition files (no libs, no imports): enough for the write detector's local look-ups. */
  checker(): ts.TypeChecker;
}

/** Reads files for the lints; `undefined` when a file cannot be read. */
export type ReadSourceText = (file: string) => string | undefined;

/**
 * Parses definition files once per lint run. The lints read only the syntax of one file: they
 * work on what the core extracted (`ExtractResult`), without the core's program.
 */
export function createToolSourceReader(
  readText: ReadSourceText,
): (location: SourceLocation) => ToolSource | undefined {
  const files = new Map<string, ts.SourceFile | null>();
  // One checker over every file parsed so far: a checker per file costs more than the lints.
  let checker: { files: number; checker: ts.TypeChecker } | undefined;
  const sharedChecker = (): ts.TypeChecker => {
    const parsed = [...files.values()].filter((file): file is ts.SourceFile => file !== null);
    if (!checker || checker.files !== parsed.length)
      checker = { files: parsed.length, checker: syntaxOnlyChecker(parsed) };
    return checker.checker;
  };
  const fileOf = (file: string) => {
    let sourceFile = files.get(file);
    if (sourceFile === undefined) {
      const text = readText(file);
      sourceFile = text === undefined ? null : ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
      files.set(file, sourceFile);
    }
    return sourceFile ?? undefined;
  };
  return (location) => {
    const sourceFile = fileOf(location.file);
    if (!sourceFile) return undefined;
    const node = nodeAt(sourceFile, location);
    if (!node) return undefined;
    const fn = functionOf(node);
    return { sourceFile, fn, doc: docOf(fn ?? node, sourceFile), checker: sharedChecker };
  };
}

/** The codes a `@webmcp-ignore L4 L5` tag (one or several) silences. */
export function ignoredCodes(doc: JsDocBlock | undefined): Set<string> {
  const codes = new Set<string>();
  for (const tag of doc?.tags ?? []) {
    if (tag.name.toLowerCase() !== 'webmcp-ignore') continue;
    for (const match of tag.text.matchAll(/\b[A-Z]\d+\b/g)) codes.add(match[0]);
  }
  return codes;
}

/** The outermost node that starts exactly at `location`. */
function nodeAt(sourceFile: ts.SourceFile, location: SourceLocation): ts.Node | undefined {
  let position: number;
  try {
    position = sourceFile.getPositionOfLineAndCharacter(location.line - 1, location.column - 1);
  } catch {
    return undefined; // the file changed since the extraction
  }
  let found: ts.Node | undefined;
  const visit = (node: ts.Node): void => {
    if (found) return;
    const start = node.getStart(sourceFile);
    if (start === position) found = node;
    else if (start < position && position < node.end) ts.forEachChild(node, visit);
  };
  ts.forEachChild(sourceFile, visit);
  return found;
}

/** The function a definition node leads to: itself, the function it names, or the one its initializer holds. */
function functionOf(node: ts.Node): ts.SignatureDeclaration | undefined {
  let current: ts.Node | undefined = node;
  for (let depth = 0; current && depth < 4; depth++, current = current.parent) {
    if (isFunctionWithBody(current)) return current;
    if (
      ts.isVariableDeclaration(current) ||
      ts.isPropertyAssignment(current) ||
      ts.isPropertyDeclaration(current)
    ) {
      return current.initializer ? unwrapFunction(current.initializer) : undefined;
    }
  }
  return undefined;
}

function unwrapFunction(expression: ts.Expression): ts.SignatureDeclaration | undefined {
  let current: ts.Expression = expression;
  for (;;) {
    if (isFunctionWithBody(current)) return current;
    if (
      ts.isParenthesizedExpression(current) ||
      ts.isAsExpression(current) ||
      ts.isSatisfiesExpression(current)
    )
      current = current.expression;
    else if (ts.isCallExpression(current) && current.arguments[0])
      current = current.arguments[0]; // useCallback(fn, deps), memoised wrappers
    else return undefined;
  }
}

function isFunctionWithBody(node: ts.Node): node is ts.SignatureDeclaration {
  return ts.isFunctionLike(node) && (node as { body?: ts.Node }).body !== undefined;
}

/** The first `/** *\/` block from the function up to its statement (or object / class member). */
function docOf(node: ts.Node, sourceFile: ts.SourceFile): JsDocBlock | undefined {
  for (
    let current: ts.Node | undefined = node;
    current && !ts.isSourceFile(current);
    current = current.parent
  ) {
    const block = readJsDoc(current, sourceFile);
    if (block) return block;
    const parent = current.parent;
    if (!parent || ts.isSourceFile(parent) || ts.isBlock(parent) || ts.isModuleBlock(parent))
      return undefined;
    if (ts.isClassLike(parent) || ts.isObjectLiteralExpression(parent)) return undefined;
  }
  return undefined;
}

/** A checker over `sourceFiles` alone (no libs, no imports resolved): local names only, which is what the write detector asks. */
function syntaxOnlyChecker(sourceFiles: readonly ts.SourceFile[]): ts.TypeChecker {
  const byName = new Map(sourceFiles.map((sourceFile) => [sourceFile.fileName, sourceFile]));
  const options: ts.CompilerOptions = { noLib: true, noResolve: true, allowJs: true, types: [] };
  const host: ts.CompilerHost = {
    getSourceFile: (name) => byName.get(name),
    getDefaultLibFileName: () => 'lib.d.ts',
    writeFile: () => {},
    getCurrentDirectory: () => '/',
    getCanonicalFileName: (name) => name,
    useCaseSensitiveFileNames: () => true,
    getNewLine: () => '\n',
    fileExists: (name) => byName.has(name),
    readFile: (name) => byName.get(name)?.text,
  };
  return ts.createProgram({ rootNames: [...byName.keys()], options, host }).getTypeChecker();
}
