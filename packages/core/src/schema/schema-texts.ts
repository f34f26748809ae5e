import { DiagnosticCode } from '../diagnostics/codes';
import type { DiagnosticText } from '../diagnostics/create';
import { leadingCommentRanges, trailingCommentRanges } from '../syntax/trivia';
import type { DiagnosticFix } from '../types';
import type { FieldTagProblem } from './field-tags';
import type { SchemaModel } from './model';

/**
 * What a schema's diagnostics say, in one place for both engines (the checker engine's
 * converters and the syntactic engine): each function gives the text, the engine locates it.
 */

/** S1: the tool has no `/** *\/` description. */
export function missingDescriptionText(toolName: string): DiagnosticText {
  return {
    code: DiagnosticCode.MissingDescription,
    severity: 'warning',
    message: `Tool '${toolName}' has no /** */ description; its name is used instead`,
    hint: `Add a one-line /** what ${toolName} does */ block above the function`,
    toolName,
  };
}

/** M4: the tool returns `{ resultType: 'input_required' }`. */
export function inputRequiredText(toolName: string): DiagnosticText {
  return {
    code: DiagnosticCode.InputRequired,
    severity: 'error',
    message: `Tool '${toolName}' returns { resultType: 'input_required' }, which MCP bridges turn into an error`,
    hint: 'Split the multi-round flow into several single-round tools, each returning its result directly',
    toolName,
  };
}

/** S3: a `@readonly` tool writes (`write` is the first line of the writing code). */
export function readonlyWritesText(toolName: string, write: string): DiagnosticText {
  return {
    code: DiagnosticCode.ReadonlyWrites,
    severity: 'warning',
    message: `Tool '${toolName}' is marked @readonly but writes: ${firstLine(write)}`,
    hint: 'Remove @readonly (agents skip confirmation for read-only tools), or move the write out of this tool',
    toolName,
  };
}

/** M2: the first parameter is not one object type (`problem` says why and how to fix it). */
export function parameterNotObjectText(
  toolName: string,
  problem: { message: string; hint: string; fix?: DiagnosticFix },
): DiagnosticText {
  return {
    code: DiagnosticCode.ParameterNotObject,
    severity: 'error',
    message: `Tool '${toolName}': ${problem.message}`,
    hint: problem.hint,
    ...(problem.fix && { fix: problem.fix }),
    toolName,
  };
}

/** A plain comment on a field, which never becomes its description (see `plainCommentAround`). */
export interface PlainComment {
  kind: '//' | '/* */';
  text: string;
}

/** S2: a field without a `/** *\/` description (perhaps with a plain comment that looks like one). */
export function missingFieldDescriptionText(name: string, comment: PlainComment | undefined) {
  return {
    code: DiagnosticCode.MissingFieldDescription,
    message: comment
      ? `Field '${name}' has a ${comment.kind} comment, which never reaches the schema (only /** ${comment.text} */ does); the agent sees only its name`
      : `Field '${name}' has no /** */ description; the agent sees only its name`,
    hint: `Document it on the line above: /** ${comment?.text || `what '${name}' means`} */`,
  };
}

/**
 * A `//` or `/* *\/` comment on a field (above it, or after it on its line), given the field's
 * full start (where its leading trivia begins) and end: only `/** *\/` becomes a description,
 * which surprises people who documented the field the usual way.
 */
export function plainCommentAround(text: string, fullStart: number, end: number): PlainComment | undefined {
  const ranges = [...leadingCommentRanges(text, fullStart), ...trailingCommentRanges(text, end)];
  for (const range of ranges) {
    const comment = text.slice(range.pos, range.end);
    if (!comment.startsWith('/**')) return plainCommentText(comment, range.kind === 'line');
  }
  return undefined;
}

