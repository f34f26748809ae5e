import { NOT_STATIC } from '../literal-text';
import type { ZodSchemaReader } from './read-zod-schema';
import { readZodPattern } from './zod-pattern';
import type { ZodFacts, ZodReading } from './zod-reading';
import { readZodShape } from './zod-shape';
import { shortText } from './zod-syntax';

/** What kind of value a schema in the chain validates: it decides what `.min()` means. */
export type ZodBase = 'string' | 'number' | 'array' | 'object' | 'other';

/** A reading under construction. */
export interface ZodDraft extends ZodReading {
  base: ZodBase;
  facts: ZodFacts;
  fields?: Map<string, ZodReading>;
}

/** Formats the subset has no `format` for: they go into the description instead. */
const FORMAT_NOTES: Record<string, string> = {
  email: 'email address',
  url: 'URL',
  httpUrl: 'http(s) URL',
  uuid: 'UUID',
  uuidv4: 'UUID',
  uuidv6: 'UUID',
  uuidv7: 'UUID',
  guid: 'GUID',
  datetime: 'ISO 8601 date-time',
};
/** `z.iso.date()` and `z.string().date()`; but `z.date()` itself is a `Date`. */
const STRING_ONLY_FORMAT_NOTES: Record<string, string> = {
  date: 'ISO 8601 date',
  time: 'ISO 8601 time',
  duration: 'ISO 8601 duration',
};
const OTHER_STRING_FACTORIES = new Set(
  'string cuid cuid2 ulid nanoid xid ksuid ipv4 ipv6 cidrv4 cidrv6 mac base64 base64url e164 jwt emoji hostname hex hash'.split(
    ' ',
  ),
);
const INTEGER_FACTORIES = new Set(['int', 'int32', 'uint32', 'safeint']);
const WRAPPERS = new Set(['optional', 'nullable', 'nullish', 'readonly', 'nonoptional', 'exactOptional']);
const OBJECT_FACTORIES = new Set(['object', 'strictObject', 'looseObject']);
/** Schemas built from other schemas whose parts are not mapped onto an `anyOf`/tuple/record. */
const COMPOSITES = new Set([
  'union',
  'discriminatedUnion',
  'xor',
  'intersection',
  'tuple',
  'record',
  'partialRecord',
  'map',
  'set',
]);
/** Methods that keep the value's type and add nothing the schema can state (or only loosen it). */
const TRANSPARENT_METHODS = new Set(
  [
    'optional nullable nullish readonly nonoptional brand strict strip passthrough loose nonstrict catchall',
    'partial required pick omit deepPartial catch finite safe step multipleOf trim toLowerCase toUpperCase',
    'normalize startsWith endsWith includes lowercase uppercase refine superRefine register',
    'cuid cuid2 ulid nanoid xid ksuid ip ipv4 ipv6 cidr cidrv4 cidrv6 base64 base64url e164 jwt emoji',
  ]
    .join(' ')
    .split(' '),
);
/** Checks of `.check(...)` that only loosen the schema when left out. */
const TRANSPARENT_CHECKS = new Set(
  'multipleOf lowercase uppercase includes startsWith endsWith trim toLowerCase toUpperCase normalize overwrite refine superRefine property mime minSize maxSize size'.split(
    ' ',
  ),
);
/** Method names whose presence inside a union means constraints that a union drops. */
const CONSTRAINT_METHODS = new Set(
  'min max length nonempty gt gte lt lte positive negative nonnegative nonpositive int regex describe meta default email url uuid datetime minLength maxLength'.split(
    ' ',
  ),
);

/** A fresh draft of one base kind. */
function draftOf(base: ZodBase): ZodDraft {
  return { base, facts: { keywords: {} } };
}

/** A `z.<name>(...)` call: the start of a chain. */
export function applyFactory<N>(name: string, call: N, reader: ZodSchemaReader<N>): ZodDraft | undefined {
  const args = reader.syntax.callArguments(call);
  if (FORMAT_NOTES[name] || (STRING_ONLY_FORMAT_NOTES[name] && isIsoNamespaceCall(call, reader))) {
    const draft = draftOf('string');
    draft.facts.note = FORMAT_NOTES[name] ?? STRING_ONLY_FORMAT_NOTES[name];
    return draft;
  }
  if (OTHER_STRING_FACTORIES.has(name)) return draftOf('string');
  if (name === 'number' || name === 'float32' || name === 'float64') return draftOf('number');
  if (INTEGER_FACTORIES.has(name)) {
    const draft = draftOf('number');
    draft.facts.integer = true;
    return draft;
  }
  if (name === 'array') {
    const draft = draftOf('array');
    const element = args[0] && reader.readExpression(args[0]);
    if (element) draft.element = element;
    return draft;
  }
  if (OBJECT_FACTORIES.has(name)) {
    const draft = draftOf('object');
    draft.fields = args[0] ? readZodShape(args[0], reader) : new Map();
    return draft;
  }
  if (WRAPPERS.has(name) || ['pick', 'omit', 'partial', 'required'].includes(name)) {
    return args[0] ? reader.readExpression(args[0]) : undefined;
  }
  if (name === '_default' || name === 'prefault') {
    const draft = args[0] && reader.readExpression(args[0]);
    if (draft && args[1]) readDefault(draft, args[1], reader);
    return draft;
  }
  if (name === 'extend' || name === 'safeExtend' || name === 'merge') {
    const draft = args[0] && reader.readExpression(args[0]);
    return draft && args[1] ? extendDraft(draft, name, args[1], reader) : draft;
  }
  if (COMPOSITES.has(name)) reportDroppedConstraints(call, args, reader);
  return draftOf('other');
}

