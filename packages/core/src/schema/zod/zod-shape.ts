import type { ZodSchemaReader } from './read-zod-schema';
import type { ZodReading } from './zod-reading';

/**
 * The readings of an object shape's fields: `z.object({ name: z.string().min(1), ... })`, or a
 * `const` bound to such a literal. A spread (`...base.shape`) is reported and its fields get
 * their types alone; the other fields are still read.
 */
export function readZodShape<N>(argument: N, reader: ZodSchemaReader<N>): Map<string, ZodReading> {
  const { syntax } = reader;
  const fields = new Map<string, ZodReading>();
  let node = syntax.unwrap(argument);
  const declaration = syntax.kind(node) === 'identifier' ? syntax.constInitializer(node) : undefined;
  if (declaration) {
    reader.onFile(declaration.file);
    node = syntax.unwrap(declaration.initializer);
  }
  if (syntax.kind(node) !== 'object') {
    reader.unread(argument, 'the shape is not an object literal');
    return fields;
  }
  for (const property of syntax.properties(node)) {
    if (property.kind === 'spread') {
      reader.unread(property.node, `the spread '...${syntax.text(property.argument)}' is not read`);
      continue;
    }
    if (property.kind === 'other' || property.name === undefined) continue;
    const value = property.value && reader.readExpression(property.value);
    if (value) fields.set(property.name, value);
  }
  return fields;
}
