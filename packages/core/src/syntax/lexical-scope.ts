import { type AstNode, child, children, identifierName, isFunctionNode, walk } from './ast';
import { boundNames } from './bindings';

/** A name declared inside a function or block, as an identifier there resolves to it. */
export interface LocalDeclaration {
  /** The declaring node: a variable declarator, a function or class declaration, a parameter, a catch clause. */
  node: AstNode;
  kind: 'variable' | 'function' | 'class' | 'parameter' | 'catch' | 'type' | 'type-parameter';
  /** For a variable: its `const`/`let`/`var` statement. */
  statement?: AstNode;
}

/**
 * The innermost declaration of `name` in the functions and blocks around `at` (below the file's
 * top level), or undefined when the name is the file's own (or global). Scopes are read as the
 * binder builds them: `var` and function declarations belong to the function, `let`/`const`/
 * `class` to their block, parameters and the function expression's own name to the function.
 */
export function findLocalDeclaration(
  at: AstNode,
  name: string,
  meaning: 'value' | 'type',
): LocalDeclaration | undefined {
  let previous: AstNode = at;
  for (let scope = at.parent; scope?.parent; previous = scope, scope = scope.parent) {
    const found = declarationIn(scope, previous, name, meaning);
    if (found) return found;
  }
  return undefined;
}

function declarationIn(
  scope: AstNode,
  from: AstNode,
  name: string,
  meaning: 'value' | 'type',
): LocalDeclaration | undefined {
  if (isFunctionNode(scope) || scope.type === 'TSDeclareFunction' || scope.type === 'TSMethodSignature') {
    const typeParameters = children(child(scope, 'typeParameters'), 'params');
    if (typeParameters.some((parameter) => identifierName(child(parameter, 'name')) === name))
      return { node: scope, kind: 'type-parameter' };
    if (meaning === 'type') return undefined;
    for (const parameter of children(scope, 'params'))
      if (boundNames(parameterPattern(parameter)).includes(name))
        return { node: parameter, kind: 'parameter' };
    if (scope.type === 'FunctionExpression' && identifierName(child(scope, 'id')) === name)
      return { node: scope, kind: 'function' };
    const body = child(scope, 'body');
    if (body?.type === 'BlockStatement' && from === body) return hoistedIn(body, name);
    return undefined;
  }
  if (
    scope.type === 'TSInterfaceDeclaration' ||
    scope.type === 'TSTypeAliasDeclaration' ||
    scope.type === 'ClassDeclaration' ||
    scope.type === 'ClassExpression'
  ) {
    const typeParameters = children(child(scope, 'typeParameters'), 'params');
    if (typeParameters.some((parameter) => identifierName(child(parameter, 'name')) === name))
      return { node: scope, kind: 'type-parameter' };
    return undefined;
  }
  if (scope.type === 'CatchClause' && meaning === 'value') {
    if (boundNames(child(scope, 'param')).includes(name)) return { node: scope, kind: 'catch' };
    return undefined;
  }
  if (scope.type === 'BlockStatement' || scope.type === 'StaticBlock' || scope.type === 'SwitchCase') {
    return lexicalIn(
      scope.type === 'SwitchCase'
        ? children(scope.parent, 'cases').flatMap((c) => children(c, 'consequent'))
        : children(scope, 'body'),
      name,
      meaning,
    );
  }
  if (
    (scope.type === 'ForStatement' || scope.type === 'ForInStatement' || scope.type === 'ForOfStatement') &&
    meaning === 'value'
  ) {
    const init = child(scope, scope.type === 'ForStatement' ? 'init' : 'left');
    if (init?.type === 'VariableDeclaration') {
      for (const declarator of children(init, 'declarations'))
        if (boundNames(child(declarator, 'id')).includes(name))
          return { node: declarator, kind: 'variable', statement: init };
    }
  }
  return undefined;
}

/** `let`/`const`/`class`/function declarations (and types) directly in a block. */
function lexicalIn(
  statements: AstNode[],
  name: string,
  meaning: 'value' | 'type',
): LocalDeclaration | undefined {
  for (const statement of statements) {
    if (meaning === 'type') {
      if (
        (statement.type === 'TSInterfaceDeclaration' ||
          statement.type === 'TSTypeAliasDeclaration' ||
          statement.type === 'ClassDeclaration' ||
          statement.type === 'TSEnumDeclaration') &&
        identifierName(child(statement, 'id')) === name
      )
        return { node: statement, kind: 'type' };
      continue;
    }
    if (statement.type === 'VariableDeclaration') {
      for (const declarator of children(statement, 'declarations'))
        if (boundNames(child(declarator, 'id')).includes(name))
          return { node: declarator, kind: 'variable', statement };
    } else if (
      (statement.type === 'FunctionDeclaration' || statement.type === 'ClassDeclaration') &&
      identifierName(child(statement, 'id')) === name
    ) {
      return { node: statement, kind: statement.type === 'FunctionDeclaration' ? 'function' : 'class' };
    } else if (statement.type === 'TSEnumDeclaration' && identifierName(child(statement, 'id')) === name) {
      return { node: statement, kind: 'type' };
    }
  }
  return undefined;
}

/** A function body's own declarations: its block's, plus `var`s anywhere in it outside nested functions. */
function hoistedIn(body: AstNode, name: string): LocalDeclaration | undefined {
  const lexical = lexicalIn(children(body, 'body'), name, 'value');
  if (lexical) return lexical;
  let found: LocalDeclaration | undefined;
  walk(body, (node) => {
    if (found || (node !== body && (isFunctionNode(node) || node.type === 'ClassDeclaration'))) return false;
    if (node.type === 'VariableDeclaration' && node.kind === 'var') {
      for (const declarator of children(node, 'declarations'))
        if (boundNames(child(declarator, 'id')).includes(name))
          found = { node: declarator, kind: 'variable', statement: node };
    }
    return undefined;
  });
  return found;
}

/** The binding pattern of a parameter (`p`, `{ a }`, `...rest`, `p = {}`). */
function parameterPattern(parameter: AstNode): AstNode | undefined {
  if (parameter.type === 'TSParameterProperty') return child(parameter, 'parameter');
  return parameter;
}
