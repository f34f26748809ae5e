import { isInNodeModules } from '../../project/paths';
import { NOT_STATIC } from '../../schema/literal-text';
import type { ZodProperty, ZodSyntax } from '../../schema/zod/zod-syntax';
import {
  type AstNode,
  child,
  children,
  identifierName,
  stringValue,
  unwrapExpression,
  walk,
} from '../../syntax/ast';
import { bail } from '../bail';
import type { ProjectIndex } from '../project-index';
import { readStaticValue } from '../static-value';
import { describe } from '../trace-calls';
import { isZodFile, resolveValueName } from '../value-names';
import { ZOD_METHODS } from './zod-methods';

/** Namespaces inside zod's own (`z.iso.date`, `z.coerce.number`): their members are zod's functions too. */
const ZOD_NAMESPACES = new Set(['iso', 'coerce']);

/** What an expression is to zod: its namespace, one of its functions (`z.string`), or neither. */
type ZodRole = { kind: 'namespace' } | { kind: 'function'; name: string } | { kind: 'other' };

/** The zod reader's view of oxc's tree, names resolved by the engine (no checker). */
export function oxcZodSyntax(project: ProjectIndex): ZodSyntax<AstNode> {
  const roleOf = (expression: AstNode): ZodRole => {
    const node = unwrapExpression(expression);
    const name = identifierName(node);
    if (name !== undefined) {
      const resolved = resolveValueName(project, node, name);
      if (resolved.kind !== 'module') return { kind: 'other' };
      const target = resolved.resolved.target;
      if (target.kind !== 'package' || !isZodFile(target.file)) return { kind: 'other' };
      return ['z', '*', 'default'].includes(target.name)
        ? { kind: 'namespace' }
        : { kind: 'function', name: target.name };
    }
    if (node.type === 'MemberExpression' && node.computed !== true) {
      const receiver = roleOf(child(node, 'object')!);
      const member = identifierName(child(node, 'property'));
      if (receiver.kind !== 'namespace' || member === undefined) return { kind: 'other' };
      return ZOD_NAMESPACES.has(member) ? { kind: 'namespace' } : { kind: 'function', name: member };
    }
    return { kind: 'other' };
  };
  const memberOwner = (name: AstNode) =>
    name.parent?.type === 'MemberExpression' && child(name.parent, 'property') === name
      ? name.parent
      : undefined;
  const fileOf = (node: AstNode) => project.fileOf(node);

  return {
    unwrap: unwrapExpression,
    kind(node) {
      if (node.type === 'CallExpression') return 'call';
      if (node.type === 'MemberExpression' && node.computed !== true) return 'property-access';
      if (node.type === 'Identifier') return 'identifier';
      if (node.type === 'ObjectExpression') return 'object';
      if (node.type === 'Literal' && typeof node.raw === 'string' && node.raw.startsWith('/')) return 'regex';
      if (node.type === 'ChainExpression' || (node.type === 'MemberExpression' && node.computed === true))
        return bail('zod:member-access', describe(fileOf(node), node));
      return 'other';
    },
    callee: (call) => child(call, 'callee')!,
    callArguments(call) {
      const args = children(call, 'arguments');
      if (args.some((argument) => argument.type === 'SpreadElement'))
        bail('zod:spread-argument', describe(fileOf(call), call));
      return args;
    },
    receiver: (access) => child(access, 'object')!,
    memberName: (access) => child(access, 'property')!,
    identifierText: (name) => identifierName(name) ?? '',
    zodNameAt(name) {
      const owner = memberOwner(name);
      if (!owner) {
        const role = roleOf(name);
        return role.kind === 'function' ? role.name : undefined;
      }
      const role = roleOf(owner);
      if (role.kind === 'function') return role.name;
      const member = identifierName(name)!;
      // A method: zod's when the receiver is a schema (the engine reads no other chains) and zod declares one of that name.
      if (ZOD_METHODS.has(member)) return member;
      return bail('zod:unknown-method', describe(fileOf(name), owner));
    },
    isZodFunctionAt(name) {
      const owner = memberOwner(name);
      return roleOf(owner ?? name).kind === 'function';
    },
    boundSchema(node) {
      const name = identifierName(node);
      if (name === undefined) return bail('zod:reference', describe(fileOf(node), node));
      const resolved = resolveValueName(project, node, name);
      if (resolved.kind === 'global') return bail('zod:global', describe(fileOf(node), node));
      if (resolved.kind === 'local') {
        const { declaration, file } = resolved;
        if (declaration.kind !== 'variable') return { aliasFiles: [], bound: undefined };
        return { aliasFiles: [], bound: constBinding(declaration.node, file.fileName) };
      }
      const { aliasFiles, target } = resolved.resolved;
      if (target.kind === 'package') return { aliasFiles, bound: 'package' };
      if (target.kind !== 'declarations')
        return bail(`zod:reference-${target.kind}`, describe(fileOf(node), node));
      const values = target.bindings.filter(
        (binding) => binding.declarationKind !== 'interface' && binding.declarationKind !== 'typeAlias',
      );
      if (values.length !== 1) return bail('zod:reference', describe(fileOf(node), node));
      const [binding] = values;
      if (binding.declarationKind !== 'variable') return { aliasFiles, bound: undefined };
      return { aliasFiles, bound: constBinding(binding.node, target.scope.file.fileName) };
    },
    constInitializer(node) {
      const name = identifierName(node);
      if (name === undefined) return undefined;
      const resolved = resolveValueName(project, node, name);
      if (resolved.kind === 'local')
        return resolved.declaration.kind === 'variable'
          ? constInitializer(resolved.declaration.node, resolved.file.fileName)
          : undefined;
      if (resolved.kind !== 'module') return bail('zod:global', describe(fileOf(node), node));
      const target = resolved.resolved.target;
      if (target.kind !== 'declarations') return undefined;
      const values = target.bindings.filter((binding) => binding.declarationKind === 'variable');
      return values.length === 1 ? constInitializer(values[0].node, target.scope.file.fileName) : undefined;
    },
    properties: (object) => children(object, 'properties').map(propertyOf),
    regex(node) {
      if (node.type !== 'Literal' || typeof node.raw !== 'string' || !node.raw.startsWith('/'))
        return undefined;
      const slash = node.raw.lastIndexOf('/');
      return { source: node.raw.slice(1, slash), flags: node.raw.slice(slash + 1) };
    },
    staticValue(node, onFile) {
      const value = readStaticValue(node, fileOf(node), project, onFile);
      return value;
    },
    text(node) {
      return fileOf(node).text.slice(node.start, node.end);
    },
    isInPackage: (node) => isInNodeModules(fileOf(node).fileName),
    mentionsMember(node, members) {
      let found = false;
      walk(node, (inner) => {
        if (found) return false;
        if (inner.type === 'MemberExpression' && inner.computed !== true) {
          const name = identifierName(child(inner, 'property'));
          if (name !== undefined && members.has(name)) found = true;
        }
        return undefined;
      });
      return found;
    },
  };
}

