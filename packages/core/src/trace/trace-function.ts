import { ts } from 'ts-morph';
import { followAliases } from './follow-aliases';
import { isReactUseCallback } from './react-use-callback';
import type { ToolDefinition, TraceContext } from './trace-context';
import type { TraceFailure } from './untraceable';
import { unwrapExpression } from './unwrap-expression';

/** How the value being traced was reached: it decides the JSDoc node and where the schema goes. */
export type ValueBinding =
  | { kind: 'variable'; declaration: ts.VariableDeclaration & { name: ts.Identifier } }
  | { kind: 'property'; property: ts.PropertyAssignment }
  | { kind: 'default-export'; assignment: ts.ExportAssignment }
  | { kind: 'none' };

/** A traced definition, or why tracing stopped. */
export type TraceOutcome = ToolDefinition | TraceFailure;

/** Whether tracing stopped. */
export function isTraceFailure(outcome: unknown): outcome is TraceFailure {
  return typeof outcome === 'object' && outcome !== null && 'reason' in outcome;
}

// Bounds `const a = b; const b = a` style loops that the checker tolerates in broken code.
const MAX_DEPTH = 32;

/** Follows a registered value (inline function, identifier, `obj.prop`, `useCallback(fn)`) to its function. */
export function traceFunctionOfExpression(
  expression: ts.Expression,
  binding: ValueBinding,
  context: TraceContext,
  files: string[],
  depth = 0,
): TraceOutcome {
  const value = unwrapExpression(expression);
  if (depth > MAX_DEPTH) return { node: value, reason: 'it refers to itself in a loop' };
  if (ts.isArrowFunction(value) || ts.isFunctionExpression(value))
    return inlineFunction(value, binding, files);
  if (ts.isCallExpression(value)) {
    if (!isReactUseCallback(value.expression, context.checker)) {
      return {
        node: value,
        reason: 'it is the result of a call, known only at run time',
        hint: 'Register the function itself (a declaration, an arrow function, or a useCallback result)',
      };
    }
    const callback = value.arguments[0];
    if (!callback) return { node: value, reason: 'useCallback is called without a function' };
    return traceFunctionOfExpression(callback, binding, context, files, depth + 1);
  }
  if (ts.isIdentifier(value) || ts.isPropertyAccessExpression(value) || ts.isElementAccessExpression(value)) {
    const symbol = context.checker.getSymbolAtLocation(
      ts.isElementAccessExpression(value)
        ? value.argumentExpression
        : ts.isIdentifier(value)
          ? value
          : value.name,
    );
    if (!symbol) return { node: value, reason: `"${value.getText()}" cannot be resolved` };
    return traceFunctionOfSymbol(symbol, value, context, files, depth + 1);
  }
  return { node: value, reason: `it is ${describeExpression(value)}, not a function` };
}

/** Follows a symbol (through imports and re-exports) to the function it names. */
export function traceFunctionOfSymbol(
  symbol: ts.Symbol,
  reference: ts.Node,
  context: TraceContext,
  files: string[],
  depth = 0,
): TraceOutcome {
  const resolved = followAliases(symbol, reference, context, files);
  if (isTraceFailure(resolved)) return resolved;
  const declaration = pickDeclaration(resolved);
  if (!declaration) return { node: reference, reason: `"${resolved.name}" has no declaration` };
  const sourceFile = declaration.getSourceFile();
  files.push(sourceFile.fileName);
  context.visitedFiles.add(sourceFile.fileName);
  if (sourceFile.isDeclarationFile) {
    return {
      node: reference,
      reason: `"${resolved.name}" is only declared in ${sourceFile.fileName}, which has no code to attach a schema to`,
      hint: 'Register a function whose source is part of this project',
    };
  }
  if (ts.isFunctionDeclaration(declaration)) return functionDeclaration(declaration, files);
  if (ts.isVariableDeclaration(declaration)) {
    if (!ts.isIdentifier(declaration.name))
      return { node: declaration, reason: 'it comes from a destructuring pattern' };
    if (!declaration.initializer) return { node: declaration, reason: 'it is declared without a value' };
    const variable = declaration as ts.VariableDeclaration & { name: ts.Identifier };
    return traceFunctionOfExpression(
      declaration.initializer,
      { kind: 'variable', declaration: variable },
      context,
      files,
      depth,
    );
  }
  if (ts.isPropertyAssignment(declaration)) {
    return traceFunctionOfExpression(
      declaration.initializer,
      { kind: 'property', property: declaration },
      context,
      files,
      depth,
    );
  }
  if (ts.isShorthandPropertyAssignment(declaration)) {
    const value = context.checker.getShorthandAssignmentValueSymbol(declaration);
    if (!value) return { node: declaration, reason: `"${declaration.name.text}" cannot be resolved` };
    return traceFunctionOfSymbol(value, declaration, context, files, depth + 1);
  }
  if (ts.isMethodDeclaration(declaration)) return methodDefinition(declaration, files);
  if (ts.isExportAssignment(declaration)) {
    return traceFunctionOfExpression(
      declaration.expression,
      { kind: 'default-export', assignment: declaration },
      context,
      files,
      depth,
    );
  }
  if (ts.isParameter(declaration) || ts.isBindingElement(declaration)) {
    return {
      node: declaration,
      reason: 'it is a parameter, known only at run time',
      hint: 'Register the function where it is defined, not a parameter that receives it',
    };
  }
  if (ts.isClassDeclaration(declaration) || ts.isClassExpression(declaration)) {
    return {
      node: reference,
      reason: 'it is a class',
      hint: 'Register a class component with withWebMcpTools(MyComponent); its documented methods become tools',
    };
  }
  if (ts.isSourceFile(declaration) || ts.isModuleDeclaration(declaration)) {
    return {
      node: reference,
      reason: 'it is a module namespace, not a function',
      hint: 'Pass the namespace as its own map: registerGlobalTools(api)',
    };
  }
  return { node: reference, reason: `it is ${describeDeclaration(declaration)}, not a function` };
}

