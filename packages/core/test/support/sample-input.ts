import type { JsonSchema } from '../../src/json-schema';

/** Returned when no sample can be made (a `pattern` none of the candidates matches). */
export const NO_SAMPLE = Symbol('no sample');

const PATTERN_CANDIDATES = ['sample', 'a', 'A1', '0', '12345', 'abc-123', 'user@example.com'];

/**
 * The smallest input a schema should accept: required properties only, first enum value or
 * `anyOf` branch, lower bounds for numbers and lengths. Built from the schema alone, so a schema
 * that contradicts itself (a required field it does not define, an enum of the wrong type,
 * bounds that exclude everything) is caught when the sample is validated against it.
 */
export function sampleInput(schema: JsonSchema): unknown {
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sampleInput(schema.anyOf[0]);
  const type = Array.isArray(schema.type) ? (schema.type.find((t) => t !== 'null') ?? 'null') : schema.type;
  switch (type) {
    case 'object': {
      const sample: Record<string, unknown> = {};
      for (const name of schema.required ?? []) {
        const property = schema.properties?.[name] ?? {};
        const value = sampleInput(property);
        if (value === NO_SAMPLE) return NO_SAMPLE;
        Object.defineProperty(sample, name, { value, enumerable: true, writable: true, configurable: true });
      }
      return sample;
    }
    case 'array': {
      const prefix = (schema.prefixItems ?? []).slice(0, Math.max(schema.minItems ?? 0, 0));
      const items = prefix.map((item) => sampleInput(item));
      while (items.length < (schema.minItems ?? 0)) items.push(schema.items ? sampleInput(schema.items) : 0);
      return items.includes(NO_SAMPLE) ? NO_SAMPLE : items;
    }
    case 'string':
      return sampleString(schema);
    case 'number':
    case 'integer':
      return sampleNumber(schema);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'any JSON value';
  }
}

function sampleNumber(schema: JsonSchema): number {
  if (schema.minimum !== undefined) return schema.minimum;
  if (typeof schema.exclusiveMinimum === 'number') return Math.floor(schema.exclusiveMinimum) + 1;
  if (schema.maximum !== undefined && schema.maximum < 0) return schema.maximum;
  if (typeof schema.exclusiveMaximum === 'number' && schema.exclusiveMaximum <= 0) {
    return Math.ceil(schema.exclusiveMaximum) - 1;
  }
  return 0;
}

function sampleString(schema: JsonSchema): string | typeof NO_SAMPLE {
  const length = Math.max(schema.minLength ?? 0, 1);
  if (!schema.pattern) return 'x'.repeat(Math.min(length, schema.maxLength ?? length));
  const pattern = new RegExp(schema.pattern, 'u');
  const fits = (candidate: string) =>
    pattern.test(candidate) &&
    candidate.length >= (schema.minLength ?? 0) &&
    candidate.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);
  return (
    PATTERN_CANDIDATES.find(fits) ??
    PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate)) ??
    NO_SAMPLE
  );
}
