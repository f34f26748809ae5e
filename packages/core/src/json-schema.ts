/**
 * The JSON Schema subset that WebMCP hosts accept: no `$ref`/`$defs`, no `format`, and
 * `additionalProperties` only ever `false` or absent, so every type is inlined.
 */
export type JsonSchemaTypeName = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

/**
 * The keywords a field's JSDoc tags, destructuring default or zod schema set (the model's
 * `FieldKeywords`), written into its JSON Schema node as they are.
 */
export interface JsonSchemaFieldKeywords {
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

/** One JSON Schema node of the WebMCP subset. */
export interface JsonSchema extends JsonSchemaFieldKeywords {
  type?: JsonSchemaTypeName | JsonSchemaTypeName[];
  description?: string;
  enum?: (string | number | boolean | null)[];
  const?: string | number | boolean | null;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: false;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
}

/** The input schema of a tool: always an object at the top level. */
export interface JsonObjectSchema extends JsonSchema {
  type: 'object';
  properties: Record<string, JsonSchema>;
}
