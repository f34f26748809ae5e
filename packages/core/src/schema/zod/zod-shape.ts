import { ts } from 'ts-morph';
import { constDeclarationOf } from '../static-value';
import type { ZodSchemaReader } from './read-zod-schema';
import { unwrap } from './read-zod-schema';
import type { ZodReading } from './zod-reading';

/**
 * The readings of an object shape's fields: `z.object({ name: z.string().min(1), ... })`, or a
 * `const` bound to such a literal. A spread (`...base.shape`) is reported and its fields get
 * their types alone; the other fields are still read.
 */
export function readZodShape(argument: ts.Expression, reader: ZodSchemaReader): Map<string, ZodReading> {
  const fields = new Map<string, ZodReading>();
  let node = unwrap(argument);
  const declaration = ts.isIdentifier(node) ? constDeclarationOf(node, reader.checker) : undefined;
  if (declaration?.initializer) {
    reader.onFile(declaration.getSourceFile().fileName);
    node = unwrap(declaration.initializer);
  }
  if (!ts.isObjectLiteralExpression(node)) {
    reader.unread(argument, 'the shape is not an object literal');
    return fields;
  }
  for (const property of node.properties) {
    if (ts.isSpreadAssignment(property)) {
      reader.unread(property, `the spread '...${property.expression.getText()}' is not read`);
      continue;
    }
    const name = property.name && staticKey(property.name);
    if (name === undefined) continue;
    const value = schemaOfProperty(property, reader);
    if (value) fields.set(name, value);
  }
  return fields;
}

function schemaOfProperty(
  property: ts.ObjectLiteralElementLike,
  reader: ZodSchemaReader,
): ZodReading | undefined {
  if (ts.isPropertyAssignment(property)) return reader.readExpression(property.initializer);
  if (ts.isShorthandPropertyAssignment(property)) return reader.readExpression(property.name);
  // zod 4's recursive shapes: `get children() { return z.array(Node) }`.
  if (ts.isGetAccessorDeclaration(property) && property.body?.statements.length === 1) {
    const statement = property.body.statements[0];
    if (ts.isReturnStatement(statement) && statement.expression)
      return reader.readExpression(statement.expression);
  }
  return undefined;
}

function staticKey(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  if (ts.isComputedPropertyName(name) && ts.isStringLiteralLike(name.expression)) return name.expression.text;
  return undefined;
}
