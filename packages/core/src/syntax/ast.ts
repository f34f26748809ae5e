/**
 * oxc's syntax tree as the engine walks it: ESTree with TypeScript nodes, offsets in UTF-16 code
 * units (as TypeScript's). Nodes are plain objects; the engine reads them by `type` and field
 * name, so the same code serves `oxc-parser` and the parser Rolldown carries.
 */
export interface AstNode {
  type: string;
  start: number;
  end: number;
  /** Set by `linkParents` for the files whose nodes need their context. */
  parent?: AstNode;
  [field: string]: unknown;
}

/** The node in field `name` of `node`, if it holds one. */
export function child(node: AstNode | undefined, name: string): AstNode | undefined {
  const value = node?.[name];
  return isNode(value) ? value : undefined;
}

/** The nodes in the array field `name` of `node` (holes left out). */
export function children(node: AstNode | undefined, name: string): AstNode[] {
  const value = node?.[name];
  return Array.isArray(value) ? value.filter(isNode) : [];
}

/** A string or number field of `node`. */
export function field<T extends string | number | boolean>(
  node: AstNode | undefined,
  name: string,
): T | undefined {
  const value = node?.[name];
  return value === null || typeof value === 'object' ? undefined : (value as T);
}

/** Whether `value` is a syntax node. */
export function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';
}

/** Every direct child node of `node`, in source order. */
export function childNodes(node: AstNode): AstNode[] {
  const found: AstNode[] = [];
  for (const key in node) {
    if (key === 'parent') continue;
    const value = node[key];
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) found.push(item);
    } else if (isNode(value)) found.push(value);
  }
  return found.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** Sets `parent` on every node below `root`. */
export function linkParents(root: AstNode): void {
  const pending: AstNode[] = [root];
  for (let node = pending.pop(); node; node = pending.pop()) {
    for (const key in node) {
      if (key === 'parent') continue;
      const value = node[key];
      if (Array.isArray(value)) {
        for (const item of value)
          if (isNode(item)) {
            item.parent = node;
            pending.push(item);
          }
      } else if (isNode(value)) {
        value.parent = node;
        pending.push(value);
      }
    }
  }
}

/** Visits `node` and everything below it; `visit` returns false to skip a node's children. */
export function walk(node: AstNode, visit: (node: AstNode) => boolean | undefined): void {
  if (visit(node) === false) return;
  for (const key in node) {
    if (key === 'parent') continue;
    const value = node[key];
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) walk(item, visit);
    } else if (isNode(value)) walk(value, visit);
  }
}

const EXPRESSION_WRAPPERS = new Set([
  'ParenthesizedExpression',
  'TSAsExpression',
  'TSSatisfiesExpression',
  'TSNonNullExpression',
  'TSTypeAssertion',
]);

/**
 * Strips what does not change a value at run time: parentheses, `as`, `satisfies`, `!`, `<T>x`.
 * The one owner on oxc's tree (the checker's tree has `trace/unwrap-expression.ts`, the same set):
 * call sites, zod schemas, static values and the lints' definitions all look through the same.
 */
export function unwrapExpression<Node extends { type: string }>(node: Node): Node {
  let current = node;
  while (EXPRESSION_WRAPPERS.has(current.type)) {
    const inner = (current as { expression?: Node }).expression;
    if (!inner) break;
    current = inner;
  }
  return current;
}

/** The name an identifier-like node carries (`Identifier`, `PrivateIdentifier`). */
export function identifierName(node: AstNode | undefined): string | undefined {
  return node?.type === 'Identifier' ? field<string>(node, 'name') : undefined;
}

/** Whether a node is a function with parameters (declaration, expression, arrow). */
export function isFunctionNode(node: AstNode): boolean {
  return (
    node.type === 'FunctionDeclaration' ||
    node.type === 'FunctionExpression' ||
    node.type === 'ArrowFunctionExpression'
  );
}

/** A string literal node's value (`'a'`, `"a"`, or a template without `${}`). */
export function stringValue(node: AstNode | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && children(node, 'expressions').length === 0) {
    const [quasi] = children(node, 'quasis');
    const cooked = (quasi?.value as { cooked?: string } | undefined)?.cooked;
    return typeof cooked === 'string' ? cooked : undefined;
  }
  return undefined;
}
