import { ts } from 'ts-morph';
import { compareText } from '../../compare-text';
import { zodNameAt } from '../zod/zod-package';
import { isPackageFile } from './files';
import { propertiesInSourceOrder } from './property-order';
import { literalValueOf } from './type-facts';
import {
  referencedSymbol,
  resolveTypeParameter,
  typeArgumentsForMembers,
  type WrittenType,
  type WrittenTypeArguments,
} from './written-type-arguments';

/**
 * The members of `union` in the order the source writes them. The checker sorts union members
 * by type id, i.e. by when each type was first created, which depends on what else was checked
 * before (a warm extractor, another tool, a cached run): without this, `'a' | 'b'` could come out
 * as `["b", "a"]` after an unrelated edit. The written order is read from the syntax that wrote
 * the type (`typeNode`, else the union's type alias), following what the checker followed:
 * aliases (generic ones with their written arguments), type parameters to the arguments written
 * where the generic was used (`typeArguments`), indexed access (`Order['status']`, `T[number]`)
 * to the member's written type, `keyof`, `typeof`, conditional types (`Exclude<S, 'a'>`) to
 * their branches; a field's own type or value (a zod shape's `z.enum([…])`) when the member has
 * no syntax of its own. Members no syntax names still never take the checker's order: they follow
 * a stable order of their own (`stableKey`).
 */
export function unionMembersInWrittenOrder(
  union: ts.UnionType,
  written: WrittenPosition,
  checker: ts.TypeChecker,
): ts.Type[] {
  const walk = newWalk(checker);
  const { typeNode, typeArguments, field } = written;
  const allRanked = () => union.types.every((member) => walk.rank.has(rankKeyOf(member)));
  if (typeNode) collect({ node: typeNode, typeArguments }, walk, 0);
  const alias = aliasTypeNode(union);
  if (alias && !allRanked()) collect({ node: alias, typeArguments: undefined }, walk, 0);
  // A member converted without syntax of its own (a union's array member, a record's value
  // type): every type the field writes, in order.
  const declared = field && writtenTypeOfDeclaration(field);
  if (declared && !allRanked()) collectEverywhere(declared, typeArguments, walk);
  // A field with no type written (a zod shape's `priority: z.enum(['low', 'high'])`): its value.
  const value = field && valueOfDeclaration(field);
  if (value && !allRanked()) collectFromValue(value, walk, 0);
  return inRankThenStableOrder(union.types, walk.rank, checker);
}

/**
 * How `type` reads in a message or description: the checker's text, but a union's members in
 * their written order (`typeToString` lists them in type-id order, which other tools can change).
 */
export function typeTextInWrittenOrder(
  type: ts.Type,
  written: WrittenPosition,
  checker: ts.TypeChecker,
): string {
  const print = (member: ts.Type) =>
    checker.typeToString(member, undefined, ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope);
  if (!type.isUnion() || type.aliasSymbol || type.flags & ts.TypeFlags.EnumLiteral) return print(type);
  const members = unionMembersInWrittenOrder(type, written, checker);
  const isBooleanLiteral = (member: ts.Type) => (member.flags & ts.TypeFlags.BooleanLiteral) !== 0;
  const booleanWhole = members.filter(isBooleanLiteral).length === 2;
  const texts: string[] = [];
  for (const member of members) {
    // `true | false` prints as `boolean`, where its first member was.
    if (booleanWhole && isBooleanLiteral(member)) {
      if (!texts.includes('boolean')) texts.push('boolean');
    } else texts.push(print(member));
  }
  return texts.join(' | ');
}

/** Where a union is converted: the syntax that wrote it, the type arguments in scope, its field. */
interface WrittenPosition {
  readonly typeNode?: ts.TypeNode;
  readonly typeArguments?: WrittenTypeArguments;
  readonly field?: ts.Node;
}

/** The types `written` names, in the written order (first mention wins). */
export function writtenTypes(written: WrittenType, checker: ts.TypeChecker): ts.Type[] {
  const walk = newWalk(checker);
  collect(written, walk, 0);
  return walk.types;
}

function newWalk(checker: ts.TypeChecker): Walk {
  return { checker, rank: new Map(), types: [], aliasesOnPath: new Set(), valuesOnPath: new Set() };
}

