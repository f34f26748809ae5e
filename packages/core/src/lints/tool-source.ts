import type { JsDocBlock } from '../jsdoc';
import { type AstNode, child, childNodes, field, isFunctionNode, unwrapExpression } from '../syntax/ast';
import { type OxcToolkit, oxcToolkit } from '../syntax/oxc-toolkit';
import { createParsedFile, type ParsedFile } from '../syntax/parsed-file';
import type { SourceLocation } from '../types';

/** A tool's definition as the lints see it: its file parsed by oxc, no project, no TypeScript. */
export interface ToolSource {
  file: ParsedFile;
  /** The tool function, when the definition leads to one (a declaration, arrow, method, `useCallback(fn)`). */
  fn: AstNode | undefined;
  /** The `/** *\/` block that documents the tool. */
  doc: JsDocBlock | undefined;
}

/** Reads files for the lints; `undefined` when a file cannot be read. */
export type ReadSourceText = (file: string) => string | undefined;

/** The core's own oxc, for callers that pass none (the CLI, the MCP server). */
const coreToolkit = oxcToolkit();

/**
 * Parses definition files once per lint run. The lints read only the syntax of one file: they
 * work on what the core extracted (`ExtractResult`), without the core's program.
 */
export function createToolSourceReader(
  readText: ReadSourceText,
  toolkit: OxcToolkit = coreToolkit,
): (location: SourceLocation) => ToolSource | undefined {
  const files = new Map<string, ParsedFile | null>();
  const fileOf = (fileName: string) => {
    let parsed = files.get(fileName);
    if (parsed === undefined) {
      const text = readText(fileName);
      parsed = text === undefined ? null : parse(toolkit, fileName, text);
      files.set(fileName, parsed);
    }
    return parsed ?? undefined;
  };
  return (location) => {
    const file = fileOf(location.file);
    if (!file) return undefined;
    const node = nodeAt(file, location);
    if (!node) return undefined;
    const fn = functionOf(node);
    return { file, fn, doc: docOf(fn ?? node, file) };
  };
}

function parse(toolkit: OxcToolkit, fileName: string, text: string): ParsedFile {
  const result = toolkit.parseSync(fileName, text, { preserveParens: true });
  return createParsedFile(fileName, text, result.program as unknown as AstNode, result.errors.length > 0);
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

/** The outermost node that starts exactly at `location` (undefined when the file changed since the extraction). */
function nodeAt(file: ParsedFile, location: SourceLocation): AstNode | undefined {
  const position = file.offsetOf(location.line, location.column);
  if (position === undefined) return undefined;
  const visit = (node: AstNode): AstNode | undefined => {
    for (const inner of childNodes(node)) {
      if (inner.start === position) return inner;
      if (inner.start < position && position < inner.end) return visit(inner);
    }
    return undefined;
  };
  return visit(file.program);
}

/** The function a definition node leads to: itself, the function it names, or the one its initializer holds. */
function functionOf(node: AstNode): AstNode | undefined {
  let current: AstNode | undefined = node;
  for (let depth = 0; current && depth < 4; depth++, current = current.parent) {
    if (hasBody(current)) return current;
    switch (current.type) {
      // A method or accessor (TypeScript's method declaration is the function itself).
      case 'MethodDefinition':
        if (hasBody(child(current, 'value'))) return child(current, 'value');
        continue; // an overload: no body, as TypeScript's method declaration without one
      case 'Property': {
        const value = child(current, 'value');
        if (current.method === true || field(current, 'kind') !== 'init')
          return hasBody(value) ? value : undefined;
        if (current.shorthand === true) continue;
        return value ? unwrapFunction(value) : undefined;
      }
      case 'VariableDeclarator':
      case 'PropertyDefinition': {
        const initializer = child(current, current.type === 'VariableDeclarator' ? 'init' : 'value');
        return initializer ? unwrapFunction(initializer) : undefined;
      }
    }
  }
  return undefined;
}

/** Through what does not change a value (`unwrapExpression`) and calls' first arguments (`useCallback(fn, deps)`, memoised wrappers). */
function unwrapFunction(expression: AstNode): AstNode | undefined {
  let current = unwrapExpression(expression);
  for (;;) {
    if (hasBody(current)) return current;
    if (current.type !== 'CallExpression') return undefined;
    const [first] = current.arguments as AstNode[];
    if (!first || first.type === 'SpreadElement') return undefined;
    current = unwrapExpression(first);
  }
}

function hasBody(node: AstNode | undefined): boolean {
  return node !== undefined && isFunctionNode(node) && child(node, 'body') !== undefined;
}

/** Parents past which a definition's block is no longer looked for: statement lists, classes, object literals. */
const DOC_BOUNDARIES = new Set([
  'Program',
  'BlockStatement',
  'FunctionBody',
  'StaticBlock',
  'TSModuleBlock',
  'ClassBody',
  'ClassDeclaration',
  'ClassExpression',
  'ObjectExpression',
]);

/** The first `/** *\/` block from the function up to its statement (or object / class member). */
function docOf(node: AstNode, file: ParsedFile): JsDocBlock | undefined {
  for (
    let current: AstNode | undefined = node;
    current && current.type !== 'Program';
    current = current.parent
  ) {
    const block = file.jsDoc(current);
    if (block) return block;
    const parent = current.parent;
    if (!parent || DOC_BOUNDARIES.has(parent.type)) return undefined;
  }
  return undefined;
}