/** A `const` declarator's initializer, keyed by its declarator (the checker's `boundSchemaOf`). */
function constBinding(declarator: AstNode, file: string) {
  const initializer = constInitializer(declarator, file);
  return initializer && { ...initializer, key: declarator };
}

function constInitializer(
  declarator: AstNode,
  file: string,
): { initializer: AstNode; file: string } | undefined {
  if (declarator.parent?.kind !== 'const' || child(declarator, 'id')?.type !== 'Identifier') return undefined;
  const initializer = child(declarator, 'init');
  return initializer ? { initializer, file } : undefined;
}

function propertyOf(property: AstNode): ZodProperty<AstNode> {
  if (property.type === 'SpreadElement')
    return { kind: 'spread', node: property, argument: child(property, 'argument')! };
  const key = child(property, 'key')!;
  const name =
    property.computed === true
      ? stringValue(key)
      : (identifierName(key) ?? stringValue(key) ?? numericKey(key));
  const nameText = identifierName(key) ?? (typeof key.raw === 'string' ? key.raw : '');
  const value = child(property, 'value')!;
  if (property.kind === 'get') {
    const body = child(value, 'body');
    const statements = children(body, 'body');
    const returned =
      statements.length === 1 && statements[0].type === 'ReturnStatement'
        ? child(statements[0], 'argument')
        : undefined;
    return { kind: 'getter', name, value: returned, node: property, nameText };
  }
  if (property.kind !== 'init' || property.method === true) return { kind: 'other', node: property };
  if (property.shorthand === true)
    return { kind: 'shorthand', name: identifierName(key) ?? '', value, node: property, nameText };
  return { kind: 'property', name, value, node: property, nameText };
}

function numericKey(key: AstNode): string | undefined {
  return key.type === 'Literal' && typeof key.value === 'number' ? String(key.value) : undefined;
}

void NOT_STATIC;
