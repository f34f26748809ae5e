import { ts } from 'ts-morph';
import type { SchemaModel } from './model';

/** Defaults written in a destructured parameter, by field name (nested patterns nest). */
export type DestructuringDefaults = Map<string, { value?: unknown; nested?: DestructuringDefaults }>;

const NOT_LITERAL = Symbol('not a literal');

/**
 * Reads `{ keyword, pageSize = 20, filters: { tag = 'all' } }`: literal initialisers only (a
 * default computed at run time has no value the schema could state).
 */
export function readDestructuringDefaults(name: ts.BindingName): DestructuringDefaults | undefined {
  if (!ts.isObjectBindingPattern(name)) return undefined;
  const defaults: DestructuringDefaults = new Map();
  for (const element of name.elements) {
    if (element.dotDotDotToken) continue;
    const key = propertyKeyOf(element);
    if (key === undefined) continue;
    const value = element.initializer ? literalValue(element.initializer) : NOT_LITERAL;
    const nested = readDestructuringDefaults(element.name);
    if (value === NOT_LITERAL && !nested?.size) continue;
    defaults.set(key, { ...(value === NOT_LITERAL ? {} : { value }), ...(nested?.size ? { nested } : {}) });
  }
  return defaults;
}

/** Sets `default` on the fields of `model` (and of every object variant of an `anyOf`). */
export function applyDestructuringDefaults(model: SchemaModel, defaults: DestructuringDefaults): void {
  if (model.kind === 'anyOf') {
    for (const variant of model.variants) applyDestructuringDefaults(variant, defaults);
    return;
  }
  if (model.kind !== 'object') return;
  for (const property of model.properties) {
    const entry = defaults.get(property.name);
    if (!entry) continue;
    if ('value' in entry) property.schema.keywords = { ...property.schema.keywords, default: entry.value };
    if (entry.nested) applyDestructuringDefaults(property.schema, entry.nested);
  }
}

function propertyKeyOf(element: ts.BindingElement): string | undefined {
  const key = element.propertyName ?? element.name;
  if (ts.isIdentifier(key) || ts.isStringLiteral(key) || ts.isNumericLiteral(key)) return key.text;
  if (ts.isComputedPropertyName(key) && ts.isStringLiteralLike(key.expression)) return key.expression.text;
  return undefined;
}

/** The JSON value of a literal expression (arrays and objects of literals too), or NOT_LITERAL. */
function literalValue(expression: ts.Expression): unknown {
  while (
    ts.isParenthesizedExpression(expression) ||
    ts.isAsExpression(expression) ||
    ts.isSatisfiesExpression(expression)
  ) {
    expression = expression.expression;
  }
  if (ts.isStringLiteralLike(expression)) return expression.text;
  if (ts.isNumericLiteral(expression)) return Number(expression.text);
  if (ts.isPrefixUnaryExpression(expression) && expression.operator === ts.SyntaxKind.MinusToken) {
    return ts.isNumericLiteral(expression.operand) ? -Number(expression.operand.text) : NOT_LITERAL;
  }
  if (expression.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (expression.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (expression.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isArrayLiteralExpression(expression)) {
    const items = expression.elements.map(literalValue);
    return items.includes(NOT_LITERAL) ? NOT_LITERAL : items;
  }
  if (ts.isObjectLiteralExpression(expression)) {
    const entries: [string, unknown][] = [];
    for (const property of expression.properties) {
      if (!ts.isPropertyAssignment(property)) return NOT_LITERAL;
      const key = property.name;
      if (!(ts.isIdentifier(key) || ts.isStringLiteral(key) || ts.isNumericLiteral(key))) return NOT_LITERAL;
      const value = literalValue(property.initializer);
      if (value === NOT_LITERAL) return NOT_LITERAL;
      entries.push([key.text, value]);
    }
    // fromEntries defines own keys, so a `__proto__` key stays data.
    return Object.fromEntries(entries);
  }
  return NOT_LITERAL;
}
