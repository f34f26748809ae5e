import { patternInputLimit } from './pattern-limit';
import type { JsonSchema } from './types';

// Deliberately tiny (it ships to every page): exactly the keywords the build plugin emits. An
// agent controls the input, so every cost stays linear in it and every message stays bounded:
// the first MAX_LISTED problems are listed (each clipped) and the rest counted; keys in paths are
// clipped too (a path is text every problem below it repeats).

const MAX_LISTED = 10;

// One set per enum schema, built on first use: a 10,000-member union checked against a
// 10,000-element array must not scan the members once per item.
const enumSets = new WeakMap<object, Set<string>>();

/** Checks `value` against `schema`; returns messages like `filters.tags[1]: expected string, got number`. */
export function validateInput(value: unknown, schema: JsonSchema | boolean | undefined): string[] {
  const problems = check(value, schema, '', []);
  return problems.length > MAX_LISTED
    ? [...problems.slice(0, MAX_LISTED), `${problems.length - MAX_LISTED} more problems`]
    : problems;
}

/** Appends the problems of `value` to `problems`: texts for the first MAX_LISTED, then '' to count the rest. */
function check(value: unknown, schema: JsonSchema | boolean | undefined, path: string, problems: string[]) {
  const own = `${path || 'input'}: `;
  const report = (problem: string) => problems.push(problems.length < MAX_LISTED ? clip(problem, 200) : '');
  const expected = (what: unknown, got: unknown = show(value)) =>
    report(`${own}expected ${what}, got ${got}`);
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
    return problems;
  }
  // Every other keyword applies beside `anyOf` (the core emits it next to type/properties/required).
  const branches = schema.anyOf?.map((branch) => check(value, branch, path, []));
  if (branches?.every((branch) => branch.length)) {
    // A branch whose problems all lie deeper than `path` had the right shape: its details help most.
    for (const problem of branches.find((branch) => !branch.some((text) => text.startsWith(own))) ??
      branches[0]!)
      report(problem);
  }
  if ('const' in schema && show(value) !== show(schema.const)) expected(show(schema.const));
  if (schema.enum) {
    if (!enumSets.has(schema)) enumSets.set(schema, new Set(schema.enum.map(show)));
    // A 10,000-member union is legal: name a few members, not all.
    if (!enumSets.get(schema)!.has(show(value))) expected(`one of ${schema.enum.slice(0, 9).map(show)}`);
  }
  if (type === 'string') {
    const text = value as string;
    limit([...text].length, schema.minLength, schema.maxLength, 'length ');
    // The work of a pattern check stays bounded: see pattern-limit.ts.
    const longest = schema.pattern ? patternInputLimit(schema.pattern) : 0;
    if (text.length > longest && longest)
      expected(`at most ${longest} characters for /${schema.pattern}/`, text.length);
    else if (longest && !matches(schema.pattern!, text)) expected(`a match of /${schema.pattern}/`);
  } else if (type === 'array') {
    limit((value as unknown[]).length, schema.minItems, schema.maxItems, 'item count ');
    for (const [index, item] of (value as unknown[]).entries()) {
      check(item, schema.prefixItems?.[index] ?? schema.items, `${path}[${index}]`, problems);
    }
  } else if (type === 'object') {
    const record = value as Record<string, unknown>;
    const properties = schema.properties ?? {};
    const childPath = (key: string) => (path ? `${path}.${clip(key, 60)}` : clip(key, 60));
    // Own properties only, here and below: `constructor` or `toString` never come from Object.prototype.
    for (const key of schema.required ?? []) {
      if (!Object.hasOwn(record, key) || record[key] === undefined) report(`${childPath(key)}: is required`);
    }
    for (const [key, item] of Object.entries(record)) {
      if (Object.hasOwn(properties, key)) check(item, properties[key], childPath(key), problems);
      else if (schema.additionalProperties === false) report(`${childPath(key)}: is not allowed`);
      else check(item, schema.additionalProperties, childPath(key), problems);
    }
  } else if (type === 'number') {
    const number = value as number;
    limit(number, schema.minimum, schema.maximum, '');
    // zod's positive()/gt()/lt() become exclusive bounds (a comparison with undefined is false).
    if (number <= schema.exclusiveMinimum!) expected(`> ${schema.exclusiveMinimum}`, number);
    if (number >= schema.exclusiveMaximum!) expected(`< ${schema.exclusiveMaximum}`, number);
  }
  return problems;
}

/**
 * Compiled as hosts and Ajv do (`u`), else as plain ECMA-262 (`^\d{3}\-\d{4}$` is valid only
 * there): such a pattern must not make the tool uncallable. One that compiles neither way checks
 * nothing. (The engine caches compiled patterns.)
 */
function matches(pattern: string, text: string): boolean {
  for (const flags of ['u', '']) {
    try {
      return new RegExp(pattern, flags).test(text);
    } catch {}
  }
  return true;
}

/** JSON text of a value, for comparisons and messages; never throws (a value too deep for JSON shows as its type). */
function show(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return typeof value;
  }
}

/** Keeps text an agent chose (a key, a value) from making a message long. */
const clip = (text: string, length: number): string =>
  text.length > length ? `${text.slice(0, length)}...` : text;
