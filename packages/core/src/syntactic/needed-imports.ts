import { addRequest, type ExportRequests, type ScopeDepth } from '../project/export-requests';
import { type AstNode, child, childNodes, children, field, identifierName, stringValue } from '../syntax/ast';
import { boundNames } from '../syntax/bindings';
import type { ModuleScope } from './module-scope';

/** The specifiers of a file that can contribute, and what each needs of its module; `all`: every one, all of it. */
export type NeededImports = Map<string, ExportRequests> | 'all';

const SDK_MODULE = /^webmcp-nexus-sdk(?:\/|$)/;
const UNSCOPED_FILE = /\.(?:d\.[cm]?ts|d\.[^.]+\.ts|[cm]?jsx?|json)$/;

/** oxc's type nodes (TypeScript's `isTypeNode`, plus oxc's own wrappers around them). */
function isTypeNode(node: AstNode): boolean {
  return (
    node.type === 'TSTypeAnnotation' ||
    node.type === 'TSTypeParameterInstantiation' ||
    (/^TS/.test(node.type) &&
      (/Type$/.test(node.type) || /Keyword$/.test(node.type)) &&
      node.type !== 'TSImportType') ||
    node.type === 'TSImportType' ||
    node.type === 'TSTypeReference' ||
    node.type === 'TSTypePredicate' ||
    node.type === 'TSTypeQuery' ||
    node.type === 'TSTemplateLiteralType' ||
    node.type === 'TSTypeLiteral' ||
    node.type === 'TSTypeOperator' ||
    node.type === 'TSNamedTupleMember' ||
    node.type === 'TSInterfaceHeritage' ||
    node.type === 'TSClassImplements'
  );
}

/** Functions as TypeScript's `isFunctionLike` sees them (methods and accessors included, with their names). */
function isFunctionLike(node: AstNode): boolean {
  return (
    node.type === 'FunctionDeclaration' ||
    node.type === 'FunctionExpression' ||
    node.type === 'ArrowFunctionExpression' ||
    node.type === 'TSDeclareFunction' ||
    node.type === 'TSMethodSignature' ||
    node.type === 'TSCallSignatureDeclaration' ||
    node.type === 'TSConstructSignatureDeclaration' ||
    node.type === 'TSIndexSignature' ||
    node.type === 'MethodDefinition' ||
    node.type === 'TSAbstractMethodDefinition' ||
    (node.type === 'Property' && (node.method === true || node.kind === 'get' || node.kind === 'set'))
  );
}

/** The parts of a function-like node: its type parameters, parameters, return type, computed name, body. */
function functionParts(node: AstNode): {
  typeParameters: AstNode[];
  parameters: AstNode[];
  type?: AstNode;
  computedName?: AstNode;
  body?: AstNode;
} {
  if (
    node.type === 'MethodDefinition' ||
    node.type === 'TSAbstractMethodDefinition' ||
    node.type === 'Property'
  ) {
    const value = child(node, 'value')!;
    const parts = functionParts(value);
    return { ...parts, computedName: node.computed === true ? child(node, 'key') : undefined };
  }
  return {
    typeParameters: children(child(node, 'typeParameters'), 'params'),
    parameters: node.type === 'TSIndexSignature' ? children(node, 'parameters') : children(node, 'params'),
    type: child(node, node.type === 'TSIndexSignature' ? 'typeAnnotation' : 'returnType'),
    computedName:
      node.type === 'TSMethodSignature' && node.computed === true ? child(node, 'key') : undefined,
    body: child(node, 'body'),
  };
}

/** `b` in `a.b`, `A.B`, `{ b: x }` and `b: string` / `b = 1` members, which never name a binding of this file. */
function isMemberName(identifier: AstNode, parent: AstNode | undefined): boolean {
  if (!parent) return false;
  if (parent.type === 'MemberExpression' || parent.type === 'JSXMemberExpression')
    return parent.computed !== true && child(parent, 'property') === identifier;
  if (parent.type === 'TSQualifiedName') return child(parent, 'right') === identifier;
  if (parent.type === 'Property')
    return (
      parent.parent?.type === 'ObjectExpression' &&
      parent.shorthand !== true &&
      parent.computed !== true &&
      parent.method !== true &&
      parent.kind === 'init' &&
      child(parent, 'key') === identifier
    );
  if (
    parent.type === 'TSPropertySignature' ||
    parent.type === 'PropertyDefinition' ||
    parent.type === 'TSAbstractPropertyDefinition'
  )
    return parent.computed !== true && child(parent, 'key') === identifier;
  return false;
}

