import type { ts } from 'ts-morph';
import { isMappedType } from './type-facts';

/**
 * The properties of an object type in source order. Interfaces and literals already come in
 * declaration order, and intersections member by member; mapped types (`Pick<T, 'b' | 'a'>`,
 * `Partial<T>`, zod's inferred objects) come in the order of their key union, which follows
 * type creation rather than the source: their properties are sorted by declaration instead.
 */
export function propertiesInSourceOrder(type: ts.Type, checker: ts.TypeChecker): ts.Symbol[] {
  const properties = checker.getPropertiesOfType(type);
  const rank = new Map<string, number>();
  rankPropertyNames(type, checker, rank);
  const last = Number.MAX_SAFE_INTEGER;
  return properties
    .map((property, index) => ({ property, index, rank: rank.get(property.name) ?? last }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.property);
}

function rankPropertyNames(type: ts.Type, checker: ts.TypeChecker, rank: Map<string, number>): void {
  if (type.isIntersection()) {
    for (const member of type.types) rankPropertyNames(member, checker, rank);
    return;
  }
  const properties = checker.getPropertiesOfType(type);
  const ordered = isMappedType(type) ? sortByDeclaration(properties) : properties;
  for (const property of ordered) if (!rank.has(property.name)) rank.set(property.name, rank.size);
}

/** Sorts by declaring file (in order of first appearance), then by position in it. */
function sortByDeclaration(properties: readonly ts.Symbol[]): ts.Symbol[] {
  const fileRank = new Map<string, number>();
  const keyed = properties.map((property, index) => {
    const declaration = property.declarations?.[0];
    if (!declaration) return { property, index, file: Number.MAX_SAFE_INTEGER, position: 0 };
    const fileName = declaration.getSourceFile().fileName;
    if (!fileRank.has(fileName)) fileRank.set(fileName, fileRank.size);
    return { property, index, file: fileRank.get(fileName)!, position: declaration.pos };
  });
  return keyed
    .sort((a, b) => a.file - b.file || a.position - b.position || a.index - b.index)
    .map((entry) => entry.property);
}
