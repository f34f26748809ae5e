import { ts } from 'ts-morph';
import type { LiteralValue } from '../model';
import { isPackageFile, isTypeScriptLibFile } from './files';

/** The checker's name for its built-in types (`error`, `true`, `any`…); not in the public typings. */
function intrinsicNameOf(type: ts.Type): string | undefined {
  return (type as { intrinsicName?: string }).intrinsicName;
}

/** Whether the checker could not resolve the type (a missing module or an unknown name). */
export function isUnresolvedType(type: ts.Type): boolean {
  if (!(type.flags & ts.TypeFlags.Any)) return false;
  const name = intrinsicNameOf(type);
  return name === 'error' || name === 'unresolved';
}

/** The JSON value of a string, number or boolean literal type (enum members included). */
export function literalValueOf(type: ts.Type): LiteralValue | undefined {
  if (type.flags & ts.TypeFlags.StringLiteral) return (type as ts.StringLiteralType).value;
  if (type.flags & ts.TypeFlags.NumberLiteral) return (type as ts.NumberLiteralType).value;
  if (type.flags & ts.TypeFlags.BooleanLiteral) return intrinsicNameOf(type) === 'true';
  return undefined;
}

/** Whether `type` can be `undefined` (an optional field's type, `T | undefined`, `void`). */
export function includesUndefined(type: ts.Type): boolean {
  const members = type.isUnion() ? type.types : [type];
  return members.some((member) => member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void));
}

/** Whether `type` can be `null`. */
export function includesNull(type: ts.Type): boolean {
  const members = type.isUnion() ? type.types : [type];
  return members.some((member) => member.flags & ts.TypeFlags.Null);
}

/** Whether values of `type` can be called (functions, constructors, `Function`). */
export function isFunctionLike(type: ts.Type, checker: ts.TypeChecker): boolean {
  if (!(type.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection))) return false;
  if (checker.getSignaturesOfType(type, ts.SignatureKind.Call).length > 0) return true;
  if (checker.getSignaturesOfType(type, ts.SignatureKind.Construct).length > 0) return true;
  const symbol = type.getSymbol();
  return (
    symbol !== undefined &&
    ['Function', 'CallableFunction', 'NewableFunction'].includes(symbol.name) &&
    isDeclaredOnlyIn(symbol, isTypeScriptLibFile)
  );
}

/** Whether every declaration of `symbol` is in a file matching `predicate`. */
export function isDeclaredOnlyIn(symbol: ts.Symbol, predicate: (file: ts.SourceFile) => boolean): boolean {
  const declarations = symbol.declarations ?? [];
  return (
    declarations.length > 0 && declarations.every((declaration) => predicate(declaration.getSourceFile()))
  );
}

/** Whether `symbol` is declared by TypeScript's lib files or by a package. */
export function isLibraryOrPackageSymbol(symbol: ts.Symbol): boolean {
  return isDeclaredOnlyIn(symbol, (file) => isTypeScriptLibFile(file) || isPackageFile(file));
}

/** Whether `type` is TypeScript's global `Date`. */
export function isDateType(type: ts.Type): boolean {
  const symbol = type.getSymbol();
  return (
    (type.flags & ts.TypeFlags.Object) !== 0 &&
    symbol?.name === 'Date' &&
    isDeclaredOnlyIn(symbol, isTypeScriptLibFile)
  );
}

/** Whether `type` is a mapped type (`Partial<T>`, `Pick<T, K>`, a zod inferred object…). */
export function isMappedType(type: ts.Type): boolean {
  return (
    (type.flags & ts.TypeFlags.Object) !== 0 &&
    ((type as ts.ObjectType).objectFlags & ts.ObjectFlags.Mapped) !== 0
  );
}

/**
 * The `Array<T>` or `ReadonlyArray<T>` that an interface or class extends, directly or through
 * other bases (`interface Tags extends Array<string>`). Undefined for arrays themselves and for
 * everything else.
 */
export function arrayBaseOf(type: ts.Type, checker: ts.TypeChecker): ts.TypeReference | undefined {
  if (!(type.flags & ts.TypeFlags.Object) || checker.isArrayType(type) || checker.isTupleType(type))
    return undefined;
  const objectType = type as ts.ObjectType;
  const target =
    objectType.objectFlags & ts.ObjectFlags.Reference ? (objectType as ts.TypeReference).target : objectType;
  if (!(target.objectFlags & (ts.ObjectFlags.Interface | ts.ObjectFlags.Class))) return undefined;
  const seen = new Set<ts.Type>();
  const visit = (current: ts.InterfaceType): ts.TypeReference | undefined => {
    if (seen.has(current)) return undefined;
    seen.add(current);
    for (const base of checker.getBaseTypes(current) ?? []) {
      if (checker.isArrayType(base)) return base as ts.TypeReference;
      const baseTarget = (base as ts.TypeReference).target ?? base;
      const found =
        (baseTarget as ts.ObjectType).objectFlags & (ts.ObjectFlags.Interface | ts.ObjectFlags.Class)
          ? visit(baseTarget as ts.InterfaceType)
          : undefined;
      if (found) return found;
    }
    return undefined;
  };
  return visit(target as ts.InterfaceType);
}

/** The element type of an array-like type: what its numeric index gives (instantiated). */
export function numberIndexTypeOf(type: ts.Type, checker: ts.TypeChecker): ts.Type | undefined {
  return checker.getIndexInfosOfType(type).find((info) => info.keyType.flags & ts.TypeFlags.Number)?.type;
}