/** `types` by `rank`, those without one after them in `stableKey` order. */
function inRankThenStableOrder(
  types: readonly ts.Type[],
  rank: ReadonlyMap<RankKey, number>,
  checker: ts.TypeChecker,
): ts.Type[] {
  const ranked: { type: ts.Type; rank: number }[] = [];
  const unranked: ts.Type[] = [];
  for (const type of types) {
    const place = rank.get(rankKeyOf(type));
    if (place === undefined) unranked.push(type);
    else ranked.push({ type, rank: place });
  }
  ranked.sort((a, b) => a.rank - b.rank);
  if (unranked.length > 1) {
    const keys = new Map(unranked.map((type) => [type, stableKey(type, checker)]));
    unranked.sort((a, b) => compareKeys(keys.get(a)!, keys.get(b)!));
  }
  return [...ranked.map((entry) => entry.type), ...unranked];
}

interface Walk {
  readonly checker: ts.TypeChecker;
  readonly rank: Map<RankKey, number>;
  /** The types ranked, in rank order. */
  readonly types: ts.Type[];
  /** Aliases being expanded on the current path: a recursive alias is not expanded again. */
  readonly aliasesOnPath: Set<ts.Declaration>;
  /** Consts whose values are being read (`z.enum(PRIORITIES)`): a cycle is not read again. */
  readonly valuesOnPath: Set<ts.Declaration>;
}

/** Recursion through generic aliases and type parameters stops here (cycles are cut earlier). */
const MAX_DEPTH = 64;

function collect(written: WrittenType, walk: Walk, depth: number): void {
  if (depth > MAX_DEPTH) return;
  const { checker } = walk;
  const { node, typeArguments } = resolveTypeParameter(written, checker);
  const next = (child: ts.TypeNode, scope = typeArguments) =>
    collect({ node: child, typeArguments: scope }, walk, depth + 1);
  if (ts.isUnionTypeNode(node)) {
    for (const member of node.types) next(member);
    return;
  }
  if (ts.isIntersectionTypeNode(node)) {
    // `('a' | 'b') & string` is a union of the members; `A & B` of objects is one type.
    if (checker.getTypeFromTypeNode(node).isUnion()) for (const member of node.types) next(member);
    else rankType(checker.getTypeFromTypeNode(node), walk);
    return;
  }
  if (ts.isTypeOperatorNode(node) && node.operator === ts.SyntaxKind.KeyOfKeyword) {
    // `keyof typeof MODES`, `keyof T`: the keys in the order the object declares them.
    const operand = resolveTypeParameter({ node: node.type, typeArguments }, checker);
    for (const property of propertiesInSourceOrder(checker.getTypeFromTypeNode(operand.node), checker)) {
      rankType(checker.getStringLiteralType(property.name), walk);
    }
    return;
  }
  if (ts.isConditionalTypeNode(node)) {
    // `Exclude<S, 'a'>` is `T extends U ? never : T`: its members come from the branches.
    next(node.trueType);
    next(node.falseType);
    return;
  }
  if (ts.isIndexedAccessTypeNode(node)) {
    collectIndexedAccess(node, typeArguments, walk, depth);
    return;
  }
  if (ts.isTypeQueryNode(node)) {
    const declared = declaredTypeNodeOf(node.exprName, checker);
    if (declared) next(declared, undefined);
    else rankType(checker.getTypeFromTypeNode(node), walk);
    return;
  }
  if (ts.isTypeReferenceNode(node)) {
    if (expandAlias(node, typeArguments, walk, depth)) return;
    // A type parameter nothing binds here stands for its constraint (`<T extends 'on' | 'off'>`).
    const constraint = unboundTypeParameterConstraint(node, checker);
    if (constraint) {
      next(constraint, undefined);
      return;
    }
  }
  rankType(checker.getTypeFromTypeNode(node), walk);
}

function unboundTypeParameterConstraint(
  node: ts.TypeReferenceNode,
  checker: ts.TypeChecker,
): ts.TypeNode | undefined {
  const declaration = referencedSymbol(node.typeName, checker)?.declarations?.find(
    ts.isTypeParameterDeclaration,
  );
  return declaration?.constraint;
}

/**
 * Follows a reference to a type alias into its body: a generic one (`Exclude<S, 'a'>`,
 * `Opt<'b' | 'a'>`) with its parameters bound to the written arguments, a plain one when it names
 * a union. False when `node` names no alias (an interface, an enum, a class) or one being expanded.
 */
