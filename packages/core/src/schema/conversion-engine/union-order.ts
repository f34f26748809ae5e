import { ts } from 'ts-morph';
import { propertiesInSourceOrder } from './property-order';

/**
 * The members of `union` in the order the source writes them. The checker sorts union members
 * by type id, i.e. by when each type was first created, which depends on what else was checked
 * before (a warm extractor, another tool): without this, `'a' | 'b'` could come out as
 * `["b", "a"]` after an unrelated edit. The written order is read from `typeNode` (the syntax of
 * the field) or from the union's type alias; members not found there keep the checker's order.
 */
export function unionMembersInWrittenOrder(
  union: ts.UnionType,
  typeNode: ts.TypeNode | undefined,
  checker: ts.TypeChecker,
): ts.Type[] {
  const source = typeNode ?? aliasTypeNode(union);
  if (!source) return union.types.slice();
  const rank = new Map<ts.Type, number>();
  collectWrittenMembers(source, checker, rank, new Set());
  if (rank.size === 0) return union.types.slice();
  const unranked = Number.MAX_SAFE_INTEGER;
  return union.types
    .map((type, index) => ({ type, index, rank: rank.get(type) ?? unranked }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.type);
}

function collectWrittenMembers(
  node: ts.TypeNode,
  checker: ts.TypeChecker,
  rank: Map<ts.Type, number>,
  visitedAliases: Set<ts.Symbol>,
): void {
  while (ts.isParenthesizedTypeNode(node)) node = node.type;
  if (ts.isUnionTypeNode(node)) {
    for (const member of node.types) collectWrittenMembers(member, checker, rank, visitedAliases);
    return;
  }
  if (ts.isTypeOperatorNode(node) && node.operator === ts.SyntaxKind.KeyOfKeyword) {
    // `keyof typeof MODES`: the keys in the order the object declares them.
    const target = checker.getTypeFromTypeNode(node.type);
    for (const property of propertiesInSourceOrder(target, checker)) {
      const key = checker.getStringLiteralType(property.name);
      if (!rank.has(key)) rank.set(key, rank.size);
    }
    return;
  }
  const type = checker.getTypeFromTypeNode(node);
  if (!type.isUnion()) {
    if (!rank.has(type)) rank.set(type, rank.size);
    return;
  }
  const alias = type.aliasSymbol;
  const aliasNode = aliasTypeNode(type);
  if (alias && aliasNode && !visitedAliases.has(alias)) {
    visitedAliases.add(alias);
    collectWrittenMembers(aliasNode, checker, rank, visitedAliases);
    return;
  }
  const members = type.flags & ts.TypeFlags.EnumLiteral ? enumMembersInOrder(type) : type.types;
  for (const member of members) if (!rank.has(member)) rank.set(member, rank.size);
}

/** The written union behind a non-generic alias (a generic one's text names its type parameters, not the members). */
function aliasTypeNode(type: ts.Type): ts.TypeNode | undefined {
  if (type.aliasTypeArguments?.length) return undefined;
  const declaration = type.aliasSymbol?.declarations?.find(ts.isTypeAliasDeclaration);
  return declaration?.type;
}

function enumMembersInOrder(enumType: ts.UnionType): ts.Type[] {
  const position = (type: ts.Type) => type.getSymbol()?.valueDeclaration?.pos ?? Number.MAX_SAFE_INTEGER;
  return enumType.types.slice().sort((a, b) => position(a) - position(b));
}