/** For `ns.member` (value or type), the member's name: what a namespace import needs of its module. */
function memberAccessedOn(identifier: AstNode, parent: AstNode | undefined): string | undefined {
  if (!parent) return undefined;
  if (
    parent.type === 'MemberExpression' &&
    parent.computed !== true &&
    child(parent, 'object') === identifier
  )
    return identifierName(child(parent, 'property'));
  if (parent.type === 'TSQualifiedName' && child(parent, 'left') === identifier)
    return identifierName(child(parent, 'right'));
  return undefined;
}

/** `require('m')` with a literal specifier, or `import('m')`. */
function moduleCallSpecifier(node: AstNode): string | undefined {
  if (node.type === 'ImportExpression') return stringValue(child(node, 'source'));
  if (node.type !== 'CallExpression') return undefined;
  const [argument] = children(node, 'arguments');
  if (identifierName(child(node, 'callee')) !== 'require') return undefined;
  return argument && argument.type === 'Literal' && typeof argument.value === 'string'
    ? argument.value
    : undefined;
}

interface ExportTarget {
  nodes: AstNode[];
  localNames: string[];
  from?: { specifier: string; importedName: string };
}

interface FileIndex {
  declarations: Map<string, AstNode[]>;
  importBindings: Map<string, { specifier: string; importedName: string }>;
  exports: Map<string, ExportTarget>;
  starExports: string[];
  sdkCalls: AstNode[];
}

/**
 * The checker engine's `neededImportsOf` (project/import-scope.ts) on oxc's tree: which module
 * specifiers of a file can contribute to a tool, given what importers ask of it. The engine
 * needs the same answer to report the same dependencies (the checker's scoped program decides
 * which imports its import closure follows).
 */
export function neededImportsOf(
  scope: ModuleScope,
  requests: ExportRequests,
  isCallSite: boolean,
): NeededImports {
  if (UNSCOPED_FILE.test(scope.file.fileName) || !scope.isModule) return 'all';
  const needed = new Map<string, ExportRequests>();
  const need = (specifier: string, name: string, depth: ScopeDepth) => {
    let forModule = needed.get(specifier);
    if (!forModule) {
      forModule = new Map();
      needed.set(specifier, forModule);
    }
    addRequest(forModule, name, depth);
  };
  const index = indexFile(scope);
  const visited = new Map<AstNode, ScopeDepth>();

  const reachName = (name: string, depth: ScopeDepth, member?: string) => {
    for (const declaration of index.declarations.get(name) ?? []) visit(declaration, depth);
    const binding = index.importBindings.get(name);
    if (binding)
      need(binding.specifier, binding.importedName === '*' && member ? member : binding.importedName, depth);
  };

  const reachExport = (name: string, depth: ScopeDepth) => {
    if (name === '*') {
      for (const exported of index.exports.keys()) reachExport(exported, depth);
      for (const specifier of index.starExports) need(specifier, '*', depth);
      return;
    }
    const target = index.exports.get(name);
    if (!target) {
      for (const specifier of index.starExports) need(specifier, name, depth);
      return;
    }
    for (const node of target.nodes) visit(node, depth);
    for (const local of target.localNames) reachName(local, depth);
    if (target.from) need(target.from.specifier, target.from.importedName, depth);
  };

  function visit(node: AstNode, depth: ScopeDepth): void {
    const seen = visited.get(node);
    if (seen === 'full' || seen === depth) return;
    visited.set(node, depth);
    if (depth === 'full') walkFull(node, undefined);
    else walkSignature(node, undefined);
  }

  /** An identifier as TypeScript walks it: the name, then (oxc keeps it there) its type annotation. */
  function identifier(node: AstNode, parent: AstNode | undefined, depth: ScopeDepth): void {
    if (!isMemberName(node, parent))
      reachName(field<string>(node, 'name') ?? '', depth, memberAccessedOn(node, parent));
    const annotation = child(node, 'typeAnnotation');
    if (annotation) visit(annotation, 'full');
    for (const decorator of children(node, 'decorators')) visit(decorator, 'full');
  }

  function walkFull(node: AstNode, parent: AstNode | undefined): void {
    if (node.type === 'Identifier' || node.type === 'JSXIdentifier') {
      identifier(node, parent, 'full');
      return;
    }
    if (node.type === 'TSImportType') {
      const argument = child(node, 'argument');
      const specifier = stringValue(
        argument?.type === 'TSLiteralType' ? child(argument, 'literal') : argument,
      );
      if (specifier !== undefined) need(specifier, '*', 'full');
    }
    const module = moduleCallSpecifier(node);
    if (module !== undefined) need(module, '*', 'full');
    for (const next of childNodes(node)) walkFull(next, node);
  }

  function walkSignature(node: AstNode, parent: AstNode | undefined): void {
    if (isTypeNode(node) || node.type === 'Decorator') {
      visit(node, 'full');
      return;
    }
    if (node.type === 'Identifier' || node.type === 'JSXIdentifier') {
      identifier(node, parent, 'signature');
      return;
    }
    if (isParameter(node, parent) || node.type === 'TSTypeParameterDeclaration') {
      visit(node, 'full');
      return;
    }
    if (isFunctionLike(node)) {
      const parts = functionParts(node);
      for (const part of [...parts.typeParameters, ...parts.parameters]) visit(part, 'full');
      if (parts.type) visit(parts.type, 'full');
      if (parts.computedName) visit(parts.computedName, 'full');
      // Only a call site's own inline functions can hand back a tool map (`useMemo(() => map)`).
      if (isCallSite && parts.body) walkReturnedValues(parts.body);
      return;
    }
    const module = moduleCallSpecifier(node);
    if (module !== undefined) {
      need(module, '*', 'signature');
      return;
    }
    if (node.type === 'ClassDeclaration' || node.type === 'ClassExpression') {
      // TypeScript's heritage clauses are visited in full.
      for (const part of ['superClass', 'superTypeArguments'] as const) {
        const heritage = child(node, part);
        if (heritage) visit(heritage, 'full');
      }
      for (const implemented of children(node, 'implements')) visit(implemented, 'full');
      for (const next of childNodes(node))
        if (
          next !== child(node, 'superClass') &&
          next !== child(node, 'superTypeArguments') &&
          !children(node, 'implements').includes(next)
        )
          walkSignature(next, node);
      return;
    }
    for (const next of childNodes(node)) walkSignature(next, node);
  }

  /** The values an inline function returns (an expression body, `return` statements), not nested functions. */
  function walkReturnedValues(body: AstNode): void {
    if (body.type !== 'BlockStatement') {
      walkSignature(body, undefined);
      return;
    }
    const walk = (node: AstNode): void => {
      if (isFunctionLike(node)) return;
      if (node.type === 'ReturnStatement') {
        const argument = child(node, 'argument');
        if (argument) walkSignature(argument, node);
        return;
      }
      for (const next of childNodes(node)) walk(next);
    };
    for (const next of childNodes(body)) walk(next);
  }

  for (const statement of children(scope.file.program, 'body')) {
    if (statement.type === 'TSModuleDeclaration') {
      const kind = field<string>(statement, 'kind');
      if (kind === 'module' && child(statement, 'id')?.type === 'Literal') {
        visit(statement, 'full');
        need(stringValue(child(statement, 'id')) ?? '', '*', 'full');
      } else if (kind === 'global') visit(statement, 'full');
    }
  }
  if (isCallSite)
    for (const call of index.sdkCalls)
      for (const argument of children(call, 'arguments')) visit(argument, 'signature');
  for (const [name, depth] of requests) reachExport(name, depth);
  return needed;
}

