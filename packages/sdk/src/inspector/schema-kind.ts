import type { JsonSchema } from '../types';

/** How the inspector shows and edits a schema node; `json` is the raw-JSON fallback. */
export type SchemaKind =
  | 'string'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'object'
  | 'array'
  | 'enum'
  | 'const'
  | 'json';

/** The kind of `schema` (a nullable type counts as its other type; unions and free maps are `json`). */
export function schemaKind(schema: JsonSchema | boolean | undefined): SchemaKind {
  if (!schema || schema === true) return 'json';
  if (Array.isArray(schema.enum)) return 'enum';
  if ('const' in schema) return 'const';
  const types = ([] as unknown[]).concat(schema.type ?? []).filter((type) => type !== 'null');
  const [type] = types;
  if (types.length !== 1 || schema.anyOf) return 'json';
  if (type === 'object')
    return schema.properties && !isSchema(schema.additionalProperties) ? 'object' : 'json';
  if (type === 'array') return isSchema(schema.items) ? 'array' : 'json';
  return type as SchemaKind;
}

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null;
}

/** A short type label: `string`, `number ≥ 1 ≤ 50`, `array of object`, `"a" | "b"`, `one of …`. */
export function typeLabel(schema: JsonSchema | boolean | undefined): string {
  if (schema === true || schema === undefined) return 'any';
  if (schema === false) return 'never';
  const kind = schemaKind(schema);
  if (kind === 'enum') return (schema.enum ?? []).map((value) => JSON.stringify(value)).join(' | ');
  if (kind === 'const') return JSON.stringify(schema.const);
  if (schema.anyOf) return `one of ${schema.anyOf.map(typeLabel).join(', ')}`;
  const type = ([] as unknown[]).concat(schema.type ?? 'any').join(' | ');
  const bounds = [
    schema.minimum !== undefined && `≥ ${schema.minimum}`,
    schema.maximum !== undefined && `≤ ${schema.maximum}`,
    schema.minLength !== undefined && `length ≥ ${schema.minLength}`,
    schema.maxLength !== undefined && `length ≤ ${schema.maxLength}`,
    schema.minItems !== undefined && `items ≥ ${schema.minItems}`,
    schema.maxItems !== undefined && `items ≤ ${schema.maxItems}`,
    schema.pattern !== undefined && `matching /${schema.pattern}/`,
  ].filter(Boolean);
  const items = kind === 'array' ? ` of ${typeLabel(schema.items as JsonSchema)}` : '';
  return [`${type}${items}`, ...bounds].join(' ');
}

/**
 * How a person reads each member of an enum: text as itself (`indoor`), other values as literals
 * (`3`, `true`, `null`). Text keeps its JSON quotes only where they tell it apart: when it would
 * read like another member (`"1"` beside `1`, `"null"` beside `null`), when it is empty, or when
 * spaces start or end it.
 */
export function enumLabels(values: readonly unknown[]): string[] {
  const plain = values.map((value) => (typeof value === 'string' ? value : JSON.stringify(value)));
  return values.map((value, index) =>
    typeof value === 'string' &&
    (value.trim() !== value || !value || plain.some((other, at) => at !== index && other === value))
      ? JSON.stringify(value)
      : plain[index]!,
  );
}