function expandAlias(
  node: ts.TypeReferenceNode,
  typeArguments: WrittenTypeArguments | undefined,
  walk: Walk,
  depth: number,
): boolean {
  const { checker } = walk;
  const alias = referencedSymbol(node.typeName, checker)?.declarations?.find(ts.isTypeAliasDeclaration);
  if (!alias || walk.aliasesOnPath.has(alias)) return false;
  const generic = (alias.typeParameters?.length ?? 0) > 0;
  if (!generic && !checker.getTypeFromTypeNode(node).isUnion()) return false;
  const bodyScope = generic ? typeArgumentsForMembers(node, typeArguments, checker) : undefined;
  walk.aliasesOnPath.add(alias);
  collect({ node: alias.type, typeArguments: bodyScope }, walk, depth + 1);
  walk.aliasesOnPath.delete(alias);
  return true;
}

/**
 * `Order['status']` → the written type of `status` in `Order`; `T[keyof T]` → every member's, in
 * source order; `T[number]` → the written element type of an array, or a tuple's elements in
 * their positions (`(typeof MODES)[number]` of an `as const` array).
 */
function collectIndexedAccess(
  node: ts.IndexedAccessTypeNode,
  typeArguments: WrittenTypeArguments | undefined,
  walk: Walk,
  depth: number,
): void {
  const { checker } = walk;
  const object = resolveTypeParameter({ node: node.objectType, typeArguments }, checker);
  const objectType = checker.getTypeFromTypeNode(object.node);
  const memberScope = typeArgumentsForMembers(object.node, object.typeArguments, checker);
  const next = (child: ts.TypeNode, scope: WrittenTypeArguments | undefined) =>
    collect({ node: child, typeArguments: scope }, walk, depth + 1);
  for (const key of writtenTypes({ node: node.indexType, typeArguments }, checker)) {
    if (key.flags & ts.TypeFlags.Number) {
      collectElements(object, objectType, walk, depth);
      continue;
    }
    const name = literalValueOf(key);
    if (typeof name !== 'string' && typeof name !== 'number') continue;
    const property = checker.getPropertyOfType(objectType, String(name));
    const declared = property?.declarations
      ?.map(writtenTypeOfDeclaration)
      .filter((type) => type !== undefined);
    if (declared?.length) for (const type of declared) next(type, memberScope);
    else if (property) rankType(checker.getTypeOfSymbol(property), walk);
  }
}

/** The element types of the array or tuple written as `object`, in written order. */
function collectElements(object: WrittenType, objectType: ts.Type, walk: Walk, depth: number): void {
  const { checker } = walk;
  const next = (child: ts.TypeNode) =>
    collect({ node: child, typeArguments: object.typeArguments }, walk, depth + 1);
  let node = object.node;
  while (
    ts.isParenthesizedTypeNode(node) ||
    (ts.isTypeOperatorNode(node) && node.operator !== ts.SyntaxKind.KeyOfKeyword)
  )
    node = node.type;
  if (ts.isArrayTypeNode(node)) next(node.elementType);
  else if (ts.isTupleTypeNode(node)) {
    for (const element of node.elements) next(ts.isNamedTupleMember(element) ? element.type : element);
  } else if (
    ts.isTypeReferenceNode(node) &&
    node.typeArguments?.length === 1 &&
    checker.isArrayType(objectType)
  ) {
    next(node.typeArguments[0]);
  } else if (checker.isTupleType(objectType) || checker.isArrayType(objectType)) {
    // No written element list (`typeof MODES` of an `as const` array): the tuple's positions are its order.
    for (const element of checker.getTypeArguments(objectType as ts.TypeReference)) rankType(element, walk);
  }
}

/** The type node a property or variable declaration writes, or the `as T` its initializer asserts. */
function writtenTypeOfDeclaration(declaration: ts.Node): ts.TypeNode | undefined {
  const annotation = (declaration as { type?: ts.Node }).type;
  if (annotation && ts.isTypeNode(annotation)) return annotation;
  const initializer = (declaration as { initializer?: ts.Expression }).initializer;
  let expression = initializer;
  while (expression && (ts.isParenthesizedExpression(expression) || ts.isSatisfiesExpression(expression)))
    expression = expression.expression;
  if (expression && (ts.isAsExpression(expression) || ts.isTypeAssertionExpression(expression))) {
    const asserted = expression.type;
    const isConst =
      ts.isTypeReferenceNode(asserted) &&
      ts.isIdentifier(asserted.typeName) &&
      asserted.typeName.text === 'const';
    return isConst ? undefined : asserted;
  }
  return undefined;
}

