import { ts } from 'ts-morph';
import type { TraceContext } from './trace-context';
import type { TraceFailure } from './untraceable';

// Alias chains are short in real code; the cap only protects against a cycle the checker missed.
const MAX_ALIAS_STEPS = 64;

/**
 * Follows imports and re-exports one hop at a time to the symbol they stand for, recording
 * every file passed through (a barrel's edit must re-derive the schemas behind it).
 */
export function followAliases(
  symbol: ts.Symbol,
  reference: ts.Node,
  context: TraceContext,
  files: string[],
): ts.Symbol | TraceFailure {
  let current = symbol;
  for (let step = 0; step < MAX_ALIAS_STEPS && current.flags & ts.SymbolFlags.Alias; step++) {
    for (const declaration of current.declarations ?? []) {
      files.push(declaration.getSourceFile().fileName);
      context.visitedFiles.add(declaration.getSourceFile().fileName);
    }
    const next =
      namespaceModule(current, context.checker) ?? context.checker.getImmediateAliasedSymbol(current);
    if (!next?.declarations?.length)
      return { node: reference, reason: unresolvedAliasReason(current, context) };
    current = next;
  }
  return current;
}

/**
 * `import * as api from './api'` stands for the module itself. Asking for the module of the
 * specifier skips what resolving the alias adds (a check for `export =` call signatures), which
 * is most of the cost when a call site registers hundreds of namespaces.
 */
function namespaceModule(alias: ts.Symbol, checker: ts.TypeChecker): ts.Symbol | undefined {
  const declaration = alias.declarations?.[0];
  if (!declaration || !(ts.isNamespaceImport(declaration) || ts.isNamespaceExport(declaration)))
    return undefined;
  const moduleSpecifier = moduleSpecifierOf(declaration);
  const moduleSymbol = moduleSpecifier && checker.getSymbolAtLocation(moduleSpecifier);
  // A module with `export =` is what the alias resolves to: leave it to the checker.
  return moduleSymbol?.exports?.has(ts.InternalSymbolName.ExportEquals) ? undefined : moduleSymbol;
}

function unresolvedAliasReason(alias: ts.Symbol, context: TraceContext): string {
  const declaration = alias.declarations?.[0];
  const moduleSpecifier = declaration && moduleSpecifierOf(declaration);
  if (!moduleSpecifier || !ts.isStringLiteral(moduleSpecifier)) return `"${alias.name}" cannot be resolved`;
  if (!context.checker.getSymbolAtLocation(moduleSpecifier)) {
    return `the module "${moduleSpecifier.text}" cannot be resolved (check the path, tsconfig "paths" and installed packages)`;
  }
  return `"${alias.name}" is not exported by "${moduleSpecifier.text}"`;
}

function moduleSpecifierOf(declaration: ts.Node): ts.Expression | undefined {
  let current: ts.Node | undefined = declaration;
  while (current && !ts.isImportDeclaration(current) && !ts.isExportDeclaration(current))
    current = current.parent;
  return current?.moduleSpecifier;
}
