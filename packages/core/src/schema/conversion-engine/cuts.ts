import { ts } from 'ts-morph';
import { DiagnosticCode } from '../../diagnostics/codes';
import type { SchemaModel } from '../model';
import type { ConversionContext } from './context';
import { arrayBaseOf } from './type-facts';

const CUT_HINT =
  'Describe the nested value in the JSDoc of this field, or flatten the type so it nests at most 3 objects deep';

/**
 * What stands in for a type cut by depth or recursion: `{ "type": "object" }` for object types
 * (SPEC 3.3). An array that recurs (`type Rows = Rows[]`, `interface Tags extends Array<Tag>`)
 * stays an array of anything, and a union that may also be a primitive (`type Json = string |
 * Json[]`) becomes `{}`, because `type: object` would reject values the type allows.
 */
function cutModel(type: ts.Type, checker: ts.TypeChecker): SchemaModel {
  if (checker.isArrayType(type)) {
    // `children: Node[]` met again inside `Node`: an array of objects (`{ "type": "object" }`);
    // an array of arrays (`type Rows = Rows[]`) or of primitives-or-objects stays of anything.
    const [element] = checker.getTypeArguments(type as ts.TypeReference);
    return {
      kind: 'array',
      items: element && isObjectOnly(element, checker) ? openObject() : { kind: 'any' },
    };
  }
  if (checker.isTupleType(type) || arrayBaseOf(type, checker))
    return { kind: 'array', items: { kind: 'any' } };
  return isObjectOnly(type, checker) ? openObject() : { kind: 'any' };
}

/** A fresh model each time: the caller adds the field's description to it. */
const openObject = (): SchemaModel => ({ kind: 'object', properties: [], closed: false });

/** Whether every value of `type` is a (non-array) object, so `{ "type": "object" }` admits them all. */
function isObjectOnly(type: ts.Type, checker: ts.TypeChecker): boolean {
  const members = type.isUnion() ? type.types : [type];
  return members.every(
    (member) =>
      (member.flags &
        (ts.TypeFlags.Object | ts.TypeFlags.Intersection | (type.isUnion() ? ts.TypeFlags.Undefined : 0))) !==
        0 &&
      !checker.isArrayType(member) &&
      !checker.isTupleType(member) &&
      !arrayBaseOf(member, checker),
  );
}

/** Cuts a type that recurs on its own path, with one D1 warning at the field. */
export function cutRecursiveType(type: ts.Type, context: ConversionContext): SchemaModel {
  const model = cutModel(type, context.checker);
  context.warn(
    DiagnosticCode.DepthCut,
    `${context.fieldSubject()} refers back to '${context.typeText(type)}' (a recursive type); its value is emitted as ${describeCut(model)}`,
    CUT_HINT,
  );
  return model;
}

/** Cuts an object nested deeper than the allowed level, with one D1 warning at the field. */
export function cutDeepType(type: ts.Type, context: ConversionContext, maxDepth: number): SchemaModel {
  const model = cutModel(type, context.checker);
  context.warn(
    DiagnosticCode.DepthCut,
    `${context.fieldSubject()} nests objects deeper than ${maxDepth} levels; its value is emitted as ${describeCut(model)}`,
    CUT_HINT,
  );
  return model;
}

function describeCut(model: SchemaModel): string {
  if (model.kind === 'object') return '{ "type": "object" }';
  return model.kind === 'array' ? 'an array of any JSON values' : '{} (any JSON value)';
}