/** For `typeof a.b`: the type `b` is declared with (its annotation or asserted type). */
function declaredTypeNodeOf(name: ts.EntityName, checker: ts.TypeChecker): ts.TypeNode | undefined {
  const symbol = referencedSymbol(ts.isQualifiedName(name) ? name.right : name, checker);
  const declaration = symbol?.valueDeclaration;
  return declaration ? writtenTypeOfDeclaration(declaration) : undefined;
}

/**
 * Every type written anywhere in `node`, in the order written: the fallback for a member converted
 * without syntax of its own (`('b' | 'a')[] | null` reaches the element union without a node).
 */
function collectEverywhere(
  node: ts.TypeNode,
  typeArguments: WrittenTypeArguments | undefined,
  walk: Walk,
): void {
  const visit = (child: ts.Node): void => {
    if (ts.isTypeNode(child)) collect({ node: child, typeArguments }, walk, 0);
    ts.forEachChild(child, visit);
  };
  visit(node);
}

/** The value a field's declaration is initialized with, when it writes no type. */
function valueOfDeclaration(declaration: ts.Node): ts.Expression | undefined {
  if ((declaration as { type?: ts.Node }).type) return undefined;
  if (ts.isShorthandPropertyAssignment(declaration)) return declaration.name;
  const initializer = (declaration as { initializer?: ts.Node }).initializer;
  return initializer && ts.isExpression(initializer) ? initializer : undefined;
}

/**
 * The types a value expression names, in the order it writes them, its parts before itself:
 * literals (`z.enum(['low', 'high'])`, `z.literal('a')`), zod's primitive schemas
 * (`z.union([z.string(), z.number()])`), enums and `as const` tuples it names (`z.nativeEnum(E)`,
 * `z.enum(PRIORITIES)`), and the values of the consts it names.
 */
function collectFromValue(expression: ts.Node, walk: Walk, depth: number): void {
  const { checker } = walk;
  if (depth > MAX_DEPTH) return;
  const visit = (node: ts.Node): void => {
    // A function's body is code, not a description of the value.
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isPropertyAccessExpression(node)) visit(node.expression);
    else ts.forEachChild(node, visit);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      add(checker.getStringLiteralType(node.text), walk);
    } else if (ts.isNumericLiteral(node)) {
      const negative =
        ts.isPrefixUnaryExpression(node.parent) && node.parent.operator === ts.SyntaxKind.MinusToken;
      add(checker.getNumberLiteralType(negative ? -Number(node.text) : Number(node.text)), walk);
    } else if (node.kind === ts.SyntaxKind.TrueKeyword) add(checker.getTrueType(), walk);
    else if (node.kind === ts.SyntaxKind.FalseKeyword) add(checker.getFalseType(), walk);
    else if (node.kind === ts.SyntaxKind.NullKeyword) add(checker.getNullType(), walk);
    else if (ts.isCallExpression(node)) rankZodPrimitive(node, walk);
    else if (ts.isIdentifier(node)) collectFromName(node, walk, depth);
  };
  visit(expression);
}

/** `z.string()` and its kin name a primitive type. */
function rankZodPrimitive(call: ts.CallExpression, walk: Walk): void {
  const callee = ts.isPropertyAccessExpression(call.expression) ? call.expression.name : call.expression;
  const { checker } = walk;
  const name = ts.isIdentifier(callee) ? zodNameAt(callee, checker) : undefined;
  const primitive: Record<string, () => ts.Type> = {
    string: () => checker.getStringType(),
    number: () => checker.getNumberType(),
    boolean: () => checker.getBooleanType(),
    null: () => checker.getNullType(),
  };
  if (name && Object.hasOwn(primitive, name)) rankType(primitive[name](), walk);
}

