import { ts } from 'ts-morph';

/**
 * What the type parameters in scope stand for, as written: `Filter<'open' | 'done'>` maps the
 * `S` of `interface Filter<S>` to the node `'open' | 'done'` (and the scope that node was written
 * in, for a generic instantiated inside another). The checker's instantiated types forget the
 * syntax; this keeps it, so that a union reached through a type parameter keeps its written order.
 */
export type WrittenTypeArguments = ReadonlyMap<ts.Symbol, WrittenType>;

/** A type as written: its node and the type parameters in scope where it was written. */
export interface WrittenType {
  readonly node: ts.TypeNode;
  readonly typeArguments: WrittenTypeArguments | undefined;
}

/** Generic aliases that expand into generic aliases (`type A<T> = B<T>`) are followed this far at most. */
const MAX_HOPS = 32;

/** The symbol a type name refers to, with imports and `export { a as b }` followed. */
export function referencedSymbol(name: ts.Node, checker: ts.TypeChecker): ts.Symbol | undefined {
  const symbol = checker.getSymbolAtLocation(name);
  return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/**
 * The written type behind `node` while it names a type parameter in scope (`S` inside `Filter<S>`
 * once `Filter<'a' | 'b'>` was met), else `node` itself.
 */
export function resolveTypeParameter(written: WrittenType, checker: ts.TypeChecker): WrittenType {
  let current = written;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    let node = current.node;
    while (ts.isParenthesizedTypeNode(node)) node = node.type;
    if (!ts.isTypeReferenceNode(node) || node.typeArguments?.length) return { ...current, node };
    const symbol = referencedSymbol(node.typeName, checker);
    const argument =
      symbol && symbol.flags & ts.SymbolFlags.TypeParameter && current.typeArguments?.get(symbol);
    if (!argument) return { ...current, node };
    current = argument;
  }
  return current;
}

/**
 * The type parameters in scope for the members of the object type written as `node`: for
 * `Filter<'a' | 'b'>` (an interface, a class or a generic alias, through imports), its own type
 * parameters mapped to the written arguments (or their defaults), those of the bases it extends
 * (`interface F extends Base<'x'>`), and for an alias, whatever its body instantiates in turn.
 * Intersections gather their members'; a generic met twice with other arguments maps to nothing.
 */
export function typeArgumentsForMembers(
  node: ts.TypeNode | undefined,
  inScope: WrittenTypeArguments | undefined,
  checker: ts.TypeChecker,
): WrittenTypeArguments | undefined {
  if (!node) return inScope;
  const found = new Map<ts.Symbol, WrittenType | undefined>();
  gather({ node, typeArguments: inScope }, checker, found, 0);
  if (found.size === 0) return inScope;
  // What is bound here hides what an enclosing scope bound (`interface Tree<T> { kids: Tree<T>[] }`).
  const result = new Map(inScope);
  for (const [parameter, argument] of found) {
    if (argument) result.set(parameter, argument);
    else result.delete(parameter);
  }
  return result;
}

function gather(
  written: WrittenType,
  checker: ts.TypeChecker,
  found: Map<ts.Symbol, WrittenType | undefined>,
  hops: number,
): void {
  if (hops > MAX_HOPS) return;
  const { node, typeArguments } = resolveTypeParameter(written, checker);
  if (ts.isIntersectionTypeNode(node) || ts.isUnionTypeNode(node)) {
    for (const member of node.types) gather({ node: member, typeArguments }, checker, found, hops + 1);
    return;
  }
  if (ts.isTypeOperatorNode(node)) {
    gather({ node: node.type, typeArguments }, checker, found, hops + 1);
    return;
  }
  if (!ts.isTypeReferenceNode(node) && !ts.isExpressionWithTypeArguments(node)) return;
  const name = ts.isTypeReferenceNode(node) ? node.typeName : node.expression;
  for (const declaration of referencedSymbol(name, checker)?.declarations ?? []) {
    const isAlias = ts.isTypeAliasDeclaration(declaration);
    if (!isAlias && !ts.isInterfaceDeclaration(declaration) && !ts.isClassLike(declaration)) continue;
    const own = bindTypeParameters(declaration, node.typeArguments, typeArguments, checker);
    for (const [parameter, argument] of own) add(found, parameter, argument);
    const bodyScope = withEntries(typeArguments, own);
    if (isAlias) gather({ node: declaration.type, typeArguments: bodyScope }, checker, found, hops + 1);
    for (const clause of isAlias ? [] : (declaration.heritageClauses ?? [])) {
      for (const base of clause.types)
        gather({ node: base, typeArguments: bodyScope }, checker, found, hops + 1);
    }
  }
}

/** `declaration`'s type parameters mapped to the `written` arguments, or to their defaults. */
function bindTypeParameters(
  declaration: ts.DeclarationWithTypeParameterChildren,
  written: ts.NodeArray<ts.TypeNode> | undefined,
  inScope: WrittenTypeArguments | undefined,
  checker: ts.TypeChecker,
): Map<ts.Symbol, WrittenType> {
  const bound = new Map<ts.Symbol, WrittenType>();
  declaration.typeParameters?.forEach((parameter, index) => {
    const symbol = checker.getSymbolAtLocation(parameter.name);
    const argument = written?.[index];
    if (!symbol) return;
    if (argument) bound.set(symbol, { node: argument, typeArguments: inScope });
    // A default is written in the declaration, where it may name the parameters before it.
    else if (parameter.default) bound.set(symbol, { node: parameter.default, typeArguments: new Map(bound) });
  });
  return bound;
}

/** Records a binding; the same parameter bound to two different written types is bound to neither. */
function add(
  found: Map<ts.Symbol, WrittenType | undefined>,
  parameter: ts.Symbol,
  argument: WrittenType,
): void {
  if (!found.has(parameter)) found.set(parameter, argument);
  else if (found.get(parameter)?.node !== argument.node) found.set(parameter, undefined);
}

/** `inScope` with `entries` added (a new map: scopes are shared by the positions that hold them). */
function withEntries(
  inScope: WrittenTypeArguments | undefined,
  entries: ReadonlyMap<ts.Symbol, WrittenType>,
): WrittenTypeArguments | undefined {
  if (entries.size === 0) return inScope;
  return new Map([...(inScope ?? []), ...entries]);
}