/** `schema.<name>(...)`: one step of a chain. */
export function applyMethod<N>(
  draft: ZodDraft,
  name: string,
  call: N,
  reader: ZodSchemaReader<N>,
): ZodDraft | undefined {
  const args = reader.syntax.callArguments(call);
  if (applyConstraint(draft, name, call, reader)) return draft;
  if (TRANSPARENT_METHODS.has(name)) return draft;
  if (FORMAT_NOTES[name] || (STRING_ONLY_FORMAT_NOTES[name] && draft.base === 'string')) {
    draft.facts.note = FORMAT_NOTES[name] ?? STRING_ONLY_FORMAT_NOTES[name];
    return draft;
  }
  switch (name) {
    case 'describe':
      if (args[0]) readDescription(draft, args[0], reader);
      return draft;
    case 'meta':
      if (args[0]) readMetaDescription(draft, args[0], reader);
      return draft;
    case 'default':
    case 'prefault':
      if (args[0]) readDefault(draft, args[0], reader);
      return draft;
    case 'check':
    case 'with':
      for (const check of args) reader.readCheck(draft, check);
      return draft;
    case 'array': {
      const array = draftOf('array');
      array.element = draft;
      return array;
    }
    case 'extend':
    case 'safeExtend':
    case 'merge':
      return args[0] ? extendDraft(draft, name, args[0], reader) : draft;
    case 'or':
    case 'and':
      if (hasFacts(draft)) reportDroppedConstraints(call, [], reader, true);
      else reportDroppedConstraints(call, args, reader);
      return draftOf('other');
  }
  return reader.unread(reader.syntax.callee(call), `'.${name}(...)' changes the value or its type`);
}

/** A check passed to `.check(...)`: `z.minLength(1)`, `z.positive()`, `z.describe('…')`. */
export function applyCheck<N>(draft: ZodDraft, name: string, call: N, reader: ZodSchemaReader<N>): void {
  const aliases: Record<string, string> = {
    minLength: 'min',
    maxLength: 'max',
    minimum: 'gte',
    maximum: 'lte',
  };
  const method = aliases[name] ?? name;
  if (name === 'minLength' || name === 'maxLength' || name === 'length') {
    if (draft.base !== 'string' && draft.base !== 'array') return;
  }
  if (applyConstraint(draft, method, call, reader)) return;
  const argument = reader.syntax.callArguments(call)[0];
  if (name === 'describe' && argument) readDescription(draft, argument, reader);
  else if (name === 'meta' && argument) readMetaDescription(draft, argument, reader);
  else if (!TRANSPARENT_CHECKS.has(name))
    reader.unread(call, `the check '${name}' is not one the schema can state`);
}

/** Size and range constraints; true when `name` is one (applied or, on another base, ignored). */
function applyConstraint<N>(draft: ZodDraft, name: string, call: N, reader: ZodSchemaReader<N>): boolean {
  const keywords = draft.facts.keywords;
  const number = () => numberArgument(call, reader);
  const lower = (
    key: 'minimum' | 'minLength' | 'minItems' | 'exclusiveMinimum',
    value: number | undefined,
  ) => {
    if (value !== undefined) keywords[key] = Math.max(keywords[key] ?? value, value);
  };
  const upper = (
    key: 'maximum' | 'maxLength' | 'maxItems' | 'exclusiveMaximum',
    value: number | undefined,
  ) => {
    if (value !== undefined) keywords[key] = Math.min(keywords[key] ?? value, value);
  };
  const sized = draft.base === 'string' ? 'Length' : draft.base === 'array' ? 'Items' : undefined;
  switch (name) {
    case 'min':
    case 'max':
    case 'length':
    case 'nonempty': {
      if (draft.base === 'number' && name !== 'length' && name !== 'nonempty') {
        if (name === 'min') lower('minimum', number());
        else upper('maximum', number());
        return true;
      }
      if (!sized) return true;
      const value = name === 'nonempty' ? 1 : sizeArgument(call, reader);
      if (name !== 'max') lower(`min${sized}`, value);
      if (name === 'max' || name === 'length') upper(`max${sized}`, value);
      return true;
    }
    case 'gte':
    case 'gt':
    case 'lte':
    case 'lt': {
      if (draft.base !== 'number') return true;
      const value = number();
      if (name === 'gte') lower('minimum', value);
      if (name === 'gt') lower('exclusiveMinimum', value);
      if (name === 'lte') upper('maximum', value);
      if (name === 'lt') upper('exclusiveMaximum', value);
      return true;
    }
    case 'positive':
    case 'nonnegative':
    case 'negative':
    case 'nonpositive':
      if (draft.base !== 'number') return true;
      if (name === 'positive') lower('exclusiveMinimum', 0);
      if (name === 'nonnegative') lower('minimum', 0);
      if (name === 'negative') upper('exclusiveMaximum', 0);
      if (name === 'nonpositive') upper('maximum', 0);
      return true;
    case 'int':
      if (draft.base === 'number') draft.facts.integer = true;
      return true;
    case 'regex': {
      if (draft.base !== 'string') return true;
      const [argument] = reader.syntax.callArguments(call);
      const pattern = argument && readZodPattern(argument, reader);
      // Two patterns must both match: JSON Schema has one `pattern`, so only the first is kept.
      if (pattern !== undefined && keywords.pattern === undefined) keywords.pattern = pattern;
      return true;
    }
  }
  return false;
}

