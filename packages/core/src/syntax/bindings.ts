import { type AstNode, child, children, identifierName } from './ast';

/** The names a binding pattern declares (`a`, `{ a, b: c }`, `[a, ...b]`). */
export function boundNames(pattern: AstNode | undefined): string[] {
  if (!pattern) return [];
  switch (pattern.type) {
    case 'Identifier':
      return [identifierName(pattern) ?? ''];
    case 'ObjectPattern':
      return children(pattern, 'properties').flatMap((property) =>
        property.type === 'RestElement'
          ? boundNames(child(property, 'argument'))
          : boundNames(child(property, 'value')),
      );
    case 'ArrayPattern':
      return children(pattern, 'elements').flatMap((element) => boundNames(element));
    case 'RestElement':
      return boundNames(child(pattern, 'argument'));
    case 'AssignmentPattern':
      return boundNames(child(pattern, 'left'));
    default:
      return [];
  }
}
