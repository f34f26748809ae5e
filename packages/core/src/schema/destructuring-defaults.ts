import { ts } from 'ts-morph';
import type { DestructuringDefaults } from './apply-defaults';
import { NOT_STATIC, readStaticValue } from './static-value';

/** Where the defaults' values come from, and who hears of one that cannot be known. */
export interface DefaultsReader {
  checker: ts.TypeChecker;
  /** A file a default's value was read from (a `const` in another module): a dependency. */
  onFile(fileName: string): void;
  /** A default computed at run time (`role = pickRole()`): the schema can state no value. */
  onRuntimeDefault(element: ts.BindingElement, key: string): void;
}

/**
 * Reads `{ keyword, pageSize = 20, role = DEFAULT_ROLE, filters: { tag = 'all' } }`: literal
 * initialisers, and names bound to a `const` literal (here or imported). A default computed at
 * run time has no value the schema could state: the reader hears of it.
 */
export function readDestructuringDefaults(
  name: ts.BindingName,
  reader: DefaultsReader,
): DestructuringDefaults | undefined {
  if (!ts.isObjectBindingPattern(name)) return undefined;
  const defaults: DestructuringDefaults = new Map();
  for (const element of name.elements) {
    if (element.dotDotDotToken) continue;
    const key = propertyKeyOf(element);
    if (key === undefined) continue;
    const value = element.initializer
      ? readStaticValue(element.initializer, reader.checker, reader.onFile)
      : NOT_STATIC;
    if (element.initializer && value === NOT_STATIC) reader.onRuntimeDefault(element, key);
    const nested = readDestructuringDefaults(element.name, reader);
    if (value === NOT_STATIC && !nested?.size) continue;
    defaults.set(key, { ...(value === NOT_STATIC ? {} : { value }), ...(nested?.size ? { nested } : {}) });
  }
  return defaults;
}

function propertyKeyOf(element: ts.BindingElement): string | undefined {
  const key = element.propertyName ?? element.name;
  if (ts.isIdentifier(key) || ts.isStringLiteral(key) || ts.isNumericLiteral(key)) return key.text;
  if (ts.isComputedPropertyName(key) && ts.isStringLiteralLike(key.expression)) return key.expression.text;
  return undefined;
}
