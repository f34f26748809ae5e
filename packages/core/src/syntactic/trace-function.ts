import { type AstNode, child, children, identifierName, stringValue, unwrapExpression } from '../syntax/ast';
import { findLocalDeclaration, type LocalDeclaration } from '../syntax/lexical-scope';
import type { ParsedFile } from '../syntax/parsed-file';
import { bail } from './bail';
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
  if (value.type === 'MemberExpression' && value.computed !== true)
    return traceMember(value, file, context, files, depth);
  if (value.type === 'MemberExpression' || value.type === 'ChainExpression')
    bail('trace:member-access', describe(file, value));
  const what = describeExpression(value);
  if (!what) bail('trace:expression', describe(file, value));
  return { at: { file, node: value }, reason: `it is ${what}, not a function` };
}

/**
 * `api.search` (a namespace import's export) or `orderApi.cancel` (a member of an object literal
 * a `const` holds): the checker's symbol of the property, traced as its declaration.
 */
function traceMember(
  access: AstNode,
  file: ParsedFile,
  context: TraceContext,
  files: string[],
  depth: number,
): TraceOutcome {
  const object = unwrapExpression(child(access, 'object')!);
  const objectName = identifierName(object);
  const member = identifierName(child(access, 'property'));
  if (objectName === undefined || member === undefined)
    return bail('trace:member-access', describe(file, access));
  const local = findLocalDeclaration(object, objectName, 'value');
  const source = local ? undefined : resolveModuleLevel(context, file, objectName, object);
  if (source?.target.kind === 'module') {
    const resolved = context.project.resolveExport(source.target.scope, member);
    return traceFunctionOfResolved(resolved, { file, node: access }, context, files, depth + 1);
  }
  let declarator: AstNode | undefined;
  let declaredIn = file;
  if (local?.kind === 'variable') declarator = local.node;
  else if (source?.target.kind === 'declarations' && source.target.bindings.length === 1) {
    const [binding] = source.target.bindings;
    if (binding.declarationKind === 'variable') {
      declarator = binding.node;
      declaredIn = source.target.scope.file;
    }
  }
  const id = child(declarator, 'id');
  if (!declarator || id?.type !== 'Identifier' || child(id, 'typeAnnotation'))
    return bail('trace:member-access', describe(file, access));
  const literal = objectLiteralOf(child(declarator, 'init'));
  if (!literal) return bail('trace:member-access', describe(file, access));
  const properties = children(literal, 'properties').filter(
    (property) =>
      property.type === 'Property' && property.computed !== true && propertyName(property) === member,
  );
  if (
    properties.length !== 1 ||
    children(literal, 'properties').some((property) => property.type === 'SpreadElement')
  )
    return bail('trace:member-access', describe(file, access));
  const [property] = properties;
  files.push(declaredIn.fileName);
  context.visitedFiles.add(declaredIn.fileName);
  if (property.kind === 'get' || property.kind === 'set')
    return { at: { file, node: access }, reason: 'it is an accessor, not a function' };
  if (property.method === true) return methodDefinition(property, declaredIn, files);
  if (property.shorthand === true) {
    const value = child(property, 'value')!;
    const name = identifierName(value)!;
    const innerLocal = findLocalDeclaration(value, name, 'value');
    const inner = innerLocal
      ? { local: innerLocal, file: declaredIn }
      : resolveModuleLevel(context, declaredIn, name, value);
    return traceFunctionOfResolved(inner, { file: declaredIn, node: property }, context, files, depth + 1);
  }
  return traceFunctionOfExpression(
    child(property, 'value')!,
    { kind: 'property', property },
    declaredIn,
    context,
    files,
    depth,
  );
}

/** An object literal as a `const` holds it (through parentheses, `satisfies` and `as const`, which keep its members). */
function objectLiteralOf(initializer: AstNode | undefined): AstNode | undefined {
  let current = initializer;
  while (
    current &&
    (current.type === 'ParenthesizedExpression' ||
      current.type === 'TSSatisfiesExpression' ||
      (current.type === 'TSAsExpression' && isConstAssertion(child(current, 'typeAnnotation'))))
  )
    current = child(current, 'expression');
  return current?.type === 'ObjectExpression' ? current : undefined;
}

function isConstAssertion(type: AstNode | undefined): boolean {
  return type?.type === 'TSTypeReference' && identifierName(child(type, 'typeName')) === 'const';
}

/** A property's name as written (identifier, string or number). */
function propertyName(property: AstNode): string | undefined {
  const key = child(property, 'key');
  return (
    identifierName(key) ??
    stringValue(key) ??
    (key?.type === 'Literal' && typeof key.value === 'number' ? String(key.value) : undefined)
  );
}

/**
 * A method of an object literal (the checker engine's `methodDefinition`): a tool when a `const`
 * holds the object (its schema goes after that statement), else an M1 that shows the method as
 * a property.
 */
export function methodDefinition(method: AstNode, file: ParsedFile, files: string[]): TraceOutcome {
  const fn = child(method, 'value')!;
  const key = child(method, 'key')!;
  if (!child(fn, 'body')) return { at: { file, node: method }, reason: 'it has no body' };
  const memberName = method.computed === true ? undefined : propertyName(method);
  if (memberName === undefined)
    return { at: { file, node: { ...key, start: method.start } }, reason: 'its name is computed' };
  const holder = method.parent;
  if (holder?.type !== 'ObjectExpression') return bail('trace:method-holder', describe(file, method));
  if (!isHeldByConst(holder)) {
    return {
      at: { file, node: key },
      reason: 'it is a method of an object literal that no const holds, so the schema has nowhere to go',
      hint: `Hold the object in a const, or write the method as a property: ${methodAsProperty(fn, memberName, file)} { … }`,
    };
  }
  return { fn, docNode: method, docIsFunction: true, nameNode: key, file, files };
}

/** `async search(p: Q)` → `search: async function (p: Q)`: the same parameters and modifiers. */
function methodAsProperty(fn: AstNode, name: string, file: ParsedFile): string {
  const parameters = children(fn, 'params')
    .map((parameter) => file.text.slice(parameter.start, parameter.end))
    .join(', ');
  return `${name}: ${fn.async === true ? 'async ' : ''}function${fn.generator === true ? '*' : ''} (${parameters})`;
}

/** Whether a `const` statement holds the literal (the checker engine's `isHeldByConst`). */
function isHeldByConst(literal: AstNode): boolean {
  let parent = literal.parent;
  while (
    parent &&
    (parent.type === 'ParenthesizedExpression' ||
      parent.type === 'TSAsExpression' ||
      parent.type === 'TSSatisfiesExpression')
  )
    parent = parent.parent;
  if (parent?.type === 'VariableDeclarator' && child(parent, 'id')?.type === 'Identifier') {
    const list = parent.parent!;
    return (
      list.parent?.type !== 'ForStatement' &&
      list.parent?.type !== 'ForInStatement' &&
      list.parent?.type !== 'ForOfStatement'
    );
  }
  if (
    parent?.type === 'Property' &&
    parent.kind === 'init' &&
    parent.method !== true &&
    parent.parent?.type === 'ObjectExpression'
  ) {
    return parent.computed !== true && propertyName(parent) !== undefined && isHeldByConst(parent.parent);
  }
  return false;
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
  return {
    fn: declaration,
    docNode: statement,
    docIsFunction: true,
    nameNode: name ?? statement,
    file,
    files,
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
      };
    default:
      return {
        fn,
        docNode: fn,
        docIsFunction: true,
        nameNode: fn,
        file,
        files,
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
