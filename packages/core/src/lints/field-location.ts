import { ts } from 'ts-morph';
import type { SourceLocation } from '../types';
import type { ToolSource } from './tool-source';

/**
 * Where the field at `path` (`filters.tags[]`, see `schemaFields`) is declared, when the syntax of
 * the tool's own file shows it: an inline type literal, or an interface / type alias of that
 * file, followed through arrays, intersections, unions and `Partial`-style wrappers. Undefined
 * for types from other files: the caller then points at the tool.
 */
export function locateField(source: ToolSource, path: string): SourceLocation | undefined {
  let type = source.fn?.parameters[0]?.type;
  let nameNode: ts.Node | undefined;
  for (const segment of path.match(/[^.[\]]+|\[\d*\]/g) ?? []) {
    if (!type) return undefined;
    if (segment.startsWith('[')) {
      type = elementType(type, source.sourceFile, segment);
      continue;
    }
    const property = membersOf(type, source.sourceFile, 0).find(
      (member) => member.name !== undefined && propertyName(member.name) === segment,
    );
    if (!property) return undefined;
    nameNode = property.name;
    type = ts.isPropertySignature(property) ? property.type : undefined;
  }
  if (!nameNode) return undefined;
  const { line, character } = source.sourceFile.getLineAndCharacterOfPosition(
    nameNode.getStart(source.sourceFile),
  );
  return { file: source.sourceFile.fileName, line: line + 1, column: character + 1 };
}

function membersOf(type: ts.TypeNode, sourceFile: ts.SourceFile, depth: number): ts.TypeElement[] {
  if (depth > 8) return [];
  if (ts.isTypeLiteralNode(type)) return [...type.members];
  if (ts.isParenthesizedTypeNode(type)) return membersOf(type.type, sourceFile, depth + 1);
  if (ts.isIntersectionTypeNode(type) || ts.isUnionTypeNode(type))
    return type.types.flatMap((member) => membersOf(member, sourceFile, depth + 1));
  if (!ts.isTypeReferenceNode(type) || !ts.isIdentifier(type.typeName)) return [];
  const wrapped = type.typeArguments?.[0];
  if (wrapped && /^(Partial|Required|Readonly|Pick|Omit|NonNullable)$/.test(type.typeName.text))
    return membersOf(wrapped, sourceFile, depth + 1);
  const declaration = declarationNamed(type.typeName.text, sourceFile);
  if (!declaration) return [];
  if (ts.isInterfaceDeclaration(declaration)) return [...declaration.members];
  return membersOf(declaration.type, sourceFile, depth + 1);
}

function elementType(type: ts.TypeNode, sourceFile: ts.SourceFile, segment: string): ts.TypeNode | undefined {
  if (ts.isParenthesizedTypeNode(type)) return elementType(type.type, sourceFile, segment);
  if (ts.isTypeOperatorNode(type)) return elementType(type.type, sourceFile, segment); // readonly T[]
  if (ts.isArrayTypeNode(type)) return type.elementType;
  if (ts.isTupleTypeNode(type)) {
    const member = type.elements[Number(segment.slice(1, -1))];
    return member && ts.isNamedTupleMember(member) ? member.type : member;
  }
  if (
    ts.isTypeReferenceNode(type) &&
    ts.isIdentifier(type.typeName) &&
    /^(Readonly)?Array$/.test(type.typeName.text)
  )
    return type.typeArguments?.[0];
  return undefined;
}

function declarationNamed(
  name: string,
  sourceFile: ts.SourceFile,
): ts.InterfaceDeclaration | ts.TypeAliasDeclaration | undefined {
  for (const statement of sourceFile.statements) {
    if (
      (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) &&
      statement.name.text === name
    )
      return statement;
  }
  return undefined;
}

function propertyName(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return undefined;
}