/** A parameter of a function (TypeScript's `ParameterDeclaration`), in oxc's shapes. */
function isParameter(node: AstNode, parent: AstNode | undefined): boolean {
  if (!parent) return false;
  if (node.type === 'TSParameterProperty') return true;
  const parameters =
    parent.type === 'TSIndexSignature'
      ? children(parent, 'parameters')
      : isFunctionLike(parent)
        ? children(parent, 'params')
        : [];
  return parameters.includes(node);
}

function indexFile(scope: ModuleScope): FileIndex {
  const index: FileIndex = {
    declarations: new Map(),
    importBindings: new Map(),
    exports: new Map(),
    starExports: [],
    sdkCalls: [],
  };
  const declare = (name: string, node: AstNode) => {
    const list = index.declarations.get(name);
    if (list) list.push(node);
    else index.declarations.set(name, [node]);
  };
  const exportTarget = (name: string): ExportTarget => {
    let target = index.exports.get(name);
    if (!target) {
      target = { nodes: [], localNames: [] };
      index.exports.set(name, target);
    }
    return target;
  };
  const sdkLocals = new Set<string>();
  for (const statement of children(scope.file.program, 'body')) {
    switch (statement.type) {
      case 'ImportDeclaration': {
        const specifier = stringValue(child(statement, 'source')) ?? '';
        for (const element of children(statement, 'specifiers')) {
          const local = identifierName(child(element, 'local')) ?? '';
          const importedName =
            element.type === 'ImportNamespaceSpecifier'
              ? '*'
              : element.type === 'ImportDefaultSpecifier'
                ? 'default'
                : (identifierName(child(element, 'imported')) ??
                  stringValue(child(element, 'imported')) ??
                  '');
          index.importBindings.set(local, { specifier, importedName });
          if (SDK_MODULE.test(specifier)) sdkLocals.add(local);
        }
        break;
      }
      case 'TSImportEqualsDeclaration': {
        const reference = child(statement, 'moduleReference');
        const name = identifierName(child(statement, 'id')) ?? '';
        if (reference?.type === 'TSExternalModuleReference')
          index.importBindings.set(name, {
            specifier: stringValue(child(reference, 'expression')) ?? '',
            importedName: '*',
          });
        else declare(name, statement);
        break;
      }
      case 'ExportAllDeclaration': {
        const specifier = stringValue(child(statement, 'source')) ?? '';
        const exported = child(statement, 'exported');
        if (exported)
          exportTarget(identifierName(exported) ?? stringValue(exported) ?? '').from = {
            specifier,
            importedName: '*',
          };
        else index.starExports.push(specifier);
        break;
      }
      case 'ExportNamedDeclaration': {
        const declaration = child(statement, 'declaration');
        if (declaration) {
          indexExportedDeclaration(declaration, exportTarget, false);
          break;
        }
        const source = child(statement, 'source');
        const specifier = source ? stringValue(source) : undefined;
        for (const element of children(statement, 'specifiers')) {
          const local = identifierName(child(element, 'local')) ?? stringValue(child(element, 'local')) ?? '';
          const exported =
            identifierName(child(element, 'exported')) ?? stringValue(child(element, 'exported')) ?? '';
          const target = exportTarget(exported);
          if (specifier !== undefined) target.from = { specifier, importedName: local };
          else target.localNames.push(local);
        }
        break;
      }
      case 'ExportDefaultDeclaration': {
        const declaration = child(statement, 'declaration')!;
        if (/Declaration$/.test(declaration.type) && declaration.type !== 'TSInterfaceDeclaration') {
          // `export default function f` / `export default class C`: TypeScript's declaration with a default modifier.
          exportTarget('default').nodes.push(declaration);
        } else if (declaration.type === 'TSInterfaceDeclaration') {
          exportTarget('default').nodes.push(declaration);
        } else {
          const target = exportTarget('default');
          if (declaration.type === 'Identifier') target.localNames.push(identifierName(declaration) ?? '');
          target.nodes.push(statement);
        }
        break;
      }
      case 'TSExportAssignment': {
        const target = exportTarget('default');
        const expression = child(statement, 'expression');
        if (expression?.type === 'Identifier') target.localNames.push(identifierName(expression) ?? '');
        target.nodes.push(statement);
        break;
      }
    }
  }

  // Every declaration in any scope, and the registration calls. Types hold neither, so the walk
  // skips them (an interface's or alias's body too).
  const visit = (node: AstNode): void => {
    if (isTypeNode(node) && node.type !== 'TSInterfaceHeritage') return;
    if (node.type === 'VariableDeclarator') {
      for (const name of boundNames(child(node, 'id'))) declare(name, node);
    } else if (node.type === 'TSInterfaceDeclaration' || node.type === 'TSTypeAliasDeclaration') {
      declare(identifierName(child(node, 'id')) ?? '', node);
      return;
    } else if (
      node.type === 'FunctionDeclaration' ||
      node.type === 'TSDeclareFunction' ||
      node.type === 'ClassDeclaration' ||
      node.type === 'TSEnumDeclaration' ||
      (node.type === 'TSModuleDeclaration' && child(node, 'id')?.type === 'Identifier')
    ) {
      const name = identifierName(child(node, 'id'));
      if (name !== undefined) declare(name, node);
    } else if (
      node.type === 'CallExpression' &&
      sdkLocals.size > 0 &&
      isSdkCallee(child(node, 'callee')!, sdkLocals)
    ) {
      index.sdkCalls.push(node);
    }
    for (const next of childNodes(node)) visit(next);
  };
  visit(scope.file.program);
  return index;
}

function indexExportedDeclaration(
  declaration: AstNode,
  exportTarget: (name: string) => ExportTarget,
  isDefault: boolean,
): void {
  if (declaration.type === 'VariableDeclaration') {
    for (const declarator of children(declaration, 'declarations'))
      for (const name of boundNames(child(declarator, 'id'))) exportTarget(name).nodes.push(declarator);
    return;
  }
  const name = identifierName(child(declaration, 'id'));
  if (name !== undefined) exportTarget(isDefault ? 'default' : name).nodes.push(declaration);
}

function isSdkCallee(callee: AstNode, sdkLocals: Set<string>): boolean {
  let current = callee;
  while (current.type === 'ParenthesizedExpression' || current.type === 'TSNonNullExpression')
    current = child(current, 'expression')!;
  const name = identifierName(current);
  if (name !== undefined) return sdkLocals.has(name);
  if (current.type !== 'MemberExpression' || current.computed === true) return false;
  const object = identifierName(child(current, 'object'));
  return object !== undefined && sdkLocals.has(object);
}
