import { ts } from 'ts-morph';
import type { ToolDelivery } from '../types';
import { reportDuplicateKeys } from './duplicate-keys';
import { followAliases } from './follow-aliases';
import { collectModuleEntries } from './module-exports';
import { isReactHook } from './react-use-callback';
import { invalidToolNameDiagnostic, toolNameOfKey } from './tool-names';
import type { BranchChoice, ToolEntry, TraceContext } from './trace-context';
import { isTraceFailure, traceFunctionOfExpression, traceFunctionOfSymbol } from './trace-function';
import { type TraceFailure, untraceableDiagnostic } from './untraceable';
import { unwrapExpression } from './unwrap-expression';

/** Where a map expression sits: the files passed to reach it and the branches it is inside. */
export interface MapScope {
  files: readonly string[];
  branches: readonly BranchChoice[];
  /**
   * The map slot where tracing left the call's own argument tree (an identifier, a namespace, a
   * `useMemo`): every entry found from there is delivered through it, by name. Undefined while
   * tracing is still inside the call's literals and conditionals, where each member has its slot.
   */
  mapSlot?: number;
}

// Nested spreads of consts of spreads…: real maps are shallow, the cap only stops cycles.
const MAX_MAP_DEPTH = 16;

/**
 * Collects the name → function entries of one map argument: object literals (with spreads),
 * consts bound to them, namespace imports, and both sides of conditionals.
 */
export function collectMapEntries(
  expression: ts.Expression,
  context: TraceContext,
  scope: MapScope,
  entries: ToolEntry[],
  depth = 0,
): void {
  const map = unwrapExpression(expression);
  if (depth > MAX_MAP_DEPTH) {
    reportMap(context, { node: map, reason: 'it refers to itself' });
    return;
  }
  if (ts.isObjectLiteralExpression(map)) {
    reportDuplicateKeys(map, context);
    for (const property of map.properties) collectProperty(property, map, context, scope, entries, depth);
    return;
  }
  if (ts.isConditionalExpression(map)) {
    collectMapEntries(map.whenTrue, context, branch(scope, map, 0), entries, depth + 1);
    collectMapEntries(map.whenFalse, context, branch(scope, map, 1), entries, depth + 1);
    return;
  }
  if (ts.isBinaryExpression(map) && isShortCircuit(map.operatorToken.kind)) {
    // `cond && { a }` yields the map or a falsy value; `a ?? b` and `a || b` yield one of two maps.
    if (map.operatorToken.kind !== ts.SyntaxKind.AmpersandAmpersandToken) {
      collectMapEntries(map.left, context, branch(scope, map, 0), entries, depth + 1);
    }
    collectMapEntries(map.right, context, branch(scope, map, 1), entries, depth + 1);
    return;
  }
  if (isEmptyValue(map)) return;
  if (ts.isIdentifier(map) || ts.isPropertyAccessExpression(map)) {
    collectReferencedMap(map, context, leavingAt(scope, map), entries, depth);
    return;
  }
  const memoized = ts.isCallExpression(map) ? memoizedValue(map, context.checker) : undefined;
  if (memoized) {
    collectMapEntries(memoized, context, leavingAt(scope, map), entries, depth + 1);
    return;
  }
  if (ts.isArrowFunction(map) || ts.isFunctionExpression(map) || ts.isCallExpression(map)) {
    reportMap(context, {
      node: map,
      reason: 'a map argument must be an object of tools, not a function or a call result',
      hint: 'Pass an object literal whose keys name the tools: registerGlobalTools({ search })',
    });
    return;
  }
  reportMap(context, {
    node: map,
    reason: 'it is not an object literal, a const bound to one, or a namespace import',
  });
}

function collectReferencedMap(
  reference: ts.Identifier | ts.PropertyAccessExpression,
  context: TraceContext,
  scope: MapScope,
  entries: ToolEntry[],
  depth: number,
): void {
  const symbol = context.checker.getSymbolAtLocation(ts.isIdentifier(reference) ? reference : reference.name);
  if (!symbol) {
    reportMap(context, { node: reference, reason: `"${reference.getText()}" cannot be resolved` });
    return;
  }
  const files = [...scope.files];
  const resolved = followAliases(symbol, reference, context, files);
  if (isTraceFailure(resolved)) {
    reportMap(context, resolved);
    return;
  }
  if (resolved.flags & ts.SymbolFlags.ValueModule) {
    collectModuleEntries(resolved, reference, context, { ...scope, files }, entries);
    return;
  }
  const declaration = resolved.valueDeclaration;
  if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) {
    files.push(declaration.getSourceFile().fileName);
    collectMapEntries(declaration.initializer, context, { ...scope, files }, entries, depth + 1);
    return;
  }
  if (declaration && (ts.isParameter(declaration) || ts.isBindingElement(declaration))) {
    reportMap(context, { node: reference, reason: 'it is a parameter, known only at run time' });
    return;
  }
  reportMap(context, {
    node: reference,
    reason: 'it is not bound to an object literal or a namespace import',
  });
}

