import type { JsDocTag } from '../jsdoc';
import { NOT_STATIC, readStaticText } from './literal-text';
import { type FieldKeywords, jsonTypesOf, type SchemaModel } from './model';

/** A problem with one tag's value; the keyword is then left out. */
export interface FieldTagProblem {
  tag: string;
  message: string;
}

type JsonTypes = ReturnType<typeof jsonTypesOf>;

/**
 * Reads `@default`, `@minimum`, `@maximum`, `@minLength`, `@maxLength` and `@pattern` into JSON
 * Schema keywords for a field whose schema is `model`. A value that does not parse, or a keyword
 * that does not apply to the field's type (`@minLength` on a number), is reported and left out.
 */
export function readFieldKeywords(
  tags: readonly JsDocTag[],
  model: SchemaModel,
): { keywords: FieldKeywords; problems: FieldTagProblem[] } {
  const keywords: FieldKeywords = {};
  const problems: FieldTagProblem[] = [];
  const types = jsonTypesOf(model);
  const accepts = (name: 'string' | 'number') => types.has(name) || types.has('any');
  for (const { name, text } of tags) {
    const fail = (message: string) => problems.push({ tag: name, message: `@${name} ${message}` });
    switch (name) {
      case 'default': {
        const value = parseDefault(text, types);
        if (value === undefined) fail(`value '${text}' is not a JSON value this field accepts`);
        else if (model.kind === 'enum' && !model.values.includes(value as never)) {
          fail(`value '${text}' is not one of the field's allowed values`);
        } else keywords.default = value;
        break;
      }
      case 'minimum':
      case 'maximum': {
        const value = text === '' ? Number.NaN : Number(text);
        if (!accepts('number')) fail('applies to number fields only');
        else if (!Number.isFinite(value)) fail(`value '${text}' is not a number`);
        else keywords[name] = value;
        break;
      }
      case 'minLength':
      case 'maxLength': {
        const value = text === '' ? Number.NaN : Number(text);
        if (!accepts('string')) fail('applies to string fields only');
        else if (!Number.isInteger(value) || value < 0) fail(`value '${text}' is not a non-negative integer`);
        else keywords[name] = value;
        break;
      }
      case 'pattern': {
        const pattern = stripSlashes(text);
        if (!accepts('string')) fail('applies to string fields only');
        else if (!isValidPattern(pattern)) {
          fail(
            isValidPattern(pattern, '')
              ? `value '${text}' is valid only without the u flag that hosts and Ajv compile patterns with (an escape such as \\- outside a character class?); write it so that it compiles with u`
              : `value '${text}' is not a valid regular expression`,
          );
        } else keywords.pattern = pattern;
        break;
      }
    }
  }
  return { keywords, problems };
}

/** JSON when it parses to a value the field takes; otherwise the raw text for a string field. */
function parseDefault(text: string, types: JsonTypes): unknown {
  if (text === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // A JavaScript literal (`{ extra: { field: "value" } }`, `['a', 'b']`), as people write defaults.
    const value = readStaticText(text);
    parsed = value === NOT_STATIC ? undefined : value;
  }
  if (parsed !== undefined && (types.has('any') || types.has(jsonTypeOfValue(parsed)))) return parsed;
  // `@default admin` on a string field means the string, not a JSON syntax error.
  return types.has('string') ? text : undefined;
}

function jsonTypeOfValue(value: unknown): 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object' {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value as 'string' | 'number' | 'boolean' | 'object';
}

/** `/^a+$/` is how people write a regex in prose; JSON Schema wants its source. */
function stripSlashes(text: string): string {
  return text.length > 2 && text.startsWith('/') && text.endsWith('/') ? text.slice(1, -1) : text;
}

/** Whether `pattern` compiles with `flags` (`u` by default: how hosts and Ajv compile `pattern`). */
function isValidPattern(pattern: string, flags = 'u'): boolean {
  if (pattern === '') return false;
  try {
    new RegExp(pattern, flags);
    return true;
  } catch {
    return false;
  }
}
