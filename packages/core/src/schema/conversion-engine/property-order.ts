import { ts } from 'ts-morph';
import { compareText } from '../../compare-text';
import { isMappedType, literalValueOf } from './type-facts';
import { writtenTypes } from './union-order';
import { resolveTypeParameter, type WrittenTypeArguments } from './written-type-arguments';

/**
 * The properties of an object type in source order. Interfaces and literals already come in
 * declaration order, and intersections member by member; mapped types (`Pick<T, 'b' | 'a'>`,
 * `Record<'b' | 'a', V>`, zod's inferred objects) come in the order of their key union, which
 * follows type creation rather than the source. Their properties that have a declaration (`Pick`,
 * `Omit`, `Partial`, zod's) are sorted by it, file by file in path order; the others (`Record`,
 * `{ [K in 'b' | 'a']: V }`) follow the written key union (`memberTypeArguments` says what a
 * generic's key parameter stands for where it was used), else their names.
 */
export function propertiesInSourceOrder(
  type: ts.Type,
  checker: ts.TypeChecker,
  memberTypeArguments?: WrittenTypeArguments,
): ts.Symbol[] {
  const properties = checker.getPropertiesOfType(type);
  const rank = new Map<string, number>();
  rankPropertyNames(type, checker, rank, memberTypeArguments);
  const last = Number.MAX_SAFE_INTEGER;
  return properties
    .map((property, index) => ({ property, index, rank: rank.get(property.name) ?? last }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.property);
}

function rankPropertyNames(
  type: ts.Type,
  checker: ts.TypeChecker,
  rank: Map<string, number>,
  memberTypeArguments: WrittenTypeArguments | undefined,
): void {
  if (type.isIntersection()) {
    for (const member of type.types) rankPropertyNames(member, checker, rank, memberTypeArguments);
    return;
  }
  const properties = checker.getPropertiesOfType(type);
  const ordered = isMappedType(type)
    ? mappedInSourceOrder(type, properties, checker, memberTypeArguments)
    : properties;
  for (const property of ordered) if (!rank.has(property.name)) rank.set(property.name, rank.size);
}

type OrderKey = readonly [group: number, fileRank: number, file: string, position: number, name: string];

/**
 * Declared properties by file and position, then the others by written key, then name. Files
 * come in the order the mapped type's source lists their members (`Pick<A & B, …>`: A's file,
 * then B's), else in path order: never in the order of the checker's key union.
 */
function mappedInSourceOrder(
  type: ts.Type,
  properties: readonly ts.Symbol[],
  checker: ts.TypeChecker,
  memberTypeArguments: WrittenTypeArguments | undefined,
): ts.Symbol[] {
  let keyRank: Map<string, number> | undefined;
  let fileRank: Map<string, number> | undefined;
  const keyed = properties.map((property) => {
    const declaration = property.declarations?.[0];
    if (declaration) {
      fileRank ??= sourceFileRank(type, checker, memberTypeArguments);
      const file = declaration.getSourceFile().fileName;
      const key: OrderKey = [0, fileRank.get(file) ?? Number.MAX_SAFE_INTEGER, file, declaration.pos, ''];
      return { property, key };
    }
    keyRank ??= writtenKeyRank(type, checker, memberTypeArguments);
    const key: OrderKey = [1, 0, '', keyRank.get(property.name) ?? Number.MAX_SAFE_INTEGER, property.name];
    return { property, key };
  });
  return keyed.sort((a, b) => compareKeys(a.key, b.key)).map((entry) => entry.property);
}

/** The keys of a mapped type in the order its `in` clause writes them (`[K in 'b' | 'a']`, `Record<'b' | 'a', V>`). */
function writtenKeyRank(
  type: ts.Type,
  checker: ts.TypeChecker,
  memberTypeArguments: WrittenTypeArguments | undefined,
): Map<string, number> {
  const declaration = type.getSymbol()?.declarations?.find(ts.isMappedTypeNode);
  const constraint = declaration?.typeParameter.constraint;
  const names = new Map<string, number>();
  // An `as` clause renames the keys: their written order says nothing about the names.
  if (!constraint || declaration.nameType) return names;
  for (const key of writtenTypes({ node: constraint, typeArguments: memberTypeArguments }, checker)) {
    const value = literalValueOf(key);
    if ((typeof value === 'string' || typeof value === 'number') && !names.has(String(value)))
      names.set(String(value), names.size);
  }
  return names;
}

function compareKeys(a: OrderKey, b: OrderKey): number {
  return a[0] - b[0] || a[1] - b[1] || compareText(a[2], b[2]) || a[3] - b[3] || compareText(a[4], b[4]);
}

/**
 * The files of the type a mapped type reads its properties from (the `T` of `T[P]`: `Pick<T, K>`,
 * `Partial<T>`, `Omit<T, K>` through the written type arguments), in the order that type lists
 * its properties: an interface's own members first, an intersection member by member.
 */
function sourceFileRank(
  type: ts.Type,
  checker: ts.TypeChecker,
  memberTypeArguments: WrittenTypeArguments | undefined,
): Map<string, number> {
  const rank = new Map<string, number>();
  const template = type.getSymbol()?.declarations?.find(ts.isMappedTypeNode)?.type;
  if (!template || !ts.isIndexedAccessTypeNode(template)) return rank;
  const source = resolveTypeParameter(
    { node: template.objectType, typeArguments: memberTypeArguments },
    checker,
  );
  for (const property of checker.getPropertiesOfType(checker.getTypeFromTypeNode(source.node))) {
    const file = property.declarations?.[0]?.getSourceFile().fileName;
    if (file !== undefined && !rank.has(file)) rank.set(file, rank.size);
  }
  return rank;
}
