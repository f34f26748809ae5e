import type { JsonObjectSchema, JsonSchema, JsonSchemaTypeName } from '../json-schema';
import { literalTypeName, type SchemaModel } from './model';

/**
 * Turns a model into a WebMCP-subset JSON Schema node. Keys always come out in one fixed
 * order, so equal models give byte-identical JSON.
 */
export function emitSchema(model: SchemaModel): JsonSchema {
  const schema: JsonSchema = {};
  const type = typeOf(model);
  if (type !== undefined) schema.type = type;
  const description =
    model.description && model.note
      ? `${model.description} (${model.note})`
      : model.description || model.note;
  if (description) schema.description = description;
  switch (model.kind) {
    case 'enum':
      schema.enum = [...model.values];
      break;
    case 'object':
      if (model.properties.length > 0 || model.closed) {
        // fromEntries defines own keys: a field named `__proto__` stays a field, never a prototype.
        schema.properties = Object.fromEntries(
          model.properties.map((property) => [property.name, emitSchema(property.schema)]),
        );
        const required = model.properties
          .filter((property) => property.required)
          .map((property) => property.name);
        if (required.length > 0) schema.required = required;
      }
      // Closed objects get `additionalProperties: false` (the only other value the subset allows
      // is absence): an agent that misspells a field (`page_size`) is then told so by the SDK's
      // input validation instead of the tool silently running with its default. Open objects
      // (records, index signatures, depth cuts) leave it out, since they accept any key.
      if (model.closed) schema.additionalProperties = false;
      break;
    case 'array':
      schema.items = emitSchema(model.items);
      break;
    case 'tuple':
      if (model.elements.length > 0) schema.prefixItems = model.elements.map(emitSchema);
      if (model.rest) schema.items = emitSchema(model.rest);
      schema.minItems = model.minItems;
      if (!model.rest) schema.maxItems = model.elements.length;
      break;
    case 'anyOf':
      schema.anyOf = model.variants.map(emitSchema);
      break;
  }
  const keywords = model.keywords;
  if (keywords) {
    if (keywords.default !== undefined) schema.default = keywords.default;
    if (keywords.minimum !== undefined) schema.minimum = keywords.minimum;
    if (keywords.maximum !== undefined) schema.maximum = keywords.maximum;
    if (keywords.exclusiveMinimum !== undefined) schema.exclusiveMinimum = keywords.exclusiveMinimum;
    if (keywords.exclusiveMaximum !== undefined) schema.exclusiveMaximum = keywords.exclusiveMaximum;
    if (keywords.minLength !== undefined) schema.minLength = keywords.minLength;
    if (keywords.maxLength !== undefined) schema.maxLength = keywords.maxLength;
    if (keywords.pattern !== undefined) schema.pattern = keywords.pattern;
  }
  return schema;
}

/**
 * Emits the top-level input schema, which is always `type: object` with `properties`: a union
 * of object types becomes an object whose `anyOf` lists the variants.
 */
export function emitInputSchema(model: SchemaModel): JsonObjectSchema {
  const schema = emitSchema(model);
  if (model.kind === 'object') return { ...schema, type: 'object', properties: schema.properties ?? {} };
  // A union root (`anyOf` of object variants) has no `type` of its own: every variant is an object.
  const { description, type: _variantType, ...rest } = schema;
  return {
    type: 'object',
    ...(description === undefined ? {} : { description }),
    properties: {},
    ...rest,
  };
}

function typeOf(model: SchemaModel): JsonSchemaTypeName | JsonSchemaTypeName[] | undefined {
  switch (model.kind) {
    case 'primitive':
      return collapse(
        model.integer ? model.types.map((name) => (name === 'number' ? 'integer' : name)) : model.types,
      );
    case 'enum':
      return collapse([...new Set(model.values.map(literalTypeName))]);
    case 'array':
    case 'tuple':
      return 'array';
    case 'object':
      return 'object';
    default:
      return undefined;
  }
}

function collapse(types: JsonSchemaTypeName[]): JsonSchemaTypeName | JsonSchemaTypeName[] {
  return types.length === 1 ? types[0] : types;
}
