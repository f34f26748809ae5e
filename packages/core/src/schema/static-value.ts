import { ts } from 'ts-morph';
import { unwrapExpression } from '../trace/unwrap-expression';
import { literalValueOf } from './conversion-engine/type-facts';
import { NOT_STATIC } from './literal-text';

export { NOT_STATIC };

// Const chains are short; the cap guards against `const a = b, b = a`.
const MAX_CONST_HOPS = 8;

/**
 * The JSON value of an expression that can be known without running the code: literals (arrays
 * and objects of them too), `-1`, and identifiers or property accesses whose type is one literal
 * (`const DEFAULT_ROLE = 'user'`, `Role.Admin`) or that are bound to a `const` with such an
 * initializer, in this file or imported. `onFile` receives every file a value was read from.
 * Without a `checker` (text outside any program) names are never static.
 */
export function readStaticValue(
  expression: ts.Expression,
  checker: ts.TypeChecker | undefined,
  onFile: (fileName: string) => void = () => {},
  hops = 0,
): unknown {
  expression = unwrapExpression(expression);
  if (ts.isStringLiteralLike(expression)) return expression.text;
  if (ts.isNumericLiteral(expression)) return Number(expression.text);
  if (ts.isPrefixUnaryExpression(expression) && expression.operator === ts.SyntaxKind.MinusToken) {
    const operand = readStaticValue(expression.operand, checker, onFile, hops);
    return typeof operand === 'number' ? -operand : NOT_STATIC;
  }
  if (expression.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (expression.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (expression.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isArrayLiteralExpression(expression)) {
    const items = expression.elements.map((item) => readStaticValue(item, checker, onFile, hops));
    return items.includes(NOT_STATIC) ? NOT_STATIC : items;
  }
  if (ts.isObjectLiteralExpression(expression)) return readObjectLiteral(expression, checker, onFile, hops);
  if (checker && (ts.isIdentifier(expression) || ts.isPropertyAccessExpression(expression))) {
    return readNamedValue(expression, checker, onFile, hops);
  }
  return NOT_STATIC;
}

function readObjectLiteral(
  expression: ts.ObjectLiteralExpression,
  checker: ts.TypeChecker | undefined,
  onFile: (fileName: string) => void,
  hops: number,
): unknown {
  const entries: [string, unknown][] = [];
  for (const property of expression.properties) {
    if (!ts.isPropertyAssignment(property)) return NOT_STATIC;
    const key = property.name;
    if (!(ts.isIdentifier(key) || ts.isStringLiteral(key) || ts.isNumericLiteral(key))) return NOT_STATIC;
    const value = readStaticValue(property.initializer, checker, onFile, hops);
    if (value === NOT_STATIC) return NOT_STATIC;
    entries.push([key.text, value]);
  }
  // fromEntries defines own keys, so a `__proto__` key stays data.
  return Object.fromEntries(entries);
}

/** A name whose type is one literal, or a `const` whose initializer is static. */
function readNamedValue(
  expression: ts.Identifier | ts.PropertyAccessExpression,
  checker: ts.TypeChecker,
  onFile: (fileName: string) => void,
  hops: number,
): unknown {
  if (ts.isIdentifier(expression) && expression.text === 'undefined') return NOT_STATIC;
  const declaration = constDeclarationOf(expression, checker);
  const literal = literalValueOf(checker.getTypeAtLocation(expression));
  if (literal !== undefined) {
    if (declaration) onFile(declaration.getSourceFile().fileName);
    return literal;
  }
  if (!declaration?.initializer || hops >= MAX_CONST_HOPS) return NOT_STATIC;
  onFile(declaration.getSourceFile().fileName);
  return readStaticValue(declaration.initializer, checker, onFile, hops + 1);
}

/** The `const` declaration a name refers to (through imports), if it is one. */
export function constDeclarationOf(
  expression: ts.Expression,
  checker: ts.TypeChecker,
): ts.VariableDeclaration | undefined {
  const location = ts.isPropertyAccessExpression(expression) ? expression.name : expression;
  let symbol = checker.getSymbolAtLocation(location);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const declaration = symbol?.valueDeclaration;
  if (!declaration || !ts.isVariableDeclaration(declaration)) return undefined;
  const list = declaration.parent;
  return ts.isVariableDeclarationList(list) && list.flags & ts.NodeFlags.Const ? declaration : undefined;
}
