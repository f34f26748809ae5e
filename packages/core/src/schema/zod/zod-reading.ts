import { type FieldKeywords, jsonTypesOf, type SchemaModel } from '../model';

/** What a zod call chain says about one value beyond its TypeScript type. */
export interface ZodFacts {
  /** `.describe('…')` or `.meta({ description })` (a field's JSDoc wins over it). */
  description?: string;
  /** A format the subset cannot state as `format` (`.email()` → "email address"). */
  note?: string;
  /** `.int()`, `z.int()`: whole numbers. */
  integer?: boolean;
  /** Array sizes are kept apart: `minItems`/`maxItems` are outside the WebMCP subset (H1). */
  keywords: FieldKeywords & { minItems?: number; maxItems?: number };
}

/**
 * A zod schema read at build time: its own facts, plus the readings of its fields (objects) or
 * of its element (arrays). Structure comes from the TypeScript type; a reading only adds to it,
 * so a field or element it does not cover simply gets its type alone.
 */
export interface ZodReading {
  facts: ZodFacts;
  fields?: ReadonlyMap<string, ZodReading>;
  element?: ZodReading;
}

const STRING_KEYWORDS = ['minLength', 'maxLength', 'pattern'] as const;
const NUMBER_KEYWORDS = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'] as const;

/** The same reading without its own facts: what the members of a union or a constraint receive. */
export function withoutFacts(reading: ZodReading): ZodReading {
  return { facts: { keywords: {} }, fields: reading.fields, element: reading.element };
}

/**
 * Adds a reading's facts to the model of the value it describes. Each keyword lands only on a
 * schema of the type it constrains (`minLength` on a string, inside an `anyOf` too); a keyword
 * that fits nowhere is left out rather than put where it would mean something else. An array's
 * size goes into its description ("1 to 5 items"): hosts that validate schemas against the
 * WebMCP subset reject `minItems`/`maxItems`.
 */
export function applyZodFacts(model: SchemaModel, facts: ZodFacts): void {
  if (facts.description && !model.description) model.description = facts.description;
  if (facts.note) model.note = model.note ? `${model.note}; ${facts.note}` : facts.note;
  if (facts.integer) markInteger(model);
  const { keywords } = facts;
  placeKeywords(model, pick(keywords, STRING_KEYWORDS), (target) => jsonTypesOf(target).has('string'));
  placeKeywords(model, pick(keywords, NUMBER_KEYWORDS), (target) => jsonTypesOf(target).has('number'));
  const itemCount = describeItemCount(keywords.minItems, keywords.maxItems);
  const array = model.kind === 'anyOf' ? model.variants.find((variant) => variant.kind === 'array') : model;
  if (itemCount && array?.kind === 'array')
    array.note = array.note ? `${array.note}; ${itemCount}` : itemCount;
  if (keywords.default !== undefined && acceptsValue(model, keywords.default)) {
    model.keywords = { ...model.keywords, default: keywords.default };
  }
}

function pick(keywords: FieldKeywords, names: readonly (keyof FieldKeywords)[]): FieldKeywords {
  const picked: FieldKeywords = {};
  for (const name of names)
    if (keywords[name] !== undefined) Object.assign(picked, { [name]: keywords[name] });
  return picked;
}

function placeKeywords(
  model: SchemaModel,
  keywords: FieldKeywords,
  fits: (target: SchemaModel) => boolean,
): void {
  if (Object.keys(keywords).length === 0) return;
  const target = model.kind === 'anyOf' ? model.variants.find(fits) : fits(model) ? model : undefined;
  if (target) target.keywords = { ...target.keywords, ...keywords };
}

function describeItemCount(min: number | undefined, max: number | undefined): string | undefined {
  const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;
  if (min !== undefined && max !== undefined)
    return min === max ? `exactly ${items(min)}` : `${min} to ${items(max)}`;
  if (min !== undefined) return min > 0 ? `at least ${items(min)}` : undefined;
  return max === undefined ? undefined : `at most ${items(max)}`;
}

function markInteger(model: SchemaModel): void {
  if (model.kind === 'primitive' && model.types.includes('number')) model.integer = true;
  if (model.kind === 'anyOf') for (const variant of model.variants) markInteger(variant);
}

/** Whether a `.default(value)` is a value the model's type takes. */
function acceptsValue(model: SchemaModel, value: unknown): boolean {
  if (model.kind === 'enum') return model.values.some((allowed) => allowed === value);
  const types = jsonTypesOf(model);
  if (types.has('any')) return true;
  const type = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  return types.has(type as never);
}
