import { ts } from 'ts-morph';

/**
 * Strips what does not change a value at run time: parentheses, `as`, `satisfies`, `!`, `<T>x`.
 * The one owner on TypeScript's tree (oxc's tree has `syntax/ast.ts`'s, the same set): call
 * sites, zod schemas and static values all look through the same.
 */
export function unwrapExpression(expression: ts.Expression): ts.Expression {
  let current = expression;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isNonNullExpression(current) ||
    ts.isTypeAssertionExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}
