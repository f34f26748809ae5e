import { ts } from 'ts-morph';

/**
 * The value of a JavaScript literal written in a JSDoc tag (`@default { extra: { field: "value" } }`,
 * `@default [{ count: 10 }]`, `'single quotes'`, `-1`): objects with plain keys, arrays, strings,
 * numbers, booleans and `null`, nested. Anything else (a name, a call, a spread, a template with
 * placeholders) is not a value the schema can carry: `undefined`.
 */
export function literalValueOf(text: string): { value: unknown } | undefined {
  const source = ts.createSourceFile('default.ts', `(${text});`, ts.ScriptTarget.Latest, false);
  const [statement] = source.statements;
  if (source.statements.length !== 1 || !statement || !ts.isExpressionStatement(statement)) return undefined;
  let expression = statement.expression;
  while (ts.isParenthesizedExpression(expression)) expression = expression.expression;
  return literalOf(expression);
}

function literalOf(node: ts.Expression): { value: unknown } | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return { value: node.text };
  if (ts.isNumericLiteral(node)) return { value: Number(node.text) };
  if (
    ts.isPrefixUnaryExpression(node) &&
    node.operator === ts.SyntaxKind.MinusToken &&
    ts.isNumericLiteral(node.operand)
  )
    return { value: -Number(node.operand.text) };
  if (node.kind === ts.SyntaxKind.TrueKeyword) return { value: true };
  if (node.kind === ts.SyntaxKind.FalseKeyword) return { value: false };
  if (node.kind === ts.SyntaxKind.NullKeyword) return { value: null };
  if (ts.isArrayLiteralExpression(node)) {
    const items: unknown[] = [];
    for (const element of node.elements) {
      const item = ts.isOmittedExpression(element) ? undefined : literalOf(element);
      if (!item) return undefined;
      items.push(item.value);
    }
    return { value: items };
  }
  if (ts.isObjectLiteralExpression(node)) {
    const object: Record<string, unknown> = {};
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property)) return undefined;
      const { name } = property;
      const key =
        ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)
          ? name.text
          : undefined;
      const item = key === undefined ? undefined : literalOf(property.initializer);
      if (key === undefined || !item) return undefined;
      Object.defineProperty(object, key, {
        value: item.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return { value: object };
  }
  return undefined;
}
