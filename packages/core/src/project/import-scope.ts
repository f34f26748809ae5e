import { ts } from 'ts-morph';

import { addRequest, type ExportRequests, type ScopeDepth } from './export-requests';

export { addRequest, type ExportRequests };

/** The imports of a file that can contribute, and what each needs of its module; `all`: every import, all of it. */
export type NeededImports = Map<ts.StringLiteralLike, ExportRequests> | 'all';

const SDK_MODULE = /^webmcp-nexus-sdk(?:\/|$)/;
const UNSCOPED_FILE = /\.(?:d\.[cm]?ts|d\.[^.]+\.ts|[cm]?jsx?|json)$/;

/**
 * Decides from syntax alone which module specifiers of `sourceFile` can contribute to a tool:
 * those whose bindings are reached from the registration calls (when `isCallSite`) or from the
 * exports importers asked for, through the file's own declarations. Declaration files, scripts
 * and JavaScript are not scoped (every import counts). Imports used only in function bodies, in
 * unreached declarations or for their side effects are left out; the caller checks that nothing
 * left out declares globals or augments a module (see cut-graph.ts).
 */
export function neededImportsOf(
  sourceFile: ts.SourceFile,
  requests: ExportRequests,
  isCallSite: boolean,
): NeededImports {
  if (UNSCOPED_FILE.test(sourceFile.fileName) || !ts.isExternalModule(sourceFile)) return 'all';
  const needed = new Map<ts.StringLiteralLike, ExportRequests>();
  const need = (literal: ts.StringLiteralLike, name: string, depth: ScopeDepth) => {
    let forModule = needed.get(literal);
    if (!forModule) {
      forModule = new Map();
      needed.set(literal, forModule);
    }
    addRequest(forModule, name, depth);
  };
  const index = indexFile(sourceFile);
  const visited = new Map<ts.Node, ScopeDepth>();

  const reachName = (name: string, depth: ScopeDepth, member?: string) => {
    for (const declaration of index.declarations.get(name) ?? []) visit(declaration, depth);
    const binding = index.importBindings.get(name);
    if (binding)
      need(binding.literal, binding.importedName === '*' && member ? member : binding.importedName, depth);
  };

  const reachExport = (name: string, depth: ScopeDepth) => {
    if (name === '*') {
      for (const exported of index.exports.keys()) reachExport(exported, depth);
      for (const literal of index.starExports) need(literal, '*', depth);
      return;
    }
    const target = index.exports.get(name);
    if (!target) {
      for (const literal of index.starExports) need(literal, name, depth);
      return;
    }
    for (const node of target.nodes) visit(node, depth);
    for (const local of target.localNames) reachName(local, depth);
    if (target.from) need(target.from.literal, target.from.importedName, depth);
  };

  function visit(node: ts.Node, depth: ScopeDepth): void {
    const seen = visited.get(node);
    if (seen === 'full' || seen === depth) return;
    visited.set(node, depth);
    if (depth === 'full') walkFull(node);
    else walkSignature(node);
  }

  // Files are parsed without parent pointers (the binder sets them later): walks pass the parent.
  function walkFull(node: ts.Node, parent?: ts.Node): void {
    if (ts.isIdentifier(node)) {
      if (!isMemberName(node, parent)) reachName(node.text, 'full', memberAccessedOn(node, parent));
      return;
    }
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) need(literal, '*', 'full');
    }
    if (ts.isCallExpression(node) && isModuleCall(node))
      need(node.arguments[0] as ts.StringLiteralLike, '*', 'full');
    ts.forEachChild(node, (child) => walkFull(child, node));
  }

  function walkSignature(node: ts.Node, parent?: ts.Node): void {
    if (ts.isTypeNode(node) || ts.isHeritageClause(node) || ts.isDecorator(node)) {
      visit(node, 'full');
      return;
    }
    if (ts.isIdentifier(node)) {
      if (!isMemberName(node, parent)) reachName(node.text, 'signature', memberAccessedOn(node, parent));
      return;
    }
    if (ts.isParameter(node) || ts.isTypeParameterDeclaration(node)) {
      visit(node, 'full');
      return;
    }
    if (ts.isFunctionLike(node)) {
      const fn = node as ts.SignatureDeclaration & { body?: ts.Node };
      for (const part of [...(fn.typeParameters ?? []), ...fn.parameters]) visit(part, 'full');
      if (fn.type) visit(fn.type, 'full');
      if (fn.name && ts.isComputedPropertyName(fn.name)) visit(fn.name, 'full');
      // Only a call site's own inline functions can hand back a tool map (`useMemo(() => map)`).
      if (isCallSite && fn.body) walkReturnedValues(fn.body);
      return;
    }
    if (ts.isCallExpression(node) && isModuleCall(node)) {
      need(node.arguments[0] as ts.StringLiteralLike, '*', 'signature');
      return;
    }
    ts.forEachChild(node, (child) => walkSignature(child, node));
  }

  /** The values an inline function returns (an expression body, `return` statements), not nested functions. */
  function walkReturnedValues(body: ts.Node): void {
    if (!ts.isBlock(body)) {
      walkSignature(body);
      return;
    }
    const walk = (node: ts.Node): void => {
      if (ts.isFunctionLike(node)) return;
      if (ts.isReturnStatement(node)) {
        if (node.expression) walkSignature(node.expression, node);
        return;
      }
      ts.forEachChild(node, walk);
    };
    ts.forEachChild(body, walk);
  }

  // Module augmentations and global declarations apply wherever the file is loaded.
  for (const statement of sourceFile.statements) {
    if (ts.isModuleDeclaration(statement) && ts.isStringLiteral(statement.name)) {
      visit(statement, 'full');
      need(statement.name, '*', 'full');
    } else if (ts.isModuleDeclaration(statement) && statement.flags & ts.NodeFlags.GlobalAugmentation)
      visit(statement, 'full');
  }
  // The SDK's own declarations are not needed: registration calls are recognised from the
  // import's syntax and the local alias symbols (trace/sdk-calls.ts), and they import React.
  if (isCallSite)
    for (const call of index.sdkCalls) for (const argument of call.arguments) visit(argument, 'signature');
  for (const [name, depth] of requests) reachExport(name, depth);
  return needed;
}