function collectProperty(
  property: ts.ObjectLiteralElementLike,
  literal: ts.ObjectLiteralExpression,
  context: TraceContext,
  scope: MapScope,
  entries: ToolEntry[],
  depth: number,
): void {
  if (ts.isSpreadAssignment(property)) {
    collectMapEntries(property.expression, context, scope, entries, depth + 1);
    return;
  }
  const name = toolNameOfKey(property.name as ts.PropertyName, context.checker);
  if (typeof name !== 'string') {
    context.diagnostics.push(name);
    return;
  }
  const invalidName = invalidToolNameDiagnostic(name, property.name);
  if (invalidName) {
    context.diagnostics.push(invalidName);
    return;
  }
  const files = [...scope.files];
  const traced = tracePropertyValue(property, context, files);
  if (isTraceFailure(traced)) {
    context.diagnostics.push(untraceableDiagnostic(name, traced));
    return;
  }
  entries.push({
    name,
    keyNode: property.name,
    definition: traced,
    branches: scope.branches,
    delivery: memberDelivery(property, literal, name, scope),
  });
}

/**
 * The slot of a map member: once tracing has left the call's argument tree, the map slot where it
 * left; inside it, the member's own value (a method or accessor has none: the literal is wrapped).
 */
function memberDelivery(
  property: ts.ObjectLiteralElementLike,
  literal: ts.ObjectLiteralExpression,
  name: string,
  scope: MapScope,
): ToolDelivery {
  if (scope.mapSlot !== undefined) return { at: scope.mapSlot, key: name };
  if (ts.isPropertyAssignment(property)) return { at: unwrapExpression(property.initializer).getStart() };
  if (ts.isShorthandPropertyAssignment(property)) return { at: property.name.getStart() };
  return { at: literal.getStart(), key: name };
}

/** The scope past `map`: the map slot at `map` unless tracing has already left the argument tree. */
function leavingAt(scope: MapScope, map: ts.Expression): MapScope {
  return scope.mapSlot === undefined ? { ...scope, mapSlot: map.getStart() } : scope;
}

function tracePropertyValue(property: ts.ObjectLiteralElementLike, context: TraceContext, files: string[]) {
  if (ts.isPropertyAssignment(property)) {
    return traceFunctionOfExpression(property.initializer, { kind: 'property', property }, context, files);
  }
  if (ts.isShorthandPropertyAssignment(property)) {
    const symbol = context.checker.getShorthandAssignmentValueSymbol(property);
    if (!symbol) return { node: property, reason: `"${property.name.text}" cannot be resolved` };
    return traceFunctionOfSymbol(symbol, property.name, context, files);
  }
  if (ts.isMethodDeclaration(property)) {
    const symbol = context.checker.getSymbolAtLocation(property.name);
    if (symbol) return traceFunctionOfSymbol(symbol, property.name, context, files);
  }
  return { node: property, reason: 'an accessor is not a function value' };
}

/** The value a `useMemo(() => value, deps)` call returns, when its factory returns one expression. */
function memoizedValue(call: ts.CallExpression, checker: ts.TypeChecker): ts.Expression | undefined {
  const factory = call.arguments[0] && unwrapExpression(call.arguments[0]);
  if (!factory || !(ts.isArrowFunction(factory) || ts.isFunctionExpression(factory))) return undefined;
  if (!isReactHook(call.expression, 'useMemo', checker)) return undefined;
  if (!ts.isBlock(factory.body)) return factory.body;
  const returns = factory.body.statements.filter(ts.isReturnStatement);
  return returns.length === 1 ? returns[0].expression : undefined;
}

function reportMap(context: TraceContext, failure: TraceFailure): void {
  context.diagnostics.push(
    untraceableDiagnostic(undefined, {
      hint: 'Pass an object literal ({ search }), a const bound to one, a namespace import (import * as api), or a conditional of these',
      ...failure,
    }),
  );
}

function branch(scope: MapScope, branching: ts.Node, side: number): MapScope {
  return { ...scope, branches: [...scope.branches, { branching, side }] };
}

function isShortCircuit(kind: ts.SyntaxKind): boolean {
  return (
    kind === ts.SyntaxKind.AmpersandAmpersandToken ||
    kind === ts.SyntaxKind.BarBarToken ||
    kind === ts.SyntaxKind.QuestionQuestionToken
  );
}

function isEmptyValue(expression: ts.Expression): boolean {
  return (
    expression.kind === ts.SyntaxKind.NullKeyword ||
    expression.kind === ts.SyntaxKind.FalseKeyword ||
    (ts.isIdentifier(expression) && expression.text === 'undefined')
  );
}
