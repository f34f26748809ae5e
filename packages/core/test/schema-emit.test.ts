import { describe, expect, test } from 'vitest';
import { emitInputSchema, emitSchema } from '../src/schema/emit';
import type { SchemaModel } from '../src/schema/model';
import { assertValidSubsetSchema } from './schema-harness';

// The emitter alone: models in, JSON Schema out, no compiler involved.
describe('emitSchema', () => {
  test('keys come out in one fixed order whatever order the model was built in', () => {
    const model: SchemaModel = {
      keywords: { pattern: '^a', maxLength: 3, default: 'a', minLength: 1 },
      note: 'note',
      description: 'desc',
      kind: 'primitive',
      types: ['string'],
    };
    expect(JSON.stringify(emitSchema(model))).toBe(
      '{"type":"string","description":"desc (note)","default":"a","minLength":1,"maxLength":3,"pattern":"^a"}',
    );
  });

  test('enum types are derived from the values, in first-seen order', () => {
    expect(emitSchema({ kind: 'enum', values: ['a', 1, null, true] })).toEqual({
      type: ['string', 'number', 'null', 'boolean'],
      enum: ['a', 1, null, true],
    });
  });

  test('closed objects get additionalProperties: false; open ones without properties are bare', () => {
    const closed: SchemaModel = {
      kind: 'object',
      closed: true,
      properties: [
        { name: 'b', required: false, schema: { kind: 'any' } },
        { name: 'a', required: true, schema: { kind: 'primitive', types: ['number'] } },
      ],
    };
    expect(emitSchema(closed)).toEqual({
      type: 'object',
      properties: { b: {}, a: { type: 'number' } },
      required: ['a'],
      additionalProperties: false,
    });
    expect(Object.keys(emitSchema(closed).properties!)).toEqual(['b', 'a']);
    expect(
      emitSchema({ kind: 'object', closed: false, properties: [], note: 'keys: string, values: number' }),
    ).toEqual({
      type: 'object',
      description: 'keys: string, values: number',
    });
  });

  test('tuples: maxItems only without a rest element', () => {
    const element: SchemaModel = { kind: 'primitive', types: ['number'] };
    expect(emitSchema({ kind: 'tuple', elements: [element, element], minItems: 1 })).toEqual({
      type: 'array',
      prefixItems: [{ type: 'number' }, { type: 'number' }],
      minItems: 1,
      maxItems: 2,
    });
    expect(emitSchema({ kind: 'tuple', elements: [element], minItems: 1, rest: element })).toEqual({
      type: 'array',
      prefixItems: [{ type: 'number' }],
      items: { type: 'number' },
      minItems: 1,
    });
  });

  test('a union root is an object with empty properties and the variants in anyOf', () => {
    const variant = (name: string): SchemaModel => ({
      kind: 'object',
      closed: true,
      properties: [{ name, required: true, schema: { kind: 'primitive', types: ['string'] } }],
    });
    const root = emitInputSchema({ kind: 'anyOf', variants: [variant('id'), variant('name')] });
    expect(root.type).toBe('object');
    expect(root.properties).toEqual({});
    expect(root.anyOf).toHaveLength(2);
    assertValidSubsetSchema(root);
  });

  test('an open object root still lists (empty) properties', () => {
    expect(emitInputSchema({ kind: 'object', closed: false, properties: [] })).toEqual({
      type: 'object',
      properties: {},
    });
  });
});
