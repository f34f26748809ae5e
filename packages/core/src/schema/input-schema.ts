import { ts } from 'ts-morph';
import { diagnosticAt } from '../diagnostics/create';
import type { JsonObjectSchema } from '../json-schema';
import { applyDestructuringDefaults } from './apply-defaults';
import type { SchemaContext } from './context';
import { ConversionContext, type ConversionSession } from './conversion-engine/context';
import { includesNull, includesUndefined } from './conversion-engine/type-facts';
import { recordTypeReferenceFiles } from './conversion-engine/type-references';
import { convertType } from './convert-type';
import { readDestructuringDefaults } from './destructuring-defaults';
import { emitInputSchema } from './emit';
import { findParameterProblem } from './parameter-problem';
import { parameterNotObjectText, runtimeDefaultText } from './schema-texts';
import { shortSourceText } from './source-text';

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
    context.diagnostics.push(diagnosticAt(parameter, parameterNotObjectText(context.toolName, problem)));
    return undefined;
  }
  const session: ConversionSession = {
    checker,
    schemaContext: context,
    reported: new Set(),
    convertType,
    zodReadings: new Map(),
  };
  const root = new ConversionContext(session, {
    depth: 1,
    ancestors: [],
    field: parameter,
    typeNode: parameter.type,
  });
  recordTypeReferenceFiles(parameter.type, root);
  const model = root.convert(type);
  const defaults = readDestructuringDefaults(parameter.name, {
    checker,
    onFile: (fileName) => context.files.add(fileName),
    onRuntimeDefault: (element, key) => {
      const text = runtimeDefaultText(key, shortSourceText(element.initializer!));
      root.report(text.code, 'warning', text.message, text.hint, element.initializer);
    },
  });
  if (defaults) applyDestructuringDefaults(model, defaults);
  return emitInputSchema(model);
}

function isThisParameter(parameter: ts.ParameterDeclaration): boolean {
  return ts.isIdentifier(parameter.name) && parameter.name.text === 'this';
}
