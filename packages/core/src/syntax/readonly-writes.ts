import { type AstNode, child, childNodes, children, identifierName, isFunctionNode, walk } from './ast';
import { boundNames } from './bindings';
import { findLocalDeclaration } from './lexical-scope';

const HTTP_WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);
const STORAGE_WRITES = new Set(['setItem', 'removeItem', 'clear']);
const ARRAY_MUTATIONS = new Set(['push', 'pop', 'shift', 'unshift', 'splice']);
const STATE_HOOKS = /^(React\.)?use(State|Reducer)$/;

/** Where a function's body writes: the writing expression's offsets in its file. */
export interface StateWrite {
  start: number;
  end: number;
}

/**
 * The first place where a tool's body clearly writes (S3 on `@readonly` tools, and L5): an
 * assignment, `++`/`--` or `delete` on outer state or `this`; `setState`, a `useState` setter or
 * a `useReducer` dispatch; `fetch` with a POST/PUT/PATCH/DELETE method; a `.post`/`.put`/
 * `.patch`/`.delete` call or an array mutation on something not local; a `localStorage` or
 * `sessionStorage` write. Writes to the function's own locals and parameters do not count. Read
 * from oxc's tree of the function's file (`text`), so both engines and the lints share it.
 */
export function findStateWrite(fn: AstNode, text: string): StateWrite | undefined {
  const body = child(fn, 'body');
  if (!body) return undefined;
  const locals = localNames(fn, body);
  const source = (node: AstNode) => text.slice(node.start, node.end);
  const isOuter = (target: AstNode): boolean => {
    const root = rootOf(target);
    if (root.type === 'ThisExpression') return true;
    const name = identifierName(root);
    return name !== undefined && !locals.has(name);
  };
  let write: AstNode | undefined;
  walk(body, (node) => {
    if (write) return false;
    if (isWrite(node, isOuter, source)) write = node;
    return undefined;
  });
  return write && { start: write.start, end: write.end };
}

function isWrite(
  node: AstNode,
  isOuter: (target: AstNode) => boolean,
  source: (node: AstNode) => string,
): boolean {
  if (node.type === 'AssignmentExpression') return assignsOuter(child(node, 'left')!, isOuter);
  if (node.type === 'UpdateExpression') return isOuter(child(node, 'argument')!);
  if (node.type === 'UnaryExpression' && node.operator === 'delete') return isOuter(child(node, 'argument')!);
  if (node.type !== 'CallExpression') return false;
  const callee = child(node, 'callee')!;
  const calleeName = identifierName(callee);
  if (calleeName !== undefined) {
    if (calleeName === 'fetch') return fetchWrites(node, source);
    return isStateSetter(callee, calleeName, source);
  }
  if (callee.type !== 'MemberExpression' || callee.computed === true) return false;
  const method = identifierName(child(callee, 'property'));
  const receiver = child(callee, 'object')!;
  if (method === undefined) return false;
  if (method === 'setState') return true;
  if (method === 'fetch' && identifierName(receiver) === 'window') return fetchWrites(node, source);
  if (STORAGE_WRITES.has(method) && /^(window\.)?(localStorage|sessionStorage)$/.test(source(receiver)))
    return true;
  return (HTTP_WRITE_METHODS.has(method) || ARRAY_MUTATIONS.has(method)) && isOuter(receiver);
}

/** `x = …`, `this.a.b = …`, `[a, b] = …`, `({ a } = …)` where some target is outer (as the checker engine reads TypeScript's tree). */
function assignsOuter(target: AstNode, isOuter: (target: AstNode) => boolean): boolean {
  if (target.type === 'ArrayPattern')
    return children(target, 'elements').some((element) => assignsOuter(element, isOuter));
  if (target.type === 'ObjectPattern') {
    return children(target, 'properties').some((property) => {
      if (property.type !== 'Property') return false;
      const value = child(property, 'value')!;
      if (property.shorthand === true)
        return isOuter(value.type === 'AssignmentPattern' ? child(value, 'left')! : value);
      return assignsOuter(value, isOuter);
    });
  }
  if (target.type === 'RestElement') {
    // In an array a spread is followed; in an object literal TypeScript's spread is not a target it looks at.
    return target.parent?.type === 'ArrayPattern' && assignsOuter(child(target, 'argument')!, isOuter);
  }
  // `[a = 1] = x`: TypeScript sees an assignment expression there, whose root is no name.
  if (target.type === 'AssignmentPattern') return false;
  return isOuter(target);
}

