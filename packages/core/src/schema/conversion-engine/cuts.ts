import { ts } from 'ts-morph';
import type { SchemaModel } from '../model';
import { depthCutText, describeCut, recursionCutText } from '../schema-texts';
import type { ConversionContext } from './context';
import { arrayBaseOf } from './type-facts';

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
  const text = recursionCutText(context.fieldSubject(), context.typeText(type), describeCut(model));
  context.warn(text.code, text.message, text.hint);
  return model;
}

/** Cuts an object nested deeper than the allowed level, with one D1 warning at the field. */
export function cutDeepType(type: ts.Type, context: ConversionContext, maxDepth: number): SchemaModel {
  const model = cutModel(type, context.checker);
  const text = depthCutText(context.fieldSubject(), maxDepth, describeCut(model));
  context.warn(text.code, text.message, text.hint);
  return model;
}
