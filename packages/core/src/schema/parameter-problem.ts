import { ts } from 'ts-morph';
import type { DiagnosticFix } from '../types';
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
import { objectParameterFix } from './object-parameter-fix';

/** Why a first parameter cannot be a tool's input (M2), the one-line fix, and the fix as an edit where it is one. */
export interface ParameterProblem {
  message: string;
  hint: string;
  fix?: DiagnosticFix;
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

/** What a tool takes instead of data an agent cannot send (a function, a `Date`, a `Map`). */
const JSON_DATA_HINT =
  'Take the data an agent can send, in one object of plain fields (a date as an ISO string, a map as an object), and build the rest in the body';

/**
 * Checks that the first parameter's type (optional `undefined` already removed) is one object
 * type, or a union of object types. Anything else would either give no usable schema or, for
 * primitives and arrays, a schema listing prototype members such as `length` and `charAt`. Where
 * the data is plain (primitives, arrays, unions with them, rest parameters), the fix is the
 * guide's: every positional parameter merged into one destructured object, the body untouched
 * (object-parameter-fix.ts); a fix never adds a parameter the function does not have.
 */
export function findParameterProblem(
  type: ts.Type,
  parameter: ts.ParameterDeclaration,
  checker: ts.TypeChecker,
): ParameterProblem | undefined {
  const name = ts.isIdentifier(parameter.name) ? parameter.name.text : 'params';
  const written = parameter.type ? parameter.type.getText() : checker.typeToString(type);
  const problem = (what: string, hint?: string): ParameterProblem => {
    const message = `The first parameter must be one object type, but ${what}`;
    if (hint !== undefined) return { message, hint };
    const destructured = objectParameterFix(parameter.parent, checker);
    return destructured ? { message, ...destructured } : { message, hint: JSON_DATA_HINT };
  };

  if (parameter.dotDotDotToken) return problem('it is a rest parameter');
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
      `Declare the fields it is used with, in an interface whose fields each have a /** */ description: (${name}: ${interfaceNameFor(parameter.parent)})`,
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
    if (!bad) return undefined;
    const what = `its union type '${written}' has the non-object member '${checker.typeToString(bad)}'`;
    return isPlainData(bad, checker) ? problem(what) : problem(what, JSON_DATA_HINT);
  }
  if (checker.isArrayType(type) || checker.isTupleType(type) || arrayBaseOf(type, checker)) {
    return problem(`it is '${written}', an array`);
  }
  if (isFunctionLike(type, checker)) return problem(`it is '${written}', a function`, JSON_DATA_HINT);
  if (!isObjectInput(type, checker))
    return problem(`it is '${written}', which is not plain JSON data`, JSON_DATA_HINT);
  return undefined;
}

/** Whether an agent can send a value of `type` as it is (a primitive, an array, `null`): wrapping it keeps the tool working. */
function isPlainData(type: ts.Type, checker: ts.TypeChecker): boolean {
  if (type.flags & PRIMITIVE || isBrandedPrimitive(type)) return true;
  return checker.isArrayType(type) || checker.isTupleType(type) || arrayBaseOf(type, checker) !== undefined;
}

/** `SearchUsersParams` for `searchUsers`: the name the guide gives a tool's parameter interface. */
function interfaceNameFor(fn: ts.SignatureDeclaration): string {
  const name =
    fn.name && ts.isIdentifier(fn.name)
      ? fn.name.text
      : fn.parent && ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name)
        ? fn.parent.name.text
        : 'tool';
  return `${name[0].toUpperCase()}${name.slice(1)}Params`;
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
