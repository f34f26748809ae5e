import { ts } from 'ts-morph';
import { walkFunctionBody } from './function-body';

const HTTP_WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);
const STORAGE_WRITES = new Set(['setItem', 'removeItem', 'clear']);
const ARRAY_MUTATIONS = new Set(['push', 'pop', 'shift', 'unshift', 'splice']);
const STATE_HOOKS = /^(React\.)?use(State|Reducer)$/;

/**
 * The first place where a tool's body clearly writes (for S3 on `@readonly` tools): an
 * assignment, `++`/`--` or `delete` on outer state or `this`; `setState`, a `useState` setter
 * or a `useReducer` dispatch; `fetch` with a POST/PUT/PATCH/DELETE method; a `.post`/`.put`/
 * `.patch`/`.delete` call or an array mutation on something not local; a `localStorage` or
 * `sessionStorage` write. Writes to the function's own locals and parameters do not count.
 */
export function findStateWrite(fn: ts.SignatureDeclaration, checker: ts.TypeChecker): ts.Node | undefined {
  const locals = collectLocalNames(fn);
  const isOuter = (target: ts.Expression) => {
    const root = rootOf(target);
    if (root.kind === ts.SyntaxKind.ThisKeyword) return true;
    return ts.isIdentifier(root) && !locals.has(root.text);
  };
  let write: ts.Node | undefined;
  walkFunctionBody(
    fn,
    (node) => {
      if (isWrite(node, isOuter, checker)) write = node;
      return write !== undefined;
    },
    { ownOnly: false },
  );
  return write;
}

function isWrite(
  node: ts.Node,
  isOuter: (target: ts.Expression) => boolean,
  checker: ts.TypeChecker,
): boolean {
  if (ts.isBinaryExpression(node) && isAssignment(node.operatorToken.kind))
    return assignsOuter(node.left, isOuter);
  if ((ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) && isIncrement(node.operator)) {
    return isOuter(node.operand);
  }
  if (ts.isDeleteExpression(node)) return isOuter(node.expression);
  if (!ts.isCallExpression(node)) return false;
  const callee = node.expression;
  if (ts.isIdentifier(callee)) {
    if (callee.text === 'fetch') return fetchWrites(node);
    return isStateSetter(callee, checker);
  }
  if (!ts.isPropertyAccessExpression(callee)) return false;
  const method = callee.name.text;
  const receiver = callee.expression;
  if (method === 'setState') return true;
  if (method === 'fetch' && ts.isIdentifier(receiver) && receiver.text === 'window') return fetchWrites(node);
  if (STORAGE_WRITES.has(method) && /^(window\.)?(localStorage|sessionStorage)$/.test(receiver.getText()))
    return true;
  return (HTTP_WRITE_METHODS.has(method) || ARRAY_MUTATIONS.has(method)) && isOuter(receiver);
}

/** `x = …`, `this.a.b = …`, `[a, b] = …`, `({ a } = …)` where some target is outer. */
function assignsOuter(target: ts.Expression, isOuter: (target: ts.Expression) => boolean): boolean {
  if (ts.isArrayLiteralExpression(target))
    return target.elements.some((element) => assignsOuter(element, isOuter));
  if (ts.isObjectLiteralExpression(target)) {
    return target.properties.some((property) =>
      ts.isPropertyAssignment(property)
        ? assignsOuter(property.initializer, isOuter)
        : ts.isShorthandPropertyAssignment(property) && isOuter(property.name),
    );
  }
  if (ts.isSpreadElement(target)) return assignsOuter(target.expression, isOuter);
  return isOuter(target);
}

/** `fetch(url, { method: 'POST' })` (any case of the method name). */
function fetchWrites(call: ts.CallExpression): boolean {
  const init = call.arguments[1];
  if (!init || !ts.isObjectLiteralExpression(init)) return false;
  return init.properties.some(
    (property) =>
      ts.isPropertyAssignment(property) &&
      property.name.getText() === 'method' &&
      ts.isStringLiteralLike(property.initializer) &&
      HTTP_WRITE_METHODS.has(property.initializer.text.toLowerCase()),
  );
}

/** A `const [x, setX] = useState(…)` setter or a `useReducer` dispatch. */
function isStateSetter(callee: ts.Identifier, checker: ts.TypeChecker): boolean {
  const declaration = checker.getSymbolAtLocation(callee)?.valueDeclaration;
  if (!declaration || !ts.isBindingElement(declaration)) return false;
  const pattern = declaration.parent;
  if (!ts.isArrayBindingPattern(pattern) || pattern.elements.indexOf(declaration) !== 1) return false;
  const variable = pattern.parent;
  if (!ts.isVariableDeclaration(variable) || !variable.initializer) return false;
  const initializer = variable.initializer;
  return ts.isCallExpression(initializer) && STATE_HOOKS.test(initializer.expression.getText());
}

/** The object an access chain starts from: `a` in `a.b[c].d`, `this` in `this.state.x`. */
function rootOf(expression: ts.Expression): ts.Expression {
  let current = expression;
  for (;;) {
    if (ts.isPropertyAccessExpression(current) || ts.isElementAccessExpression(current))
      current = current.expression;
    else if (ts.isParenthesizedExpression(current) || ts.isNonNullExpression(current))
      current = current.expression;
    else if (ts.isCallExpression(current)) current = current.expression;
    else return current;
  }
}

/** Every name the function declares: parameters, variables, inner functions, catch bindings. */
function collectLocalNames(fn: ts.SignatureDeclaration): Set<string> {
  const names = new Set<string>();
  const addBinding = (name: ts.BindingName): void => {
    if (ts.isIdentifier(name)) names.add(name.text);
    else for (const element of name.elements) if (!ts.isOmittedExpression(element)) addBinding(element.name);
  };
  for (const parameter of fn.parameters) addBinding(parameter.name);
  walkFunctionBody(
    fn,
    (node) => {
      if (ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isBindingElement(node))
        addBinding(node.name);
      else if ((ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node)) && node.name)
        names.add(node.name.text);
      return false;
    },
    { ownOnly: false },
  );
  return names;
}

function isAssignment(kind: ts.SyntaxKind): boolean {
  return kind >= ts.SyntaxKind.FirstAssignment && kind <= ts.SyntaxKind.LastAssignment;
}

function isIncrement(operator: ts.SyntaxKind): boolean {
  return operator === ts.SyntaxKind.PlusPlusToken || operator === ts.SyntaxKind.MinusMinusToken;
}
