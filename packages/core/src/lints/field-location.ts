import { type AstNode, child, children, identifierName } from '../syntax/ast';
import type { SourceLocation } from '../types';
import type { ToolSource } from './tool-source';

/**
 * Where the field at `path` (`filters.tags[]`, see `schemaFields`) is declared, when the syntax of
 * the tool's own file shows it: an inline type literal, or an interface / type alias of that
 * file, followed through arrays, intersections, unions and `Partial`-style wrappers. Undefined
 * for types from other files: the caller then points at the tool.
 */
export function locateField(source: ToolSource, path: string): SourceLocation | undefined {
  let type = parameterType(source.fn);
  let nameNode: AstNode | undefined;
  for (const segment of path.match(/[^.[\]]+|\[\d*\]/g) ?? []) {
    if (!type) return undefined;
    if (segment.startsWith('[')) {
      type = elementType(type, segment);
      continue;
    }
    const property = membersOf(type, source.file.program, 0).find(
      (member) => propertyName(member) === segment,
    );
    if (!property) return undefined;
    nameNode = child(property, 'key');
    type = property.type === 'TSPropertySignature' ? annotation(property) : undefined;
  }
  if (!nameNode) return undefined;
  return source.file.locate(nameNode.start);
}

/** The type written on the function's first parameter (TypeScript's `parameters[0].type`). */
function parameterType(fn: AstNode | undefined): AstNode | undefined {
  const [first] = children(fn, 'params');
  if (!first) return undefined;
  const parameter = first.type === 'TSParameterProperty' ? child(first, 'parameter') : first;
  const binding = parameter?.type === 'AssignmentPattern' ? child(parameter, 'left') : parameter;
  return annotation(binding);
}

function annotation(node: AstNode | undefined): AstNode | undefined {
  return child(child(node, 'typeAnnotation'), 'typeAnnotation');
}

function membersOf(type: AstNode, program: AstNode, depth: number): AstNode[] {
  if (depth > 8) return [];
  switch (type.type) {
    case 'TSTypeLiteral':
      return children(type, 'members');
    case 'TSParenthesizedType':
      return membersOf(child(type, 'typeAnnotation')!, program, depth + 1);
    case 'TSIntersectionType':
    case 'TSUnionType':
      return children(type, 'types').flatMap((member) => membersOf(member, program, depth + 1));
    case 'TSTypeReference':
      break;
    default:
      return [];
  }
  const name = identifierName(child(type, 'typeName'));
  if (name === undefined) return [];
  const [wrapped] = children(child(type, 'typeArguments'), 'params');
  if (wrapped && /^(Partial|Required|Readonly|Pick|Omit|NonNullable)$/.test(name))
    return membersOf(wrapped, program, depth + 1);
  const declaration = declarationNamed(name, program);
  if (!declaration) return [];
  if (declaration.type === 'TSInterfaceDeclaration') return children(child(declaration, 'body'), 'body');
  return membersOf(child(declaration, 'typeAnnotation')!, program, depth + 1);
}

function elementType(type: AstNode, segment: string): AstNode | undefined {
  switch (type.type) {
    case 'TSParenthesizedType':
    case 'TSTypeOperator': // readonly T[]
      return elementType(child(type, 'typeAnnotation')!, segment);
    case 'TSArrayType':
      return child(type, 'elementType');
    case 'TSTupleType': {
      const member = children(type, 'elementTypes')[Number(segment.slice(1, -1))];
      return member?.type === 'TSNamedTupleMember' ? child(member, 'elementType') : member;
    }
    case 'TSTypeReference': {
      const name = identifierName(child(type, 'typeName'));
      return name !== undefined && /^(Readonly)?Array$/.test(name)
        ? children(child(type, 'typeArguments'), 'params')[0]
        : undefined;
    }
    default:
      return undefined;
  }
}

/** The file's top-level interface or type alias named `name` (exported or not). */
function declarationNamed(name: string, program: AstNode): AstNode | undefined {
  for (const statement of children(program, 'body')) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration'
        ? child(statement, 'declaration')
        : statement;
    if (
      (declaration?.type === 'TSInterfaceDeclaration' || declaration?.type === 'TSTypeAliasDeclaration') &&
      identifierName(child(declaration, 'id')) === name
    )
      return declaration;
  }
  return undefined;
}

/** A member's name as TypeScript's `text` of an identifier, string or numeric literal name. */
function propertyName(member: AstNode): string | undefined {
  if (member.computed === true) return undefined;
  if (member.type !== 'TSPropertySignature' && member.type !== 'TSMethodSignature') return undefined;
  const key = child(member, 'key');
  if (key?.type === 'Identifier') return identifierName(key);
  if (key?.type === 'Literal' && (typeof key.value === 'string' || typeof key.value === 'number'))
    return String(key.value);
  return undefined;
}