/** An enum, an `as const` tuple or a project const named in a value: what it holds, in order. */
function collectFromName(name: ts.Identifier, walk: Walk, depth: number): void {
  const { checker } = walk;
  const symbol = referencedSymbol(name, checker);
  if (!symbol) return;
  if (symbol.flags & ts.SymbolFlags.Enum) {
    rankType(checker.getDeclaredTypeOfSymbol(symbol), walk);
    return;
  }
  const declaration = symbol.valueDeclaration;
  if (!declaration || !ts.isVariableDeclaration(declaration) || walk.valuesOnPath.has(declaration)) return;
  if (declaration.initializer && !isPackageFile(declaration.getSourceFile())) {
    walk.valuesOnPath.add(declaration);
    collectFromValue(declaration.initializer, walk, depth + 1);
    walk.valuesOnPath.delete(declaration);
  }
  const type = checker.getTypeOfSymbol(symbol);
  if (checker.isTupleType(type))
    for (const element of checker.getTypeArguments(type as ts.TypeReference)) rankType(element, walk);
}

/** Ranks `type`, or each member of an unwritten union it is (an enum's by declaration). */
function rankType(type: ts.Type, walk: Walk): void {
  if (!type.isUnion() || type.flags & ts.TypeFlags.Boolean) {
    if (!type.isUnion()) add(type, walk);
    else for (const member of type.types) add(member, walk);
    return;
  }
  const alias = type.aliasSymbol && aliasTypeNode(type);
  if (alias && !walk.aliasesOnPath.has(alias.parent as ts.Declaration)) {
    walk.aliasesOnPath.add(alias.parent as ts.Declaration);
    collect({ node: alias, typeArguments: undefined }, walk, 0);
    walk.aliasesOnPath.delete(alias.parent as ts.Declaration);
    return;
  }
  const members =
    type.flags & ts.TypeFlags.EnumLiteral
      ? enumMembersInOrder(type)
      : inRankThenStableOrder(type.types, new Map(), walk.checker);
  for (const member of members) add(member, walk);
}

function add(type: ts.Type, walk: Walk): void {
  const key = rankKeyOf(type);
  if (walk.rank.has(key)) return;
  walk.rank.set(key, walk.rank.size);
  walk.types.push(type);
}

/**
 * What a rank is kept under: a literal by its value (the checker has fresh and regular copies of
 * one literal, and an enum member read through `typeof E[keyof typeof E]` is another object),
 * anything else by identity.
 */
type RankKey = ts.Type | string;

function rankKeyOf(type: ts.Type): RankKey {
  const value = literalValueOf(type);
  return value === undefined ? type : `${typeof value}:${value}`;
}

/** The written union behind a non-generic alias (a generic one's text names its type parameters, not the members). */
function aliasTypeNode(type: ts.Type): ts.TypeNode | undefined {
  if (type.aliasTypeArguments?.length) return undefined;
  const declaration = type.aliasSymbol?.declarations?.find(ts.isTypeAliasDeclaration);
  return declaration?.type;
}

/** An enum's members in declaration order (by file, then position: merged enums may span files). */
export function enumMembersInOrder(enumType: ts.UnionType): ts.Type[] {
  const where = (type: ts.Type) => {
    const declaration = type.getSymbol()?.valueDeclaration;
    return declaration
      ? ([declaration.getSourceFile().fileName, declaration.pos] as const)
      : (['\uffff', 0] as const);
  };
  const keyed = enumType.types.map((type) => ({ type, where: where(type) }));
  keyed.sort((a, b) => compareText(a.where[0], b.where[0]) || a.where[1] - b.where[1]);
  return keyed.map((entry) => entry.type);
}

/**
 * A key that orders types the same way in every program, whatever was checked first: literals
 * by kind then value (strings by code unit, numbers numerically, false before true), built-in
 * types by name, declared types by file and position, anything else by its printed form.
 */
type StableKey = readonly [group: number, text: string, number: number];

function stableKey(type: ts.Type, checker: ts.TypeChecker): StableKey {
  const literal = literalValueOf(type);
  if (typeof literal === 'string') return [0, literal, 0];
  if (typeof literal === 'number') return [1, '', literal];
  if (typeof literal === 'boolean') return [2, '', literal ? 1 : 0];
  const intrinsic = (type as { intrinsicName?: string }).intrinsicName;
  if (intrinsic !== undefined) return [3, intrinsic, 0];
  const declaration = (type.aliasSymbol ?? type.getSymbol())?.declarations?.[0];
  if (declaration) return [4, declaration.getSourceFile().fileName, declaration.pos];
  return [5, checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation), 0];
}

function compareKeys(a: StableKey, b: StableKey): number {
  return a[0] - b[0] || compareText(a[1], b[1]) || a[2] - b[2];
}
