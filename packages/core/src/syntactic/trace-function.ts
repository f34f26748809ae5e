import { type AstNode, child, children, identifierName, unwrapExpression } from '../syntax/ast';
import { findLocalDeclaration, type LocalDeclaration } from '../syntax/lexical-scope';
import type { ParsedFile } from '../syntax/parsed-file';
import { bail } from './bail';
import { statementAfter, statementAtBlockStart, wrapTarget } from './injection-target';
import type { DeclarationBinding } from './module-scope';
import type { ResolvedName } from './project-index';
import { isReactHook } from './react-hooks';
import { describe, resolveModuleLevel } from './trace-calls';
import type { Definition, Located, TraceContext } from './trace-context';

/** Why tracing stopped, and where (an M1). */
export interface TraceFailure {
  at: Located;
  reason: string;
  hint?: string;
}

/** A traced definition, or why tracing stopped. */
export type TraceOutcome = Definition | TraceFailure;

/** How the value being traced was reached: it decides the JSDoc node (see trace/trace-function.ts). */
export type ValueBinding =
  | { kind: 'variable'; declarator: AstNode }
  | { kind: 'property'; property: AstNode }
  | { kind: 'default-export'; statement: AstNode }
  | { kind: 'none' };

// Bounds `const a = b; const b = a` style loops.
const MAX_DEPTH = 32;

/** Follows a registered value (inline function, identifier, `useCallback(fn)`) to its function. */
export function traceFunctionOfExpression(
  expression: AstNode,
  binding: ValueBinding,
  file: ParsedFile,
  context: TraceContext,
  files: string[],
  depth: number,
): TraceOutcome {
  const value = unwrapExpression(expression);
  if (depth > MAX_DEPTH) return { at: { file, node: value }, reason: 'it refers to itself in a loop' };
  if (value.type === 'ArrowFunctionExpression' || value.type === 'FunctionExpression')
    return inlineFunction(value, binding, file, files);
  if (value.type === 'CallExpression') {
    if (!isReactHook(child(value, 'callee')!, 'useCallback', file)) {
      return {
        at: { file, node: value },
        reason: 'it is the result of a call, known only at run time',
        hint: 'Register the function itself (a declaration, an arrow function, or a useCallback result)',
      };
    }
    const [callback] = children(value, 'arguments');
    if (!callback) return { at: { file, node: value }, reason: 'useCallback is called without a function' };
    if (callback.type === 'SpreadElement') bail('trace:spread-callback', describe(file, callback));
    return traceFunctionOfExpression(callback, binding, file, context, files, depth + 1);
  }
  const name = identifierName(value);
  if (name !== undefined) {
    const local = findLocalDeclaration(value, name, 'value');
    const source = local ? { local, file } : resolveModuleLevel(context, file, name, value);
    return traceFunctionOfResolved(source, { file, node: value }, context, files, depth + 1);
  }
  if (value.type === 'MemberExpression' || value.type === 'ChainExpression')
    bail('trace:member-access', describe(file, value));
  const what = describeExpression(value);
  if (!what) bail('trace:expression', describe(file, value));
  return { at: { file, node: value }, reason: `it is ${what}, not a function` };
}

/** A local declaration (inside a function or block), or a name resolved at a file's top level. */
export type TracedSource = { local: LocalDeclaration; file: ParsedFile } | ResolvedName;

/** Follows a resolved name to the function it names (see `traceFunctionOfSymbol`). */
export function traceFunctionOfResolved(
  source: TracedSource,
  reference: Located,
  context: TraceContext,
  files: string[],
  depth: number,
): TraceOutcome {
  if ('local' in source) return traceLocal(source.local, source.file, reference, context, files, depth);
  for (const aliasFile of source.aliasFiles) {
    files.push(aliasFile);
    context.visitedFiles.add(aliasFile);
  }
  const target = source.target;
  switch (target.kind) {
    case 'module':
      return {
        at: reference,
        reason: 'it is a module namespace, not a function',
        hint: 'Pass the namespace as its own map: registerGlobalTools(api)',
      };
    case 'default-expression': {
      const file = target.scope.file;
      files.push(file.fileName);
      context.visitedFiles.add(file.fileName);
      const declaration = child(target.node, 'declaration')!;
      if (declaration.type === 'FunctionDeclaration') return functionDeclaration(declaration, file, files);
      if (declaration.type === 'ClassDeclaration' || declaration.type === 'ClassExpression')
        return classFailure(reference);
      return traceFunctionOfExpression(
        declaration,
        { kind: 'default-export', statement: target.node },
        file,
        context,
        files,
        depth,
      );
    }
    case 'declarations':
      return traceDeclarations(target.bindings, target.scope.file, reference, context, files, depth);
    default:
      return bail(`trace:${target.kind}`, describe(reference.file, reference.node));
  }
}