function numberArgument<N>(call: N, reader: ZodSchemaReader<N>): number | undefined {
  const [argument] = reader.syntax.callArguments(call);
  if (!argument) return reader.unread(call, 'it has no bound');
  const value = reader.syntax.staticValue(argument, reader.onFile);
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return reader.unread(
    argument,
    `'${shortText(reader.syntax, argument)}' is not a number known at build time`,
  );
}

function sizeArgument<N>(call: N, reader: ZodSchemaReader<N>): number | undefined {
  const value = numberArgument(call, reader);
  if (value === undefined || (Number.isInteger(value) && value >= 0)) return value;
  return reader.unread(reader.syntax.callArguments(call)[0], 'a length must be a non-negative integer');
}

function readDescription<N>(draft: ZodDraft, argument: N, reader: ZodSchemaReader<N>): void {
  const value = reader.syntax.staticValue(argument, reader.onFile);
  if (typeof value === 'string') draft.facts.description = value;
  else reader.unread(argument, `'${shortText(reader.syntax, argument)}' is not a string known at build time`);
}

/** `.meta({ description: '…', … })`: the description, when it is static (other keys are not the schema's). */
function readMetaDescription<N>(draft: ZodDraft, argument: N, reader: ZodSchemaReader<N>): void {
  const node = reader.syntax.unwrap(argument);
  if (reader.syntax.kind(node) !== 'object') return;
  for (const property of reader.syntax.properties(node)) {
    if (property.kind === 'property' && property.nameText === 'description') {
      readDescription(draft, property.value, reader);
    }
  }
}

function readDefault<N>(draft: ZodDraft, argument: N, reader: ZodSchemaReader<N>): void {
  const value = reader.syntax.staticValue(argument, reader.onFile);
  if (value === NOT_STATIC) {
    reader.unread(argument, `the default '${shortText(reader.syntax, argument)}' is computed at run time`);
    return;
  }
  draft.facts.keywords.default = value;
}

/** `.extend({ … })` / `.merge(Other)`: the fields of both, the later winning. */
function extendDraft<N>(draft: ZodDraft, name: string, argument: N, reader: ZodSchemaReader<N>): ZodDraft {
  const added = name === 'merge' ? reader.readExpression(argument)?.fields : readZodShape(argument, reader);
  return { ...draft, fields: new Map([...(draft.fields ?? []), ...(added ?? [])]) };
}

/** Whether a reading says anything beyond the type. */
function hasFacts(reading: ZodReading): boolean {
  const facts = reading.facts;
  if (facts.description || facts.note || facts.integer || Object.keys(facts.keywords).length > 0) return true;
  if (reading.element && hasFacts(reading.element)) return true;
  return [...(reading.fields?.values() ?? [])].some(hasFacts);
}

/**
 * Unions, tuples and records keep their TypeScript type alone: when their parts carry
 * constraints (`z.union([z.string().min(1), …])`), say once that those are not in the schema.
 */
function reportDroppedConstraints<N>(
  call: N,
  parts: readonly N[],
  reader: ZodSchemaReader<N>,
  known = false,
): void {
  const constrained = known || parts.some((part) => reader.syntax.mentionsMember(part, CONSTRAINT_METHODS));
  if (constrained) {
    const callee = shortText(reader.syntax, reader.syntax.callee(call), 40);
    reader.unread(call, `the constraints inside '${callee}(...)' are not carried into its schema`);
  }
}

/** `z.iso.date()`, as opposed to `z.date()`. */
function isIsoNamespaceCall<N>(call: N, reader: ZodSchemaReader<N>): boolean {
  const { syntax } = reader;
  const callee = syntax.unwrap(syntax.callee(call));
  return syntax.kind(callee) === 'property-access' && /(^|\.)iso$/.test(syntax.text(syntax.receiver(callee)));
}