/** The words of a `//` or `/* *\/` comment, as the S2 message quotes them. */
function plainCommentText(comment: string, isLine: boolean): PlainComment {
  const body = isLine ? comment.slice(2) : comment.slice(2, -2);
  return {
    kind: isLine ? '//' : '/* */',
    text: body
      .replace(/\s*\n\s*\*?\s*/g, ' ')
      .replace(/\*\//g, '')
      .trim(),
  };
}

/** S5: a field's constraint tag cannot be used. */
export function invalidFieldTagText(name: string, problem: FieldTagProblem) {
  return {
    code: DiagnosticCode.InvalidFieldTag,
    message: `Field '${name}': ${problem.message}; the keyword is left out`,
    hint: `Fix the @${problem.tag} tag (numbers for @minimum/@maximum, non-negative integers for lengths, a JSON value for @default)`,
  };
}

/** S6: a destructuring default computed at run time (`initializer` is its short source text). */
export function runtimeDefaultText(key: string, initializer: string) {
  return {
    code: DiagnosticCode.RuntimeDefault,
    message: `The default of field '${key}' (${initializer}) is computed at run time; the schema states no default for it`,
    hint: `Use a literal or a const bound to one (const DEFAULT_${key.toUpperCase()} = …), or state it with a JSDoc @default tag`,
  };
}

/** D2: a field typed `any` or `unknown` (`subject`: "Field 'x'" or "The parameter"). */
export function anyFieldText(subject: string, name: 'any' | 'unknown') {
  return {
    code: DiagnosticCode.AnyField,
    message: `${subject} is '${name}'; its schema accepts any JSON value and tells the agent nothing`,
    hint: 'Give it a concrete type (string, a literal union, an interface…)',
  };
}

const CUT_HINT =
  'Describe the nested value in the JSDoc of this field, or flatten the type so it nests at most 3 objects deep';

/** D1: an object nested deeper than `maxDepth` levels, emitted as `emitted` (see `describeCut`). */
export function depthCutText(subject: string, maxDepth: number, emitted: string) {
  return {
    code: DiagnosticCode.DepthCut,
    message: `${subject} nests objects deeper than ${maxDepth} levels; its value is emitted as ${emitted}`,
    hint: CUT_HINT,
  };
}

/** D1: a type that refers back to itself (`typeText` as the checker prints it). */
export function recursionCutText(subject: string, typeText: string, emitted: string) {
  return {
    code: DiagnosticCode.DepthCut,
    message: `${subject} refers back to '${typeText}' (a recursive type); its value is emitted as ${emitted}`,
    hint: CUT_HINT,
  };
}

/** D5: no member of a union can be sent as JSON (`field`: "field 'x'" or "the parameter"). */
export function noJsonMemberText(field: string) {
  return {
    code: DiagnosticCode.Degraded,
    message: `No member of the type of ${field} can be sent as JSON; it is left out`,
    hint: 'Give the field a data type',
  };
}

function firstLine(text: string): string {
  const line = text.split('\n')[0].trim();
  return line.length > 80 ? `${line.slice(0, 77)}...` : line;
}

/** How a cut value is emitted, as D1 messages say it. */
export function describeCut(model: SchemaModel): string {
  if (model.kind === 'object') return '{ "type": "object" }';
  return model.kind === 'array' ? 'an array of any JSON values' : '{} (any JSON value)';
}

/** D5: a field whose type no JSON value has (`typeText`: `never`, `void`, `undefined`…). */
export function noValueText(subject: string, typeText: string) {
  return {
    code: DiagnosticCode.Degraded,
    message: `${subject} has type '${typeText}', which no JSON value has; it is left out`,
    hint: 'Remove the field or give it a data type',
  };
}

/** D3: a function, symbol or bigint field, left out (`typeText` as the checker prints it). */
export function notJsonText(subject: string, what: 'a symbol' | 'a bigint' | 'a function', typeText: string) {
  return {
    code: DiagnosticCode.FieldDropped,
    message: `${subject} is ${what} ('${typeText}'), which JSON cannot carry; it is left out of the schema`,
    hint:
      what === 'a bigint'
        ? 'Take the number as a string or number field instead'
        : 'Agents send JSON data only: take data fields and keep functions out of the parameter type',
  };
}

const ZOD_UNREAD_HINT =
  'Bind the schema to a const built from z.* calls with literal arguments (no helper calls or spreads), or state the constraint with a JSDoc tag on the field (@minLength 1)';

/** D6: part of the zod schema bound to `constName` cannot be read at build time (`why`). */
export function zodNotReadText(constName: string, why: string) {
  return {
    code: DiagnosticCode.ZodNotRead,
    message: `Part of the zod schema '${constName}' cannot be read at build time: ${why}; the schema leaves that part out and keeps the TypeScript type`,
    hint: ZOD_UNREAD_HINT,
  };
}