function traceDeclarations(
  bindings: DeclarationBinding[],
  file: ParsedFile,
  reference: Located,
  context: TraceContext,
  files: string[],
  depth: number,
): TraceOutcome {
  const values = bindings.filter(
    (binding) => binding.declarationKind !== 'interface' && binding.declarationKind !== 'typeAlias',
  );
  const functions = values.filter((binding) => binding.declarationKind === 'function');
  // An overloaded function: the implementation is the one with a body.
  const picked =
    functions.length > 0 && functions.length === values.length
      ? (functions.find((binding) => child(binding.node, 'body')) ?? functions[0])
      : values.length === 1
        ? values[0]
        : undefined;
  if (!picked) return bail('trace:unmodelled-binding', describe(reference.file, reference.node));
  files.push(file.fileName);
  context.visitedFiles.add(file.fileName);
  if (/\.d\.[^/]*ts$/.test(file.fileName)) bail('trace:declaration-file', file.fileName);
  switch (picked.declarationKind) {
    case 'function':
      return functionDeclaration(picked.node, file, files);
    case 'variable':
      return variableDeclaration(picked.node, file, context, files, depth);
    case 'class':
      return classFailure(reference);
    default:
      return bail(`trace:${picked.declarationKind}`, describe(reference.file, reference.node));
  }
}

function traceLocal(
  local: LocalDeclaration,
  file: ParsedFile,
  reference: Located,
  context: TraceContext,
  files: string[],
  depth: number,
): TraceOutcome {
  files.push(file.fileName);
  context.visitedFiles.add(file.fileName);
  switch (local.kind) {
    case 'function':
      return local.node.type === 'FunctionDeclaration'
        ? functionDeclaration(local.node, file, files)
        : bail('trace:named-function-expression', describe(file, local.node));
    case 'variable':
      return variableDeclaration(local.node, file, context, files, depth);
    case 'parameter':
      return {
        at: { file, node: local.node },
        reason: 'it is a parameter, known only at run time',
        hint: 'Register the function where it is defined, not a parameter that receives it',
      };
    case 'class':
      return classFailure(reference);
    default:
      return bail(`trace:local-${local.kind}`, describe(file, local.node));
  }
}

function variableDeclaration(
  declarator: AstNode,
  file: ParsedFile,
  context: TraceContext,
  files: string[],
  depth: number,
): TraceOutcome {
  const id = child(declarator, 'id')!;
  if (id.type !== 'Identifier') {
    // The checker's declaration is the binding element inside the pattern: a parameter-like value.
    return bail('trace:destructured', describe(file, declarator));
  }
  const initializer = child(declarator, 'init');
  if (!initializer) return { at: { file, node: declarator }, reason: 'it is declared without a value' };
  return traceFunctionOfExpression(
    initializer,
    { kind: 'variable', declarator },
    file,
    context,
    files,
    depth,
  );
}

function classFailure(reference: Located): TraceFailure {
  return {
    at: reference,
    reason: 'it is a class',
    hint: 'Register a class component with withWebMcpTools(MyComponent); its documented methods become tools',
  };
}

/** The statement a declaration is written in (the `export` around it included). */
export function outerStatement(node: AstNode): AstNode {
  const parent = node.parent;
  return parent && (parent.type === 'ExportNamedDeclaration' || parent.type === 'ExportDefaultDeclaration')
    ? parent
    : node;
}

function functionDeclaration(declaration: AstNode, file: ParsedFile, files: string[]): TraceOutcome {
  const statement = outerStatement(declaration);
  if (!child(declaration, 'body'))
    return { at: { file, node: statement }, reason: 'it has no body (an overload or a `declare`)' };
  const name = child(declaration, 'id');
  const target = name
    ? statementAtBlockStart(file, declaration, identifierName(name)!)
    : wrapTarget(file, declaration);
  return {
    fn: declaration,
    docNode: statement,
    docIsFunction: true,
    nameNode: name ?? statement,
    file,
    files,
    target,
  };
}

function inlineFunction(fn: AstNode, binding: ValueBinding, file: ParsedFile, files: string[]): Definition {
  files.push(file.fileName);
  switch (binding.kind) {
    case 'variable': {
      const list = binding.declarator.parent!;
      const isStatement =
        list.parent?.type !== 'ForStatement' &&
        list.parent?.type !== 'ForOfStatement' &&
        list.parent?.type !== 'ForInStatement';
      if (!isStatement) bail('trace:loop-variable', describe(file, binding.declarator));
      const statement = outerStatement(list);
      const id = child(binding.declarator, 'id')!;
      return {
        fn,
        docNode: statement,
        docIsFunction: false,
        nameNode: id,
        file,
        files,
        target: statementAfter(file, statement, identifierName(id)!),
      };
    }
    case 'property': {
      const property = binding.property;
      const key = child(property, 'key')!;
      const nameNode = property.computed === true ? { ...key, start: property.start } : key;
      return {
        fn,
        docNode: property,
        docIsFunction: false,
        nameNode,
        file,
        files,
        target: wrapTarget(file, fn),
      };
    }
    case 'default-export':
      return {
        fn,
        docNode: binding.statement,
        docIsFunction: false,
        nameNode: fn,
        file,
        files,
        target: wrapTarget(file, fn),
      };
    default:
      return {
        fn,
        docNode: fn,
        docIsFunction: true,
        nameNode: fn,
        file,
        files,
        target: wrapTarget(file, fn),
      };
  }
}

function describeExpression(expression: AstNode): string | undefined {
  switch (expression.type) {
    case 'ObjectExpression':
      return 'an object literal';
    case 'ArrayExpression':
      return 'an array literal';
    case 'TemplateLiteral':
      return 'a string';
    case 'ClassExpression':
      return 'a class';
    case 'Literal':
      if (typeof expression.value === 'string') return 'a string';
      if (typeof expression.value === 'number') return 'a number';
      if (expression.raw === 'null') return 'null';
      return undefined;
    default:
      return undefined;
  }
}
