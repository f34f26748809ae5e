import type { JsonSchema } from '../json-schema';

/**
 * The JSON Schema subset that WebMCP hosts accept, as the open input-validation proposal
 * (webmachinelearning/webmcp#289) and its tentative WPT tests (`webmcp/imperative/*.tentative`)
 * define it: only these keywords pass `registerTool()`'s meta-validation, anything else rejects
 * the registration with a `TypeError`.
 */
const SUBSET_KEYWORDS = new Set<string>([
  'type',
  'properties',
  'required',
  'enum',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'items',
  'prefixItems',
  'additionalProperties',
  'default',
  'description',
] satisfies (keyof JsonSchema)[]);

/** How to stay inside the subset, for the keywords the core itself can emit. */
const REWRITE_HINTS: { [Keyword in keyof JsonSchema]?: string } = {
  anyOf:
    'Use one object type with optional fields (and a literal `kind` field) instead of a union of objects',
  minItems: 'Use an object with named fields instead of a tuple (tuple lengths need minItems/maxItems)',
  maxItems: 'Use an object with named fields instead of a tuple (tuple lengths need minItems/maxItems)',
  const: 'Use a one-member literal union (`enum`) instead of `const`',
};

/** One keyword of a schema that a host implementing the subset rejects. */
export interface SubsetViolation {
  /** The field it sits on, as `filters.tags[]` (`''` for the top level). */
  fieldPath: string;
  keyword: string;
  /** What is used, as the schema spells it: `"anyOf"`, `"additionalProperties": true`. */
  used: string;
  /** Why it is outside: `is not in the WebMCP schema subset`, `is not a valid regular expression`. */
  reason: string;
  /** A one-line way to stay inside the subset. */
  hint: string;
}

/** Every keyword of `schema` outside the WebMCP schema subset, in document order. */
export function findSubsetViolations(schema: unknown): SubsetViolation[] {
  const violations: SubsetViolation[] = [];
  visit(schema, '', violations);
  return violations;
}

function visit(node: unknown, fieldPath: string, violations: SubsetViolation[]): void {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return;
  for (const [keyword, value] of Object.entries(node)) {
    const reason = whyOutside(keyword, value);
    if (reason) {
      const used =
        keyword === 'additionalProperties' || keyword === 'pattern'
          ? `"${keyword}": ${JSON.stringify(value)}`
          : `"${keyword}"`;
      violations.push({
        fieldPath,
        keyword,
        used,
        reason,
        hint: hintFor(keyword, value),
      });
    }
    if (keyword === 'properties' && isObject(value)) {
      for (const [name, property] of Object.entries(value))
        visit(property, join(fieldPath, name), violations);
    } else if (keyword === 'items') {
      visit(value, `${fieldPath}[]`, violations);
    } else if ((keyword === 'prefixItems' || keyword === 'anyOf') && Array.isArray(value)) {
      value.forEach((item, index) => {
        visit(item, keyword === 'prefixItems' ? `${fieldPath}[${index}]` : fieldPath, violations);
      });
    }
  }
}

function hintFor(keyword: string, value: unknown): string {
  const nullable = Array.isArray(value) && value.some((member) => isObject(member) && member.type === 'null');
  if (keyword === 'anyOf' && nullable) return 'Make the field optional (`field?: T`) instead of `T | null`';
  if (keyword === 'pattern') return 'Fix the @pattern so that new RegExp() accepts it';
  return REWRITE_HINTS[keyword as keyof JsonSchema] ?? `Remove "${keyword}" from the schema`;
}

function whyOutside(keyword: string, value: unknown): string | undefined {
  if (!SUBSET_KEYWORDS.has(keyword)) return 'is not in the WebMCP schema subset';
  if (keyword === 'additionalProperties' && value !== false)
    return 'may only be false in the WebMCP schema subset';
  if (keyword === 'pattern' && !compiles(value)) return 'is not a valid regular expression';
  return undefined;
}

function compiles(pattern: unknown): boolean {
  if (typeof pattern !== 'string') return false;
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function join(parent: string, name: string): string {
  return parent === '' ? name : `${parent}.${name}`;
}
