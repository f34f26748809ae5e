import { NOT_STATIC } from '../schema/literal-text';
import { type AstNode, child, children, identifierName, stringValue, unwrapExpression } from '../syntax/ast';
import { findLocalDeclaration } from '../syntax/lexical-scope';
import type { ParsedFile } from '../syntax/parsed-file';
import { bail } from './bail';
import type { ProjectIndex } from './project-index';
import { describe } from './trace-calls';

// Const chains are short; the cap guards against `const a = b, b = a`.
const MAX_CONST_HOPS = 8;

/**
 * The JSON value of an expression known without running code, as the checker engine's
 * `readStaticValue` finds it: literals, arrays and objects of them, `-1`, and names bound to a
 * `const` whose initializer is one (here or imported; the file it was read from goes to
 * `onFile`). Bails where the checker would ask the type of a name (an enum member, a `let` with
 * a literal type, a property of a `const` object).
 */
export function readStaticValue(
  expression: AstNode,
  file: ParsedFile,
  project: ProjectIndex,
  onFile: (fileName: string) => void,
  hops = 0,
): unknown {
  const node = unwrapExpression(expression);
  const text = stringValue(node);
  if (text !== undefined) return text;
  if (node.type === 'TemplateLiteral') return NOT_STATIC;
  if (node.type === 'Literal') {
    if (typeof node.value === 'number' || typeof node.value === 'boolean') return node.value;
    if (node.raw === 'null') return null;
    return NOT_STATIC;
  }
  if (node.type === 'UnaryExpression' && node.operator === '-') {
    const operand = readStaticValue(child(node, 'argument')!, file, project, onFile, hops);
    return typeof operand === 'number' ? -operand : NOT_STATIC;
  }
  if (node.type === 'ArrayExpression') {
    const items = children(node, 'elements').map((item) =>
      item.type === 'SpreadElement' ? NOT_STATIC : readStaticValue(item, file, project, onFile, hops),
    );
    // A hole (`[1, , 2]`) is not a value either.
    if ((node.elements as unknown[]).includes(null)) return NOT_STATIC;
    return items.includes(NOT_STATIC) ? NOT_STATIC : items;
  }
  if (node.type === 'ObjectExpression') return readObjectLiteral(node, file, project, onFile, hops);
  const name = identifierName(node);
  if (name !== undefined) return readNamedValue(node, name, file, project, onFile, hops);
  if (node.type === 'MemberExpression') return bail('value:member-access', describe(file, node));
  return NOT_STATIC;
}

function readObjectLiteral(
  node: AstNode,
  file: ParsedFile,
  project: ProjectIndex,
  onFile: (fileName: string) => void,
  hops: number,
): unknown {
  const entries: [string, unknown][] = [];
  for (const property of children(node, 'properties')) {
    if (property.type !== 'Property' || property.kind !== 'init' || property.method || property.shorthand)
      return NOT_STATIC;
    if (property.computed) return NOT_STATIC;
    const key = child(property, 'key')!;
    const name =
      identifierName(key) ??
      (key.type === 'Literal' && typeof key.value === 'string' ? key.value : undefined) ??
      (key.type === 'Literal' && typeof key.value === 'number' ? String(key.value) : undefined);
    if (name === undefined) return NOT_STATIC;
    const value = readStaticValue(child(property, 'value')!, file, project, onFile, hops);
    if (value === NOT_STATIC) return NOT_STATIC;
    entries.push([name, value]);
  }
  // fromEntries defines own keys, so a `__proto__` key stays data.
  return Object.fromEntries(entries);
}

function readNamedValue(
  node: AstNode,
  name: string,
  file: ParsedFile,
  project: ProjectIndex,
  onFile: (fileName: string) => void,
  hops: number,
): unknown {
  if (name === 'undefined') return NOT_STATIC;
  const local = findLocalDeclaration(node, name, 'value');
  let declarator: AstNode | undefined;
  let declaredIn = file;
  if (local) {
    if (local.kind === 'parameter' && !hasTypeAnnotation(local.node)) return NOT_STATIC;
    if (local.kind !== 'variable') return bail('value:name', describe(file, node));
    declarator = local.node;
  } else {
    const resolved = project.resolveLocal(project.scope(file.fileName), name);
    if (!resolved) return bail('value:global', describe(file, node));
    const target = resolved.target;
    if (target.kind !== 'declarations') return bail(`value:${target.kind}`, describe(file, node));
    const values = target.bindings.filter(
      (binding) => binding.declarationKind !== 'interface' && binding.declarationKind !== 'typeAlias',
    );
    if (values.length !== 1 || values[0].declarationKind !== 'variable')
      return bail('value:name', describe(file, node));
    declarator = values[0].node;
    declaredIn = target.scope.file;
  }
  const id = child(declarator, 'id');
  const list = declarator.parent;
  const initializer = child(declarator, 'init');
  if (id?.type !== 'Identifier') return bail('value:destructured', describe(file, node));
  // The checker asks the name's type first: a literal type (`let a: 'x'`) would be a value.
  if (child(id, 'typeAnnotation')) return bail('value:annotated', describe(file, node));
  if (list?.kind !== 'const') return NOT_STATIC;
  if (!initializer || hops >= MAX_CONST_HOPS) return NOT_STATIC;
  const inner = unwrapExpression(initializer);
  // A `const` bound to a literal has that literal type: the checker stops there.
  if (isPrimitiveLiteral(inner)) {
    onFile(declaredIn.fileName);
    return readStaticValue(inner, declaredIn, project, onFile, hops);
  }
  if (identifierName(inner) !== undefined || inner.type === 'MemberExpression')
    return bail('value:alias', describe(file, node));
  onFile(declaredIn.fileName);
  return readStaticValue(initializer, declaredIn, project, onFile, hops + 1);
}

/** A literal whose `const` has a literal type (`'a'`, `1`, `-1`, `true`): not `null`, not a template with `${}`. */
function isPrimitiveLiteral(node: AstNode): boolean {
  if (stringValue(node) !== undefined) return true;
  if (node.type === 'Literal') return typeof node.value === 'number' || typeof node.value === 'boolean';
  if (node.type === 'UnaryExpression' && node.operator === '-') {
    const operand = child(node, 'argument');
    return operand?.type === 'Literal' && typeof operand.value === 'number';
  }
  return false;
}

function hasTypeAnnotation(parameter: AstNode): boolean {
  let pattern: AstNode | undefined = parameter;
  if (pattern.type === 'AssignmentPattern') pattern = child(pattern, 'left');
  return child(pattern, 'typeAnnotation') !== undefined;
}