/** `b` in `a.b` and `{ b: x }`, which never name a binding of this file. */
function isMemberName(identifier: ts.Identifier, parent: ts.Node | undefined): boolean {
  if (!parent) return false;
  if (ts.isPropertyAccessExpression(parent)) return parent.name === identifier;
  if (ts.isQualifiedName(parent)) return parent.right === identifier;
  return (
    (ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent) || ts.isPropertyDeclaration(parent)) &&
    parent.name === identifier
  );
}

/** For `ns.member` (value or type), the member's name: what a namespace import needs of its module. */
function memberAccessedOn(identifier: ts.Identifier, parent: ts.Node | undefined): string | undefined {
  if (!parent) return undefined;
  if (ts.isPropertyAccessExpression(parent) && parent.expression === identifier) return parent.name.text;
  if (ts.isQualifiedName(parent) && parent.left === identifier) return parent.right.text;
  return undefined;
}

/** `import('m')` and `require('m')` with a literal specifier. */
function isModuleCall(call: ts.CallExpression): boolean {
  const [argument] = call.arguments;
  if (!argument || !ts.isStringLiteralLike(argument)) return false;
  return (
    call.expression.kind === ts.SyntaxKind.ImportKeyword ||
    (ts.isIdentifier(call.expression) && call.expression.text === 'require')
  );
}

interface ExportTarget {
  /** Declarations exported under the name (`export function f`, `export default …`). */
  nodes: ts.Node[];
  /** Local names exported under it (`export { a as b }`, `export default a`). */
  localNames: string[];
  /** `export { a as b } from 'm'`: what to ask of `m`. */
  from?: { literal: ts.StringLiteralLike; importedName: string };
}

interface FileIndex {
  /** Every declaration of the file by name, in any scope (over-approximating shadowing is safe). */
  declarations: Map<string, ts.Node[]>;
  importBindings: Map<string, { literal: ts.StringLiteralLike; importedName: string }>;
  exports: Map<string, ExportTarget>;
  starExports: ts.StringLiteralLike[];
  sdkCalls: ts.CallExpression[];
}