function pickDeclaration(symbol: ts.Symbol): ts.Declaration | undefined {
  const declarations = symbol.declarations ?? [];
  // An overloaded function: the implementation is the one with a body.
  return (
    declarations.find((declaration) => ts.isFunctionDeclaration(declaration) && declaration.body) ??
    symbol.valueDeclaration ??
    declarations[0]
  );
}

function inlineFunction(
  fn: ts.ArrowFunction | ts.FunctionExpression,
  binding: ValueBinding,
  files: string[],
): ToolDefinition {
  files.push(fn.getSourceFile().fileName);
  if (binding.kind === 'variable') {
    const statement = binding.declaration.parent.parent;
    if (ts.isVariableStatement(statement)) {
      return { fn, docNode: statement, nameNode: binding.declaration.name, files };
    }
    return { fn, docNode: binding.declaration, nameNode: binding.declaration.name, files };
  }
  if (binding.kind === 'property') {
    return { fn, docNode: binding.property, nameNode: binding.property.name, files };
  }
  if (binding.kind === 'default-export') {
    return { fn, docNode: binding.assignment, nameNode: fn, files };
  }
  return { fn, docNode: fn, nameNode: fn, files };
}

function functionDeclaration(declaration: ts.FunctionDeclaration, files: string[]): TraceOutcome {
  if (!declaration.body) return { node: declaration, reason: 'it has no body (an overload or a `declare`)' };
  const { name } = declaration;
  return { fn: declaration, docNode: declaration, nameNode: name ?? declaration, files };
}

function methodDefinition(method: ts.MethodDeclaration, files: string[]): TraceOutcome {
  if (!method.body) return { node: method, reason: 'it has no body' };
  const memberName = staticName(method.name);
  if (memberName === undefined) return { node: method.name, reason: 'its name is computed' };
  const holder = method.parent;
  if (ts.isObjectLiteralExpression(holder)) {
    if (!isHeldByConst(holder)) {
      return {
        node: method.name,
        reason: 'it is a method of an object literal that no const holds, so the schema has nowhere to go',
        hint: `Hold the object in a const, or write the method as a property: ${methodAsProperty(method, memberName)} { … }`,
      };
    }
    return { fn: method, docNode: method, nameNode: method.name, files };
  }
  if (ts.isClassDeclaration(holder) && holder.name && isStatic(method)) {
    return { fn: method, docNode: method, nameNode: method.name, files };
  }
  return {
    node: method.name,
    reason: 'it is an instance method',
    hint: 'Register the class component with withWebMcpTools(MyComponent) instead',
  };
}

/**
 * `async search(p: Q)` → `search: async function (p: Q)`: the same parameters and modifiers, and a
 * `function` (an arrow would change what `this` is in the body).
 */
function methodAsProperty(method: ts.MethodDeclaration, name: string): string {
  const sourceFile = method.getSourceFile();
  const isAsync = method.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.AsyncKeyword);
  const parameters = method.parameters.map((parameter) => parameter.getText(sourceFile)).join(', ');
  return `${name}: ${isAsync ? 'async ' : ''}function${method.asteriskToken ? '*' : ''} (${parameters})`;
}

/**
 * Whether a `const` statement holds the literal, directly or through named properties
 * (`const api = { user: { … } }`): a method of a literal no `const` holds stays an M1, as it was
 * when schemas were injected after that statement.
 */
function isHeldByConst(literal: ts.ObjectLiteralExpression): boolean {
  let parent = literal.parent;
  while (
    parent &&
    (ts.isParenthesizedExpression(parent) || ts.isAsExpression(parent) || ts.isSatisfiesExpression(parent))
  ) {
    parent = parent.parent;
  }
  if (ts.isVariableDeclaration(parent)) {
    return ts.isIdentifier(parent.name) && ts.isVariableStatement(parent.parent.parent);
  }
  if (ts.isPropertyAssignment(parent) && ts.isObjectLiteralExpression(parent.parent)) {
    return staticName(parent.name) !== undefined && isHeldByConst(parent.parent);
  }
  return false;
}

function staticName(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return undefined;
}

function isStatic(member: ts.ClassElement): boolean {
  return (
    ts
      .getModifiers(member as ts.HasModifiers)
      ?.some((modifier) => modifier.kind === ts.SyntaxKind.StaticKeyword) ?? false
  );
}

function describeExpression(expression: ts.Expression): string {
  if (ts.isObjectLiteralExpression(expression)) return 'an object literal';
  if (ts.isArrayLiteralExpression(expression)) return 'an array literal';
  if (ts.isStringLiteralLike(expression) || ts.isTemplateExpression(expression)) return 'a string';
  if (ts.isNumericLiteral(expression)) return 'a number';
  if (ts.isClassExpression(expression)) return 'a class';
  if (expression.kind === ts.SyntaxKind.NullKeyword) return 'null';
  return `an expression (${ts.SyntaxKind[expression.kind]})`;
}

function describeDeclaration(declaration: ts.Declaration): string {
  if (ts.isEnumDeclaration(declaration)) return 'an enum';
  if (ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration)) return 'a type';
  if (ts.isPropertyDeclaration(declaration) || ts.isPropertySignature(declaration)) return 'a property';
  if (ts.isGetAccessor(declaration) || ts.isSetAccessor(declaration)) return 'an accessor';
  return `a ${ts.SyntaxKind[declaration.kind]}`;
}
