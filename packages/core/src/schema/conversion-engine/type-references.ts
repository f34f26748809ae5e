import { ts } from 'ts-morph';
import type { ConversionContext } from './context';

// Re-export chains are short; the cap only guards against a cycle of `export *`.
const MAX_STAR_HOPS = 16;

/**
 * Records the files an annotation's type names pass through on their way to a declaration:
 * `import { P } from './types'` where `types/index.ts` does `export * from './params'`. The
 * declaration's own file is recorded by the conversion; the files in between only show up
 * here, and editing one of them can change which `P` the schema describes.
 */
export function recordTypeReferenceFiles(typeNode: ts.Node | undefined, context: ConversionContext): void {
  if (!typeNode) return;
  const visit = (node: ts.Node): void => {
    if (ts.isTypeReferenceNode(node)) recordAliasChain(leftmostIdentifier(node.typeName), context);
    else if (ts.isTypeQueryNode(node)) recordAliasChain(leftmostIdentifier(node.exprName), context);
    else if (ts.isExpressionWithTypeArguments(node) && ts.isIdentifier(node.expression)) {
      recordAliasChain(node.expression, context);
    }
    // Literal members of a huge union have nothing to resolve: skip walking into them.
    if (!ts.isLiteralTypeNode(node)) ts.forEachChild(node, visit);
  };
  visit(typeNode);
}

function leftmostIdentifier(name: ts.EntityName): ts.Identifier {
  let current = name;
  while (ts.isQualifiedName(current)) current = current.left;
  return current;
}

function recordAliasChain(identifier: ts.Identifier, context: ConversionContext): void {
  const checker = context.checker;
  let symbol = checker.getSymbolAtLocation(identifier);
  const seen = new Set<ts.Symbol>();
  while (symbol && symbol.flags & ts.SymbolFlags.Alias && !seen.has(symbol)) {
    seen.add(symbol);
    context.recordSymbol(symbol);
    for (const declaration of symbol.declarations ?? []) recordImportedModule(declaration, context);
    symbol = checker.getImmediateAliasedSymbol(symbol);
  }
  context.recordSymbol(symbol);
}

/** For `import { a as b } from './m'` / `export { a } from './m'`: './m' and its `export *` path to `a`. */
function recordImportedModule(declaration: ts.Declaration, context: ConversionContext): void {
  let statement: ts.Node | undefined = declaration;
  while (statement && !ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) {
    statement = statement.parent;
  }
  const specifier = statement?.moduleSpecifier;
  const moduleSymbol = specifier && context.checker.getSymbolAtLocation(specifier);
  if (!moduleSymbol) return;
  const importedName =
    ts.isImportSpecifier(declaration) || ts.isExportSpecifier(declaration)
      ? (declaration.propertyName ?? declaration.name).text
      : ts.isImportClause(declaration)
        ? 'default'
        : undefined;
  recordStarExportPath(moduleSymbol, importedName, context, 0);
}

/** Records `moduleSymbol`'s file and, when it gets `name` through `export *`, the modules on that path. */
function recordStarExportPath(
  moduleSymbol: ts.Symbol,
  name: string | undefined,
  context: ConversionContext,
  hops: number,
): void {
  context.recordSymbol(moduleSymbol);
  if (name === undefined || hops >= MAX_STAR_HOPS) return;
  if (moduleSymbol.exports?.has(ts.escapeLeadingUnderscores(name))) return;
  const stars = moduleSymbol.exports?.get(ts.InternalSymbolName.ExportStar)?.declarations ?? [];
  for (const star of stars) {
    if (!ts.isExportDeclaration(star) || !star.moduleSpecifier) continue;
    const target = context.checker.getSymbolAtLocation(star.moduleSpecifier);
    if (target && context.checker.getExportsOfModule(target).some((exported) => exported.name === name)) {
      recordStarExportPath(target, name, context, hops + 1);
      return;
    }
  }
}
