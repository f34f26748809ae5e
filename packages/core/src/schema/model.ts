/**
 * The engine's own schema model: what converters produce and the emitter turns into JSON
 * Schema. It knows nothing of the compiler, so converters stay free of JSON details and the
 * emitter free of TypeScript.
 */

import type { JsonSchemaFieldKeywords } from '../json-schema';

/** A JSON value that may appear in `enum`. */
export type LiteralValue = string | number | boolean | null;

/** JSON Schema type names the model uses (never `integer`: TypeScript has one `number`). */
export type PrimitiveTypeName = 'string' | 'number' | 'boolean' | 'null';

/** Keywords read from a field's JSDoc tags, its destructuring default or its zod schema: emitted as they are. */
export type FieldKeywords = JsonSchemaFieldKeywords;

interface ModelBase {
  /** The field's own `/** *\/` text. */
  description?: string;
  /** What the conversion itself says about the value (Date: "ISO 8601 date-time"). */
  note?: string;
  keywords?: FieldKeywords;
}

/** Any JSON value (`{}`). */
export interface AnyModel extends ModelBase {
  kind: 'any';
}

/** One or more primitive JSON types (`string`, `["string", "null"]`). */
export interface PrimitiveModel extends ModelBase {
  kind: 'primitive';
  types: PrimitiveTypeName[];
  /** Its numbers are whole (zod's `.int()`): `number` is emitted as `integer`. */
  integer?: boolean;
}

/** A closed set of literal values; the emitter derives `type` from them. */
export interface EnumModel extends ModelBase {
  kind: 'enum';
  values: LiteralValue[];
}

export interface ArrayModel extends ModelBase {
  kind: 'array';
  items: SchemaModel;
}

/** A tuple: `elements` by position, the first `minItems` required, `rest` for `...T[]`. */
export interface TupleModel extends ModelBase {
  kind: 'tuple';
  elements: SchemaModel[];
  minItems: number;
  rest?: SchemaModel;
}

export interface PropertyModel {
  name: string;
  schema: SchemaModel;
  required: boolean;
}

/**
 * An object. `closed` objects list every key they accept; open ones (records, index
 * signatures, depth cuts) accept any key. An open object without properties is `{ type: object }`.
 */
export interface ObjectModel extends ModelBase {
  kind: 'object';
  properties: PropertyModel[];
  closed: boolean;
}

export interface AnyOfModel extends ModelBase {
  kind: 'anyOf';
  variants: SchemaModel[];
}

/** A value JSON cannot carry (function, symbol, bigint): its field is left out. */
export interface OmittedModel extends ModelBase {
  kind: 'omitted';
}

export type SchemaModel =
  | AnyModel
  | PrimitiveModel
  | EnumModel
  | ArrayModel
  | TupleModel
  | ObjectModel
  | AnyOfModel
  | OmittedModel;

/** The JSON type names a value of `model` can have (`any` when it accepts everything). */
export function jsonTypesOf(model: SchemaModel): Set<PrimitiveTypeName | 'object' | 'array' | 'any'> {
  switch (model.kind) {
    case 'any':
      return new Set(['any']);
    case 'primitive':
      return new Set(model.types);
    case 'enum':
      return new Set(model.values.map(literalTypeName));
    case 'array':
    case 'tuple':
      return new Set(['array']);
    case 'object':
      return new Set(['object']);
    case 'anyOf':
      return new Set(model.variants.flatMap((variant) => [...jsonTypesOf(variant)]));
    case 'omitted':
      return new Set();
  }
}

/** The JSON type name of one literal value. */
export function literalTypeName(value: LiteralValue): PrimitiveTypeName {
  if (value === null) return 'null';
  return typeof value as 'string' | 'number' | 'boolean';
}
