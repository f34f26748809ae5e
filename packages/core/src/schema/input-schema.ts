import { ts } from 'ts-morph';
import { DiagnosticCode } from '../diagnostics/codes';
import { diagnosticAt } from '../diagnostics/create';
import type { JsonObjectSchema } from '../json-schema';
import type { SchemaContext } from './context';
import { ConversionContext, type ConversionSession } from './conversion/context';
import { convertType } from './conversion/convert-type';
import { includesNull, includesUndefined } from './conversion/type-facts';
import { recordTypeReferenceFiles } from './conversion/type-references';
import { applyDestructuringDefaults, readDestructuringDefaults } from './destructuring-defaults';
import { emitInputSchema } from './emit';
import { findParameterProblem } from './parameter-problem';

/** A tool without a parameter takes an empty object. */
const NO_INPUT: JsonObjectSchema = { type: 'object', properties: {} };

/**
 * The input schema from the tool's first parameter (a second one, like `{ signal }`, is the
 * SDK's), or undefined after an M2 error when that parameter is not one object type.
 */
export function buildInputSchema(
  fn: ts.SignatureDeclaration,
  context: SchemaContext,
): JsonObjectSchema | undefined {
  const parameter = fn.parameters.find((candidate) => !isThisParameter(candidate));
  if (!parameter) return { ...NO_INPUT, properties: {} };
  const checker = context.checker;
  const declared = checker.getTypeAtLocation(parameter);
  // An optional parameter (`p?: P`, `p: P = {}`) is still a `P` when an agent calls the tool.
  const type =
    includesUndefined(declared) && !includesNull(declared) ? checker.getNonNullableType(declared) : declared;
  const problem = findParameterProblem(type, parameter, checker);
  if (problem) {
    context.diagnostics.push(
      diagnosticAt(parameter, {
        code: DiagnosticCode.ParameterNotObject,
        severity: 'error',
        message: `Tool '${context.toolName}': ${problem.message}`,
        hint: problem.hint,
        toolName: context.toolName,
      }),
    );
    return undefined;
  }
  const session: ConversionSession = { checker, schemaContext: context, reported: new Set(), convertType };
  const root = new ConversionContext(session, {
    depth: 1,
    ancestors: [],
    field: parameter,
    typeNode: parameter.type,
  });
  recordTypeReferenceFiles(parameter.type, root);
  const model = root.convert(type);
  const defaults = readDestructuringDefaults(parameter.name);
  if (defaults) applyDestructuringDefaults(model, defaults);
  return emitInputSchema(model);
}

function isThisParameter(parameter: ts.ParameterDeclaration): boolean {
  return ts.isIdentifier(parameter.name) && parameter.name.text === 'this';
}
