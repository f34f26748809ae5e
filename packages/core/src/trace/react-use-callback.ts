import { ts } from 'ts-morph';
import { unwrapExpression } from './unwrap-expression';

const REACT_MODULES = new Set(['react', 'preact/hooks', 'preact/compat']);

/** Whether `callee` is React's `useCallback` (see `isReactHook`). */
export function isReactUseCallback(callee: ts.Expression, checker: ts.TypeChecker): boolean {
  return isReactHook(callee, 'useCallback', checker);
}

/**
 * Whether `callee` is the React hook `hook`: imported by name (renamed too) from React, or read
 * from a React namespace or default import (`React.useMemo`), or the UMD global `React`.
 */
export function isReactHook(
  callee: ts.Expression,
  hook: 'useCallback' | 'useMemo',
  checker: ts.TypeChecker,
): boolean {
  const expression = unwrapExpression(callee);
  if (ts.isIdentifier(expression)) {
    const declaration = importDeclarationOf(expression, checker);
    if (!declaration) return expression.text === hook;
    return (
      ts.isImportSpecifier(declaration) &&
      (declaration.propertyName ?? declaration.name).text === hook &&
      isReactImport(declaration)
    );
  }
  if (ts.isPropertyAccessExpression(expression) && expression.name.text === hook) {
    const object = unwrapExpression(expression.expression);
    if (!ts.isIdentifier(object)) return false;
    const declaration = importDeclarationOf(object, checker);
    if (!declaration) return object.text === 'React';
    return (
      (ts.isNamespaceImport(declaration) || ts.isImportClause(declaration)) && isReactImport(declaration)
    );
  }
  return false;
}

/** The import binding an identifier refers to, or undefined when it refers to no declaration at all. */
function importDeclarationOf(identifier: ts.Identifier, checker: ts.TypeChecker): ts.Declaration | undefined {
  return checker.getSymbolAtLocation(identifier)?.declarations?.[0];
}

function isReactImport(declaration: ts.Node): boolean {
  let current: ts.Node = declaration;
  while (!ts.isImportDeclaration(current)) {
    if (!current.parent) return false;
    current = current.parent;
  }
  return ts.isStringLiteral(current.moduleSpecifier) && REACT_MODULES.has(current.moduleSpecifier.text);
}
