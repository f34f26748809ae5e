import { ts } from 'ts-morph';
import { isTypeScriptLibFile } from './conversion-engine/files';
import {
  arrayBaseOf,
  isDateType,
  isDeclaredOnlyIn,
  isFunctionLike,
  isLibraryOrPackageSymbol,
  isUnresolvedType,
} from './conversion-engine/type-facts';
import { unionMembersInWrittenOrder } from './conversion-engine/union-order';

/** Why a first parameter cannot be a tool's input (M2), and the one-line fix. */
export interface ParameterProblem {
  message: string;
  hint: string;
}

const PRIMITIVE =
  ts.TypeFlags.StringLike |
  ts.TypeFlags.NumberLike |
  ts.TypeFlags.BooleanLike |
  ts.TypeFlags.BigIntLike |
  ts.TypeFlags.ESSymbolLike |
  ts.TypeFlags.EnumLike |
  ts.TypeFlags.Null |
  ts.TypeFlags.Undefined |
  ts.TypeFlags.Void |
  ts.TypeFlags.Never;

const GENERIC =
  ts.TypeFlags.TypeParameter |
  ts.TypeFlags.IndexedAccess |
  ts.TypeFlags.Conditional |
  ts.TypeFlags.Substitution;

/**
 * Checks that the first parameter's type (optional `undefined` already removed) is one object
 * type, or a union of object types. Anything else would either give no usable schema or, for
 * primitives and arrays, a schema listing prototype members such as `length` and `charAt`.
 */
export function findParameterProblem(
  type: ts.Type,
  parameter: ts.ParameterDeclaration,
  checker: ts.TypeChecker,
): ParameterProblem | undefined {
  const name = ts.isIdentifier(parameter.name) ? parameter.name.text : 'params';
  const written = parameter.type ? parameter.type.getText() : checker.typeToString(type);
  const wrap = `Wrap it in one object type: (${name}: { /** what it is */ ${fieldNameFor(name)}: ${written} })`;
  const problem = (what: string, hint = wrap) => ({
    message: `The first parameter must be one object type, but ${what}`,
    hint,
  });

  if (parameter.dotDotDotToken)
    return problem('it is a rest parameter', 'Take one object parameter instead of `...args`');
  if (isUnresolvedType(type)) {
    return problem(
      `its type '${written}' cannot be resolved`,
      'Check the import of the parameter type (is the module installed, is the path right?)',
    );
  }
  if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown) || isTypeOfBindingPattern(type, parameter)) {
    const what = parameter.type ? `it is '${written}'` : 'it has no type annotation';
    return problem(
      what,
      `Declare its type: (${name}: { /** what it is */ field: string }) or a named interface`,
    );
  }
  if (type.flags & GENERIC) {
    return problem(
      `it is the type parameter '${written}'`,
      'Use a concrete object type: agents call the tool with one fixed schema',
    );
  }
  // Before unions: `boolean` and enums are unions of literals inside the checker.
  if (type.flags & PRIMITIVE || isBrandedPrimitive(type)) return problem(`it is '${written}', a primitive`);
  if (type.isUnion()) {
    if (type.types.every((member) => member.flags & PRIMITIVE))
      return problem(`it is '${written}', a primitive`);
    // The first one written: the checker's member order depends on what it checked before.
    const members = unionMembersInWrittenOrder(type, { typeNode: parameter.type }, checker);
    const bad = members.find((member) => !isObjectInput(member, checker));
    return bad
      ? problem(`its union type '${written}' has the non-object member '${checker.typeToString(bad)}'`)
      : undefined;
  }
  if (checker.isArrayType(type) || checker.isTupleType(type) || arrayBaseOf(type, checker)) {
    return problem(`it is '${written}', an array`);
  }
  if (isFunctionLike(type, checker)) return problem(`it is '${written}', a function`);
  if (!isObjectInput(type, checker)) return problem(`it is '${written}', which is not plain JSON data`);
  return undefined;
}

/** Whether `type` is a plain data object a tool can take (or return). */
export function isObjectInput(type: ts.Type, checker: ts.TypeChecker): boolean {
  if (!(type.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection | ts.TypeFlags.NonPrimitive)))
    return false;
  if (isBrandedPrimitive(type) || isFunctionLike(type, checker) || isDateType(type)) return false;
  if (checker.isArrayType(type) || checker.isTupleType(type) || arrayBaseOf(type, checker)) return false;
  const symbol = type.getSymbol();
  const classLike = symbol && symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class);
  // `Map`, `Set`, `Promise` and other lib classes are not data an agent can send.
  return !(classLike && isLibraryOrPackageSymbol(symbol) && isDeclaredOnlyIn(symbol, isTypeScriptLibFile));
}

/**
 * `({ keyword, pageSize = 20 }) => …` without an annotation: the checker makes up a type from
 * the pattern whose fields are all `any`, which says nothing an agent could use.
 */
function isTypeOfBindingPattern(type: ts.Type, parameter: ts.ParameterDeclaration): boolean {
  if (parameter.type || !ts.isObjectBindingPattern(parameter.name)) return false;
  const declarations = type.getProperties().flatMap((property) => property.declarations ?? []);
  return declarations.every((declaration) => ts.isBindingElement(declaration));
}

function isBrandedPrimitive(type: ts.Type): boolean {
  return type.isIntersection() && type.types.some((member) => member.flags & PRIMITIVE);
}

/** `ids` stays `ids`, `id` stays `id`; a generic name like `params` becomes `value`. */
function fieldNameFor(parameterName: string): string {
  return ['params', 'args', 'input', 'options'].includes(parameterName) ? 'value' : parameterName;
}
