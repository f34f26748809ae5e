import type { JsonSchema } from '../json-schema';

/** One field of an input schema, with where it sits. */
export interface SchemaField {
  /** `filters.tags[]`: properties joined by `.`, `[]` for array items, `[0]` for tuple members. */
  path: string;
  /** The property name it was declared under (the last named segment). */
  name: string;
  schema: JsonSchema;
}

/** Every named field of `schema` (nested objects, array items and union members included), in document order. */
export function schemaFields(schema: JsonSchema): SchemaField[] {
  const fields: SchemaField[] = [];
  const visit = (node: JsonSchema, path: string, name: string): void => {
    for (const [key, property] of Object.entries(node.properties ?? {})) {
      const childPath = path === '' ? key : `${path}.${key}`;
      fields.push({ path: childPath, name: key, schema: property });
      visit(property, childPath, key);
    }
    if (node.items) visit(node.items, `${path}[]`, name);
    for (const [index, item] of (node.prefixItems ?? []).entries()) visit(item, `${path}[${index}]`, name);
    for (const member of node.anyOf ?? []) visit(member, path, name);
  };
  visit(schema, '', '');
  return fields;
}
