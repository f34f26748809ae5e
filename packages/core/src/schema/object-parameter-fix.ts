import { ts } from 'ts-morph';
import type { DiagnosticFix } from '../types';

/** The M2 fix that turns positional parameters into one destructured object, and its one-line hint. */
export interface ObjectParameterFix {
  hint: string;
  /** Undefined when no mechanical edit keeps the body working (it reads `arguments`). */
  fix?: DiagnosticFix;
}

/**
 * The guide's conversion (§4.2, §4.3 scenarios 1 and 2): every positional parameter becomes a
 * field of one destructured object parameter, so the body keeps reading the same names and stays
 * byte for byte as it was: `getUser(id: string)` → `getUser({ id }: { id: string })`,
 * `searchUsers(keyword: string, pageSize = 20, role?: Role)` →
 * `searchUsers({ keyword, pageSize = 20, role }: { keyword: string; pageSize?: number; role?: Role })`.
 * Defaults stay where they were (a parameter with one becomes an optional field), a rest
 * parameter becomes an array field that defaults to `[]`, a destructured parameter a field
 * `value` holding its pattern, and when every field is optional the object defaults to `{}`, so
 * that a call with no arguments still works. A trailing `{ signal }` parameter (the SDK's second
 * argument) is kept as it is. The fix replaces the parameters it merges; callers that pass
 * positional arguments must pass the object instead (the hint says so).
 */
export function objectParameterFix(
  fn: ts.SignatureDeclaration,
  checker: ts.TypeChecker,
): ObjectParameterFix | undefined {
  const sourceFile = fn.getSourceFile();
  const parameters = fn.parameters.filter((parameter) => !isThisParameter(parameter));
  const last = parameters.at(-1);
  const keepsContext = parameters.length > 1 && last !== undefined && isExecutionContext(last, checker);
  const merged = keepsContext ? parameters.slice(0, -1) : parameters;
  if (merged.length === 0) return undefined;
  const written = merged.map((parameter): PositionalParameter => {
    const identifier = ts.isIdentifier(parameter.name) ? parameter.name.text : undefined;
    return {
      name: identifier,
      pattern: identifier === undefined ? parameter.name.getText(sourceFile) : undefined,
      type: parameter.type
        ? parameter.type.getText(sourceFile)
        : checker.typeToString(
            checker.getTypeAtLocation(parameter),
            parameter,
            ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope,
          ),
      initializer: parameter.initializer?.getText(sourceFile),
      optional: parameter.questionToken !== undefined,
      rest: parameter.dotDotDotToken !== undefined,
    };
  });
  const range: [number, number] = [merged[0].getStart(sourceFile), merged.at(-1)!.getEnd()];
  const after = sourceFile.text.slice(range[1], fn.parameters.end);
  return destructuredParametersFix(written, range, after, functionName(fn), readsArguments(fn));
}

/** A positional parameter as written, what the conversion needs of it (either engine can give it). */
export interface PositionalParameter {
  /** Its identifier; undefined for a destructuring pattern. */
  name?: string;
  /** Its destructuring pattern as written (`[a, b]`), when it has no identifier. */
  pattern?: string;
  /** Its type as written, or as the checker infers it from a default. */
  type: string;
  /** Its default as written. */
  initializer?: string;
  /** Written with `?`. */
  optional: boolean;
  /** Written with `...`. */
  rest: boolean;
}

/**
 * The conversion of `parameters`, which `range` spans in the file (the first one's start to the
 * last one's end); `after` is the rest of the parameter list as written (`, { signal }: …`). One
 * copy of the M2 hint and fix for both engines: the syntactic engine gives its parameters as
 * written.
 * @public
 */
export function destructuredParametersFix(
  parameters: readonly PositionalParameter[],
  range: [number, number],
  after: string,
  name: string | undefined,
  readsArguments: boolean,
): ObjectParameterFix {
  const fields = parameters.map(fieldOf);
  const pattern = fields.map((field) => field.binding).join(', ');
  const members = fields.map((field) => field.member).join('; ');
  const allOptional = fields.every((field) => field.optional);
  const text = `{ ${pattern} }: { ${members} }${allOptional ? ' = {}' : ''}`;
  const rest = after.replace(/^\s*,\s*$/, '');
  const call = `${name ?? 'it'}({ ${fields.map((field) => field.key).join(', ')} })`;
  const hint =
    parameters.length === 1
      ? `Destructure one object parameter, so the body stays as it is: (${text}${rest}); then describe each field with /** */, and call it as ${call}`
      : `Merge the parameters into one destructured object, defaults kept, so the body stays as it is: (${text}${rest}); then describe each field with /** */, and call it as ${call}`;
  // A function that reads `arguments` would see one object instead of its positional values.
  if (readsArguments) {
    return {
      hint: `${hint}; the body reads \`arguments\`, which would then hold that object: change those reads by hand`,
    };
  }
  return { hint, fix: { range, text } };
}

interface Field {
  /** The field's name. */
  key: string;
  /** Its part of the destructuring pattern (`id`, `pageSize = 20`, `value: [a, b]`). */
  binding: string;
  /** Its member of the object type (`id: string`, `pageSize?: number`). */
  member: string;
  optional: boolean;
}

function fieldOf(parameter: PositionalParameter, index: number): Field {
  const key = parameter.name ?? (index === 0 ? 'value' : `value${index + 1}`);
  const target = parameter.name ?? `${key}: ${parameter.pattern}`;
  if (parameter.rest) {
    // `...tags: string[]` took zero or more arguments: an array field, `[]` when left out.
    return { key, binding: `${target} = []`, member: `${key}?: ${parameter.type}`, optional: true };
  }
  const optional = parameter.initializer !== undefined || parameter.optional;
  return {
    key,
    binding: parameter.initializer === undefined ? target : `${target} = ${parameter.initializer}`,
    member: `${key}${optional ? '?' : ''}: ${parameter.type}`,
    optional,
  };
}

/** A trailing `{ signal }` parameter, or one whose type has `signal`: the SDK's execution context. */
function isExecutionContext(parameter: ts.ParameterDeclaration, checker: ts.TypeChecker): boolean {
  if (ts.isObjectBindingPattern(parameter.name)) {
    return parameter.name.elements.some(
      (element) => (element.propertyName ?? element.name).getText() === 'signal',
    );
  }
  const type = checker.getNonNullableType(checker.getTypeAtLocation(parameter));
  return checker.getPropertyOfType(type, 'signal') !== undefined;
}

function readsArguments(fn: ts.SignatureDeclaration): boolean {
  if (ts.isArrowFunction(fn)) return false;
  let found = false;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (ts.isIdentifier(node) && node.text === 'arguments') found = true;
    // A nested function has arguments of its own; an arrow function shares the outer ones.
    else if (!(ts.isFunctionLike(node) && !ts.isArrowFunction(node))) ts.forEachChild(node, visit);
  };
  const body = (fn as { body?: ts.Node }).body;
  if (body) ts.forEachChild(body, visit);
  return found;
}

function functionName(fn: ts.SignatureDeclaration): string | undefined {
  if (fn.name && ts.isIdentifier(fn.name)) return fn.name.text;
  const parent = fn.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (parent && ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  return undefined;
}

function isThisParameter(parameter: ts.ParameterDeclaration): boolean {
  return ts.isIdentifier(parameter.name) && parameter.name.text === 'this';
}
