import type { JsonSchema } from './types';

// Deliberately tiny (it ships to every page): exactly the keywords the build plugin emits.

/** Checks `value` against `schema`; returns messages like `filters.tags[1]: expected string, got number`. */
export function validateInput(
  value: unknown,
  schema: JsonSchema | boolean | undefined,
  path = '',
  problems: string[] = [],
): string[] {
  const own = `${path || 'input'}: `;
  const expected = (what: unknown, got: unknown = show(value)) =>
    problems.push(`${own}expected ${what}, got ${got}`);
  const limit = (actual: number, min: unknown, max: unknown, what: string) => {
    if (actual < (min as number)) expected(`${what}>= ${min}`, actual);
    if (actual > (max as number)) expected(`${what}<= ${max}`, actual);
  };
  const type = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  if (!schema || typeof schema !== 'object') return problems;
  const types = schema.type && ([] as string[]).concat(schema.type);
  if (
    types &&
    !types.some((allowed) => allowed === type || (allowed === 'integer' && Number.isInteger(value)))
  ) {
    expected(types.join(' or '), type);
  } else if (schema.anyOf) {
    const branches = schema.anyOf.map((branch) => validateInput(value, branch, path));
    if (branches.every((branch) => branch.length)) {
      // A branch whose problems all lie deeper than `path` had the right shape: its details help most.
      problems.push(
        ...(branches.find((branch) => !branch.some((problem) => problem.startsWith(own))) ?? branches[0]!),
      );
    }
  } else if ('const' in schema && show(value) !== show(schema.const)) {
    expected(show(schema.const));
  } else if (schema.enum && !schema.enum.some((allowed) => show(allowed) === show(value))) {
    // A 10,000-member union is legal: name a few members, not all.
    expected(`one of ${schema.enum.slice(0, 9).map(show)}`);
  } else if (type === 'string') {
    limit([...(value as string)].length, schema.minLength, schema.maxLength, 'length ');
    if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value as string)) {
      expected(`a match of /${schema.pattern}/`);
    }
  } else if (type === 'array') {
    limit((value as unknown[]).length, schema.minItems, schema.maxItems, 'item count ');
    for (const [index, item] of (value as unknown[]).entries()) {
      validateInput(item, schema.prefixItems?.[index] ?? schema.items, `${path}[${index}]`, problems);
    }
  } else if (type === 'object') {
    const properties = schema.properties ?? {};
    const childPath = (key: string) => (path ? `${path}.${key}` : key);
    for (const key of schema.required ?? []) {
      if ((value as Record<string, unknown>)[key] === undefined)
        problems.push(`${childPath(key)}: is required`);
    }
    for (const [key, item] of Object.entries(value as object)) {
      // `hasOwn`, so that keys like `constructor` never pick up Object.prototype members.
      if (Object.hasOwn(properties, key)) validateInput(item, properties[key], childPath(key), problems);
      else if (schema.additionalProperties === false) problems.push(`${childPath(key)}: is not allowed`);
      else validateInput(item, schema.additionalProperties, childPath(key), problems);
    }
  } else {
    limit(value as number, schema.minimum, schema.maximum, '');
  }
  return problems;
}

const show = (value: unknown): string => JSON.stringify(value) ?? String(value);
