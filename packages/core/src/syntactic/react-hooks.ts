import { type AstNode, child, identifierName, unwrapExpression } from '../syntax/ast';
import { boundNames } from '../syntax/bindings';
import { findLocalDeclaration } from '../syntax/lexical-scope';
import type { ParsedFile } from '../syntax/parsed-file';

const REACT_MODULES = new Set(['react', 'preact/hooks', 'preact/compat']);

/**
 * Whether `callee` is the React hook `hook` (see trace/react-use-callback.ts): imported by name
 * from React, read from a React namespace or default import, or a name declared nowhere (the
 * checker then has no declaration and compares the text).
 */
export function isReactHook(callee: AstNode, hook: 'useCallback' | 'useMemo', file: ParsedFile): boolean {
  const expression = unwrapExpression(callee);
  const name = identifierName(expression);
  if (name !== undefined) {
    const binding = bindingOf(expression, name, file);
    if (binding === 'none') return name === hook;
    return (
      binding !== 'other' &&
      binding.type === 'ImportSpecifier' &&
      moduleExportName(child(binding, 'imported')) === hook &&
      REACT_MODULES.has(specifierOf(binding) ?? '')
    );
  }
  if (
    expression.type !== 'MemberExpression' ||
    expression.computed ||
    identifierName(child(expression, 'property')) !== hook
  )
    return false;
  const object = unwrapExpression(child(expression, 'object')!);
  const objectName = identifierName(object);
  if (objectName === undefined) return false;
  const binding = bindingOf(object, objectName, file);
  if (binding === 'none') return objectName === 'React';
  return (
    binding !== 'other' &&
    (binding.type === 'ImportNamespaceSpecifier' || binding.type === 'ImportDefaultSpecifier') &&
    REACT_MODULES.has(specifierOf(binding) ?? '')
  );
}

/** The import specifier a name is bound to, `other` for any other declaration, `none` for no declaration at all. */
function bindingOf(at: AstNode, name: string, file: ParsedFile): AstNode | 'other' | 'none' {
  if (findLocalDeclaration(at, name, 'value')) return 'other';
  let found: AstNode | 'other' | 'none' = 'none';
  for (const statement of (file.program.body as AstNode[]) ?? []) {
    if (statement.type === 'ImportDeclaration') {
      for (const specifier of (statement.specifiers as AstNode[]) ?? [])
        if (identifierName(child(specifier, 'local')) === name && found === 'none') found = specifier;
    } else if (declares(statement, name) && found === 'none') found = 'other';
  }
  return found;
}

function declares(statement: AstNode, name: string): boolean {
  const declaration = statement.type.startsWith('Export') ? child(statement, 'declaration') : statement;
  if (!declaration) return false;
  if (declaration.type === 'VariableDeclaration')
    return ((declaration.declarations as AstNode[]) ?? []).some((declarator) =>
      boundNames(child(declarator, 'id')).includes(name),
    );
  return identifierName(child(declaration, 'id')) === name;
}

function specifierOf(specifier: AstNode): string | undefined {
  const source = child(specifier.parent, 'source');
  return typeof source?.value === 'string' ? source.value : undefined;
}

function moduleExportName(node: AstNode | undefined): string | undefined {
  return identifierName(node) ?? (typeof node?.value === 'string' ? node.value : undefined);
}
