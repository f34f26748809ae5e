import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../src/types';
import { validateInput } from '../src/validate-input';

const filtersSchema: JsonSchema = {
  type: 'object',
  properties: {
    filters: {
      type: 'object',
      properties: {
        tags: { type: 'array', items: { type: 'string' } },
        role: { type: 'string', enum: ['admin', 'user', 'guest'] },
        page: { type: 'integer', minimum: 1, maximum: 100 },
      },
      required: ['tags'],
      additionalProperties: false,
    },
    note: { type: ['string', 'null'], minLength: 2, maxLength: 5, pattern: '^[a-z]+$' },
    kind: { const: 'search' },
    point: {
      type: 'array',
      prefixItems: [{ type: 'number' }, { type: 'boolean' }],
      minItems: 2,
      maxItems: 2,
    },
    target: {
      anyOf: [{ type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }, { type: 'null' }],
    },
  },
  required: ['filters'],
};

describe('validateInput', () => {
  it('accepts a valid input', () => {
    const input = {
      filters: { tags: ['a', 'b'], role: 'admin', page: 3 },
      note: 'abc',
      kind: 'search',
      point: [1.5, true],
      target: null,
    };
    expect(validateInput(input, filtersSchema)).toEqual([]);
    expect(validateInput({ filters: { tags: [] }, note: null, target: { id: 'x' } }, filtersSchema)).toEqual(
      [],
    );
  });

  it('names the path of a wrong type', () => {
    expect(validateInput({ filters: { tags: ['a', 1] } }, filtersSchema)).toEqual([
      'filters.tags[1]: expected string, got number',
    ]);
    expect(validateInput({ filters: 'x' }, filtersSchema)).toEqual(['filters: expected object, got string']);
  });

  it('reports the root as `input`', () => {
    expect(validateInput('text', filtersSchema)).toEqual(['input: expected object, got string']);
    expect(validateInput([], filtersSchema)).toEqual(['input: expected object, got array']);
  });

  it('reports missing required and unexpected properties', () => {
    expect(validateInput({}, filtersSchema)).toEqual(['filters: is required']);
    expect(validateInput({ filters: { tags: [], extra: 1 } }, filtersSchema)).toEqual([
      'filters.extra: is not allowed',
    ]);
    expect(validateInput({ filters: {} }, filtersSchema)).toEqual(['filters.tags: is required']);
  });

  it('checks enum and const', () => {
    expect(validateInput({ filters: { tags: [], role: 'root' } }, filtersSchema)).toEqual([
      'filters.role: expected one of "admin","user","guest", got "root"',
    ]);
    expect(validateInput({ filters: { tags: [] }, kind: 'find' }, filtersSchema)).toEqual([
      'kind: expected "search", got "find"',
    ]);
  });

  it('names only a few members of a huge enum', () => {
    const members = Array.from({ length: 10_000 }, (_, index) => `m${index}`);
    const [problem] = validateInput(
      { pick: 'zzz' },
      { type: 'object', properties: { pick: { type: 'string', enum: members } } },
    );
    expect(problem).toMatch(/^pick: expected one of "m0",.*"m8", got "zzz"$/);
    expect(problem!.length).toBeLessThan(200);
  });

  it('checks integer, minimum and maximum', () => {
    expect(validateInput({ filters: { tags: [], page: 1.5 } }, filtersSchema)).toEqual([
      'filters.page: expected integer, got number',
    ]);
    expect(validateInput({ filters: { tags: [], page: 0 } }, filtersSchema)).toEqual([
      'filters.page: expected >= 1, got 0',
    ]);
    expect(validateInput({ filters: { tags: [], page: 101 } }, filtersSchema)).toEqual([
      'filters.page: expected <= 100, got 101',
    ]);
    expect(validateInput(3, { type: 'number' })).toEqual([]);
  });

  it('checks exclusiveMinimum and exclusiveMaximum (zod positive(), gt(), lt())', () => {
    const count = { type: 'integer' as const, exclusiveMinimum: 0, exclusiveMaximum: 10 };
    expect(validateInput(0, count)).toEqual(['input: expected > 0, got 0']);
    expect(validateInput(10, count)).toEqual(['input: expected < 10, got 10']);
    expect(validateInput(1, count)).toEqual([]);
    expect(validateInput(9, count)).toEqual([]);
  });

  it('checks minLength, maxLength (in code points) and pattern; null is allowed by the type array', () => {
    const base = { filters: { tags: [] } };
    expect(validateInput({ ...base, note: 'a' }, filtersSchema)).toEqual([
      'note: expected length >= 2, got 1',
    ]);
    expect(validateInput({ ...base, note: 'abcdef' }, filtersSchema)).toEqual([
      'note: expected length <= 5, got 6',
    ]);
    expect(validateInput({ ...base, note: 'AB' }, filtersSchema)).toEqual([
      'note: expected a match of /^[a-z]+$/, got "AB"',
    ]);
    expect(validateInput({ ...base, note: 7 }, filtersSchema)).toEqual([
      'note: expected string or null, got number',
    ]);
    expect(validateInput('😀😀', { type: 'string', maxLength: 2 })).toEqual([]);
  });

  it('checks tuples: prefixItems, minItems, maxItems', () => {
    const base = { filters: { tags: [] } };
    expect(validateInput({ ...base, point: [1, 'x'] }, filtersSchema)).toEqual([
      'point[1]: expected boolean, got string',
    ]);
    expect(validateInput({ ...base, point: [1] }, filtersSchema)).toEqual([
      'point: expected item count >= 2, got 1',
    ]);
    expect(validateInput({ ...base, point: [1, true, 3] }, filtersSchema)).toEqual([
      'point: expected item count <= 2, got 3',
    ]);
  });

  it('explains anyOf failures through the branch that has the right shape', () => {
    const base = { filters: { tags: [] } };
    expect(validateInput({ ...base, target: {} }, filtersSchema)).toEqual(['target.id: is required']);
    expect(validateInput({ ...base, target: { id: 1 } }, filtersSchema)).toEqual([
      'target.id: expected string, got number',
    ]);
    expect(validateInput({ ...base, target: 'x' }, filtersSchema)).toEqual([
      'target: expected object, got string',
    ]);
  });

  it('treats {} (any JSON value) and missing schemas as anything', () => {
    expect(validateInput({ a: [1, { b: null }] }, { type: 'object', properties: { a: {} } })).toEqual([]);
    expect(validateInput({ a: 1 }, undefined)).toEqual([]);
  });

  it('never reads schemas from Object.prototype for keys like constructor or __proto__', () => {
    const input = JSON.parse('{"constructor": 1, "__proto__": 2, "toString": 3}');
    expect(validateInput(input, { type: 'object', properties: {} })).toEqual([]);
    expect(validateInput(input, { type: 'object', properties: {}, additionalProperties: false })).toEqual([
      'constructor: is not allowed',
      '__proto__: is not allowed',
      'toString: is not allowed',
    ]);
  });

  it('validates values of Record-like objects through additionalProperties schemas', () => {
    expect(
      validateInput({ a: 1, b: 'x' }, { type: 'object', additionalProperties: { type: 'number' } }),
    ).toEqual(['b: expected number, got string']);
  });

  it('reports every problem, not only the first', () => {
    expect(validateInput({ filters: { tags: [1, 2] } }, filtersSchema)).toEqual([
      'filters.tags[0]: expected string, got number',
      'filters.tags[1]: expected string, got number',
    ]);
  });
});