/** `fetch(url, { method: 'POST' })` (any case of the method name). */
function fetchWrites(call: AstNode, source: (node: AstNode) => string): boolean {
  const init = children(call, 'arguments')[1];
  if (init?.type !== 'ObjectExpression') return false;
  return children(init, 'properties').some((property) => {
    if (property.type !== 'Property' || property.kind !== 'init' || property.shorthand || property.method)
      return false;
    if (source(child(property, 'key')!) !== 'method' || property.computed) return false;
    const value = child(property, 'value')!;
    const method =
      value.type === 'Literal' && typeof value.value === 'string'
        ? value.value
        : value.type === 'TemplateLiteral' && children(value, 'expressions').length === 0
          ? String((children(value, 'quasis')[0]?.value as { cooked?: string } | undefined)?.cooked ?? '')
          : undefined;
    return method !== undefined && HTTP_WRITE_METHODS.has(method.toLowerCase());
  });
}

/** A `const [x, setX] = useState(…)` setter or a `useReducer` dispatch. */
function isStateSetter(callee: AstNode, name: string, source: (node: AstNode) => string): boolean {
  const declarator = declaratorOf(callee, name);
  const pattern = child(declarator, 'id');
  if (!declarator || pattern?.type !== 'ArrayPattern') return false;
  const second = (pattern.elements as (AstNode | null)[])[1];
  const element = second?.type === 'AssignmentPattern' ? child(second, 'left') : second;
  if (identifierName(element ?? undefined) !== name) return false;
  const initializer = child(declarator, 'init');
  return initializer?.type === 'CallExpression' && STATE_HOOKS.test(source(child(initializer, 'callee')!));
}

/** The variable declarator (in a function, a block or at the top of the file) that declares `name` where `at` reads it. */
function declaratorOf(at: AstNode, name: string): AstNode | undefined {
  const local = findLocalDeclaration(at, name, 'value');
  if (local) return local.kind === 'variable' ? local.node : undefined;
  let program: AstNode | undefined = at;
  while (program?.parent) program = program.parent;
  for (const statement of children(program, 'body')) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? child(statement, 'declaration') : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of children(declaration, 'declarations'))
      if (boundNames(child(declarator, 'id')).includes(name)) return declarator;
  }
  return undefined;
}

/** The object an access chain starts from: `a` in `a.b[c].d`, `this` in `this.state.x`. */
function rootOf(expression: AstNode): AstNode {
  let current = expression;
  for (;;) {
    if (current.type === 'MemberExpression') current = child(current, 'object')!;
    else if (
      current.type === 'ParenthesizedExpression' ||
      current.type === 'TSNonNullExpression' ||
      current.type === 'ChainExpression'
    )
      current = child(current, 'expression')!;
    else if (current.type === 'CallExpression') current = child(current, 'callee')!;
    else return current;
  }
}

/** Every name the function declares: parameters, variables, inner functions and classes, catch bindings. */
function localNames(fn: AstNode, body: AstNode): Set<string> {
  const names = new Set<string>();
  const addAll = (pattern: AstNode | undefined) => {
    for (const name of boundNames(pattern)) names.add(name);
  };
  for (const parameter of children(fn, 'params'))
    addAll(parameter.type === 'TSParameterProperty' ? child(parameter, 'parameter') : parameter);
  walk(body, (node) => {
    if (node.type === 'VariableDeclarator') addAll(child(node, 'id'));
    else if (node.type === 'CatchClause') addAll(child(node, 'param'));
    else if (isFunctionNode(node)) {
      for (const parameter of children(node, 'params')) addAll(parameter);
      if (node.type === 'FunctionDeclaration') addAll(child(node, 'id'));
    } else if (node.type === 'ClassDeclaration') addAll(child(node, 'id'));
    return undefined;
  });
  return names;
}

void childNodes;