function indexFile(sourceFile: ts.SourceFile): FileIndex {
  const index: FileIndex = {
    declarations: new Map(),
    importBindings: new Map(),
    exports: new Map(),
    starExports: [],
    sdkCalls: [],
  };
  const declare = (name: string, node: ts.Node) => {
    const list = index.declarations.get(name);
    if (list) list.push(node);
    else index.declarations.set(name, [node]);
  };
  const exportTarget = (name: string): ExportTarget => {
    let target = index.exports.get(name);
    if (!target) {
      target = { nodes: [], localNames: [] };
      index.exports.set(name, target);
    }
    return target;
  };
  const sdkLocals = new Set<string>();
  for (const statement of sourceFile.statements) indexStatement(statement);

  function indexStatement(statement: ts.Statement): void {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const literal = statement.moduleSpecifier;
      const clause = statement.importClause;
      const isSdk = SDK_MODULE.test(literal.text);
      const bind = (local: string, importedName: string) => {
        index.importBindings.set(local, { literal, importedName });
        if (isSdk) sdkLocals.add(local);
      };
      if (clause?.name) bind(clause.name.text, 'default');
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) bind(bindings.name.text, '*');
      else if (bindings) {
        for (const element of bindings.elements)
          bind(element.name.text, (element.propertyName ?? element.name).text);
      }
      return;
    }
    if (ts.isImportEqualsDeclaration(statement)) {
      const reference = statement.moduleReference;
      if (ts.isExternalModuleReference(reference) && ts.isStringLiteral(reference.expression)) {
        index.importBindings.set(statement.name.text, { literal: reference.expression, importedName: '*' });
      } else declare(statement.name.text, statement);
      return;
    }
    if (ts.isExportDeclaration(statement)) {
      const literal =
        statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
          ? statement.moduleSpecifier
          : undefined;
      const clause = statement.exportClause;
      if (!clause) {
        if (literal) index.starExports.push(literal);
        return;
      }
      if (ts.isNamespaceExport(clause)) {
        if (literal) exportTarget(clause.name.text).from = { literal, importedName: '*' };
        return;
      }
      for (const element of clause.elements) {
        const local = (element.propertyName ?? element.name).text;
        const target = exportTarget(element.name.text);
        if (literal) target.from = { literal, importedName: local };
        else target.localNames.push(local);
      }
      return;
    }
    if (ts.isExportAssignment(statement)) {
      const target = exportTarget('default');
      if (ts.isIdentifier(statement.expression)) target.localNames.push(statement.expression.text);
      target.nodes.push(statement);
      return;
    }
    const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
    const exported = modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    const isDefault = modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword);
    if (ts.isVariableStatement(statement) && exported) {
      for (const declaration of statement.declarationList.declarations) {
        for (const name of boundNames(declaration.name)) exportTarget(name).nodes.push(declaration);
      }
    } else if (exported && hasName(statement)) {
      exportTarget(isDefault ? 'default' : statement.name.text).nodes.push(statement);
    } else if (exported && isDefault) exportTarget('default').nodes.push(statement);
  }

  // Every declaration in any scope, and the registration calls. Types hold neither (a type
  // literal's members and a function type's parameters declare no binding), so the walk skips
  // them: in a file of parameter interfaces, most of its nodes. Not `extends f(Base)` (a call).
  const visit = (node: ts.Node): void => {
    if (ts.isTypeNode(node) && !ts.isExpressionWithTypeArguments(node)) return;
    if (ts.isVariableDeclaration(node)) for (const name of boundNames(node.name)) declare(name, node);
    else if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) {
      declare(node.name.text, node);
      return;
    } else if (
      (ts.isFunctionDeclaration(node) ||
        ts.isClassDeclaration(node) ||
        ts.isEnumDeclaration(node) ||
        (ts.isModuleDeclaration(node) && ts.isIdentifier(node.name))) &&
      node.name
    ) {
      declare(node.name.text, node);
    } else if (ts.isCallExpression(node) && sdkLocals.size > 0 && isSdkCallee(node.expression, sdkLocals)) {
      index.sdkCalls.push(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return index;
}

function isSdkCallee(callee: ts.Expression, sdkLocals: Set<string>): boolean {
  let current = callee;
  while (ts.isParenthesizedExpression(current) || ts.isNonNullExpression(current))
    current = current.expression;
  if (ts.isIdentifier(current)) return sdkLocals.has(current.text);
  return ts.isPropertyAccessExpression(current) && ts.isIdentifier(current.expression)
    ? sdkLocals.has(current.expression.text)
    : false;
}

function hasName(statement: ts.Statement): statement is ts.Statement & { name: ts.Identifier } {
  const name = (statement as { name?: ts.Node }).name;
  return name !== undefined && ts.isIdentifier(name);
}

function boundNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) =>
    ts.isOmittedExpression(element) ? [] : boundNames(element.name),
  );
}
