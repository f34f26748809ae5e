import path from 'node:path';
import { ts } from 'ts-morph';
import { diagnosticAt } from '../diagnostics/create';
import { namedExportFix } from './named-export-fix';
import type { MapScope } from './tool-map';
import { invalidToolNameDiagnostic } from './tool-names';
import type { ToolEntry, TraceContext } from './trace-context';
import { isTraceFailure, traceFunctionOfSymbol } from './trace-function';
import { defaultExportText } from './trace-texts';
import { untraceableDiagnostic } from './untraceable';

/**
 * Every exported function of a module passed as a namespace (`import * as api`), following
 * `export *` and `export { a as b } from`. Types and non-function values are skipped, and so is
 * `default` (the SDK skips it too), with an S4 warning.
 */
export function collectModuleEntries(
  moduleSymbol: ts.Symbol,
  reference: ts.Node,
  context: TraceContext,
  scope: MapScope,
  entries: ToolEntry[],
): void {
  const barrels = reExportedFiles(moduleSymbol, context.checker);
  for (const file of barrels) context.visitedFiles.add(file);
  const files = [...scope.files, ...barrels];
  for (const exported of context.checker.getExportsOfModule(moduleSymbol)) {
    const resolved =
      exported.flags & ts.SymbolFlags.Alias ? context.checker.getAliasedSymbol(exported) : exported;
    if (!(resolved.flags & ts.SymbolFlags.Value) || !isFunctionValue(resolved, context.checker)) continue;
    const name = exported.name;
    const keyNode = exportNameNode(exported) ?? reference;
    if (name === 'default') {
      context.diagnostics.push(defaultExportWarning(exported, keyNode));
      continue;
    }
    const invalidName = invalidToolNameDiagnostic(name, keyNode);
    if (invalidName) {
      context.diagnostics.push(invalidName);
      continue;
    }
    const definitionFiles = [...files];
    const traced = traceFunctionOfSymbol(exported, keyNode, context, definitionFiles);
    if (isTraceFailure(traced)) {
      context.diagnostics.push(untraceableDiagnostic(name, traced));
      continue;
    }
    // A namespace is reached through a reference: tracing has left the call's argument tree there.
    const at = scope.mapSlot ?? reference.getStart();
    entries.push({
      name,
      keyNode,
      definition: traced,
      branches: scope.branches,
      delivery: { at, key: name },
    });
  }
}

/** The module's file and every file its `export … from` declarations pass through (barrels). */
function reExportedFiles(moduleSymbol: ts.Symbol, checker: ts.TypeChecker): string[] {
  const files = new Set<string>();
  const visit = (symbol: ts.Symbol) => {
    for (const declaration of symbol.declarations ?? []) {
      if (!ts.isSourceFile(declaration) || files.has(declaration.fileName)) continue;
      files.add(declaration.fileName);
      for (const statement of declaration.statements) {
        if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier) continue;
        const target = checker.getSymbolAtLocation(statement.moduleSpecifier);
        if (target) visit(target);
      }
    }
  };
  visit(moduleSymbol);
  return [...files];
}

/** Cheap syntactic answers first; the checker only for values whose kind the syntax does not tell. */
function isFunctionValue(symbol: ts.Symbol, checker: ts.TypeChecker): boolean {
  const declaration = symbol.valueDeclaration;
  if (!declaration) return false;
  if (ts.isFunctionDeclaration(declaration)) return true;
  if (
    ts.isClassDeclaration(declaration) ||
    ts.isEnumDeclaration(declaration) ||
    ts.isModuleDeclaration(declaration)
  )
    return false;
  if (ts.isSourceFile(declaration)) return false;
  if (ts.isVariableDeclaration(declaration) && declaration.initializer) {
    const initializer = declaration.initializer;
    if (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer)) return true;
    if (
      ts.isLiteralExpression(initializer) ||
      ts.isObjectLiteralExpression(initializer) ||
      ts.isArrayLiteralExpression(initializer)
    ) {
      return false;
    }
  }
  return checker.getTypeOfSymbol(symbol).getCallSignatures().length > 0;
}

function exportNameNode(exported: ts.Symbol): ts.Node | undefined {
  const declaration = exported.declarations?.[0];
  if (!declaration) return undefined;
  if (ts.isExportSpecifier(declaration)) return declaration.name;
  if (ts.isExportAssignment(declaration)) return declaration;
  const name = ts.getNameOfDeclaration(declaration);
  return name ?? declaration;
}

function defaultExportWarning(exported: ts.Symbol, keyNode: ts.Node) {
  const declaration = exported.declarations?.[0];
  const location = declaration && !ts.isExportSpecifier(declaration) ? declaration : keyNode;
  const moduleName = path.basename(location.getSourceFile().fileName);
  return diagnosticAt(location, defaultExportText(moduleName, namedExportFix(declaration)));
}
