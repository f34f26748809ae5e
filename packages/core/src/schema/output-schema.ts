import { ts } from 'ts-morph';
import type { JsonObjectSchema, JsonSchema } from '../json-schema';
import type { SchemaContext } from './context';
import { ConversionContext, type ConversionSession } from './conversion-engine/context';
import { recordTypeReferenceFiles } from './conversion-engine/type-references';
import { convertType } from './convert-type';
import { emitInputSchema } from './emit';
import { isObjectInput } from './parameter-problem';

/**
 * The output schema from the tool's declared (or inferred) return type, `Promise<T>` unwrapped,
 * with the same type table and limits as inputs. Only an object root has one (MCP's
 * `outputSchema` describes `structuredContent`, which is an object): anything else gives
 * undefined, without a word. Field descriptions are not asked for (no S2): a result's fields are
 * documented for people, not for the agent's call. Objects stay open: a function may return more
 * than its type names, and the check of a result must not fail on that.
 */
export function buildOutputSchema(
  fn: ts.SignatureDeclaration,
  context: SchemaContext,
): JsonObjectSchema | undefined {
  const checker = context.checker;
  const signature = checker.getSignatureFromDeclaration(fn);
  if (!signature) return undefined;
  const returned = checker.getReturnTypeOfSignature(signature);
  const type = checker.getAwaitedType(returned) ?? returned;
  if (!isObjectInput(type, checker) && !isUnionOfObjects(type, checker)) return undefined;
  const diagnostics: SchemaContext['diagnostics'] = [];
  const session: ConversionSession = {
    checker,
    schemaContext: { ...context, diagnostics },
    reported: new Set(),
    convertType,
    zodReadings: new Map(),
  };
  const typeNode = awaitedTypeNode(fn.type);
  const root = new ConversionContext(session, { depth: 1, ancestors: [], field: fn.type ?? fn, typeNode });
  recordTypeReferenceFiles(fn.type, root);
  const schema = emitInputSchema(root.convert(type));
  context.diagnostics.push(...diagnostics.filter((diagnostic) => !diagnostic.code.startsWith('S')));
  return openObjects(schema) as JsonObjectSchema;
}

function isUnionOfObjects(type: ts.Type, checker: ts.TypeChecker): boolean {
  return type.isUnion() && type.types.every((member) => isObjectInput(member, checker));
}

/** `Promise<T>` written as the return type: `T`, whose syntax orders unions. */
function awaitedTypeNode(typeNode: ts.TypeNode | undefined): ts.TypeNode | undefined {
  if (
    typeNode &&
    ts.isTypeReferenceNode(typeNode) &&
    ts.isIdentifier(typeNode.typeName) &&
    typeNode.typeName.text === 'Promise' &&
    typeNode.typeArguments?.length === 1
  ) {
    return typeNode.typeArguments[0];
  }
  return typeNode;
}

/** Drops `additionalProperties: false` everywhere (see above). */
function openObjects(schema: JsonSchema): JsonSchema {
  const { additionalProperties: _closed, ...rest } = schema;
  const open: JsonSchema = { ...rest };
  if (rest.properties) {
    open.properties = Object.fromEntries(
      Object.entries(rest.properties).map(([name, property]) => [name, openObjects(property)]),
    );
  }
  if (rest.items) open.items = openObjects(rest.items);
  if (rest.prefixItems) open.prefixItems = rest.prefixItems.map(openObjects);
  if (rest.anyOf) open.anyOf = rest.anyOf.map(openObjects);
  return open;
}
