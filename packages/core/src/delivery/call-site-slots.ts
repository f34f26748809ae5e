import type { Expression, Node, ObjectExpression, Program } from 'oxc-parser';
import { unwrapExpression } from '../syntax/ast';

/**
 * A place in a call-site file where the transform hands functions their schemas (see
 * `ToolDelivery`): `[at, end)` is the expression to wrap, parentheses, `as`, `satisfies` and `!`
 * stripped. A `value` slot is one map member's value (`__s(value, at)`; `shorthand` names the
 * identifier of `{ search }`, written `search: __s(search, at)`); a `map` slot a map the call
 * gets from elsewhere, or a literal with methods (`__m(map, at)`); a `class` slot the class of
 * `withWebMcpTools` (`__c(Class, at)`). Slots may nest: a literal wrapped as a map slot can hold
 * value slots.
 */
export interface CallSiteSlot {
  kind: 'value' | 'map' | 'class';
  at: number;
  end: number;
  shorthand?: string;
}

const SDK_PACKAGE = 'webmcp-nexus-sdk';
const SDK_FUNCTIONS = new Set(['registerGlobalTools', 'useWebMcpTools', 'withWebMcpTools']);

/**
 * Every slot of every SDK registration call in a parsed call-site file, from its syntax alone (no
 * extraction): the transform can rewrite the file before any schema exists. A call is one whose
 * callee is imported from `webmcp-nexus-sdk` (or a subpath) by name, renamed or as a namespace. A
 * local that shadows such an import still gets slots: a slot no schema is delivered to leaves
 * its value as it is, so planning too much is harmless, while planning too little would lose a
 * tool. Slots come in source order.
 */
export function planCallSiteSlots(program: Program): CallSiteSlot[] {
  const { named, namespaces } = sdkImports(program);
  if (named.size === 0 && namespaces.size === 0) return [];
  const slots: CallSiteSlot[] = [];
  visit(program, (node) => {
    if (node.type !== 'CallExpression') return;
    const fn = calledSdkFunction(unwrapExpression(node.callee as Expression), named, namespaces);
    if (!fn) return;
    const [first, ...rest] = node.arguments;
    if (fn === 'withWebMcpTools') {
      if (first && first.type !== 'SpreadElement') {
        const component = unwrapExpression(first);
        slots.push({ kind: 'class', at: component.start, end: component.end });
      }
      return;
    }
    for (const argument of [first, ...rest]) {
      if (argument && argument.type !== 'SpreadElement') planMap(argument, slots);
    }
  });
  return slots.sort((a, b) => a.at - b.at || b.end - a.end);
}

/** The slots of one map argument: its literals' members, or the map as a whole. */
function planMap(expression: Expression, slots: CallSiteSlot[]): void {
  const map = unwrapExpression(expression);
  switch (map.type) {
    case 'ObjectExpression':
      planLiteral(map, slots);
      return;
    case 'ConditionalExpression':
      planMap(map.consequent, slots);
      planMap(map.alternate, slots);
      return;
    case 'LogicalExpression':
      // `c && map` yields the map or a falsy value; `a || b` and `a ?? b` one of two maps.
      if (map.operator !== '&&') planMap(map.left, slots);
      planMap(map.right, slots);
      return;
    case 'Literal':
      if (map.value === null || map.value === false) return;
      break;
    case 'Identifier':
      if (map.name === 'undefined') return;
      break;
  }
  slots.push({ kind: 'map', at: map.start, end: map.end });
}

function planLiteral(literal: ObjectExpression, slots: CallSiteSlot[]): void {
  let hasMethods = false;
  for (const member of literal.properties) {
    if (member.type === 'SpreadElement') {
      planMap(member.argument, slots);
    } else if (member.kind !== 'init' || member.method) {
      hasMethods = true;
    } else if (member.shorthand && member.value.type === 'Identifier') {
      slots.push({
        kind: 'value',
        at: member.value.start,
        end: member.value.end,
        shorthand: member.value.name,
      });
    } else {
      const value = unwrapExpression(member.value as Expression);
      slots.push({ kind: 'value', at: value.start, end: value.end });
    }
  }
  if (hasMethods) slots.push({ kind: 'map', at: literal.start, end: literal.end });
}

interface SdkImports {
  /** Local name → SDK function, for `import { registerGlobalTools as register }`. */
  named: Map<string, string>;
  /** Local names of `import * as sdk`. */
  namespaces: Set<string>;
}

function sdkImports(program: Program): SdkImports {
  const named = new Map<string, string>();
  const namespaces = new Set<string>();
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.importKind === 'type') continue;
    const source = statement.source.value;
    if (source !== SDK_PACKAGE && !source.startsWith(`${SDK_PACKAGE}/`)) continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportNamespaceSpecifier') namespaces.add(specifier.local.name);
      else if (specifier.type === 'ImportSpecifier' && specifier.importKind !== 'type') {
        const imported =
          specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value;
        if (SDK_FUNCTIONS.has(imported)) named.set(specifier.local.name, imported);
      }
    }
  }
  return { named, namespaces };
}

function calledSdkFunction(
  callee: Expression,
  named: ReadonlyMap<string, string>,
  namespaces: ReadonlySet<string>,
): string | undefined {
  if (callee.type === 'Identifier') return named.get(callee.name);
  if (
    callee.type === 'MemberExpression' &&
    !callee.computed &&
    callee.object.type === 'Identifier' &&
    namespaces.has(callee.object.name) &&
    callee.property.type === 'Identifier' &&
    SDK_FUNCTIONS.has(callee.property.name)
  )
    return callee.property.name;
  return undefined;
}

/** Calls `onNode` for every node of the tree, parents first. */
function visit(node: Node, onNode: (node: Node) => void): void {
  onNode(node);
  for (const key in node) {
    if (key === 'parent') continue;
    const child = (node as unknown as Record<string, unknown>)[key];
    if (Array.isArray(child)) {
      for (const item of child) if (isNode(item)) visit(item, onNode);
    } else if (isNode(child)) visit(child, onNode);
  }
}

function isNode(value: unknown): value is Node {
  return (
    typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
  );
}
