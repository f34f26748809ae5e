import { ts } from 'ts-morph';
import { DiagnosticCode } from '../../diagnostics/codes';
import type { SchemaModel } from '../model';
import type { ConversionContext } from './context';

const CUT_HINT =
  'Describe the nested value in the JSDoc of this field, or flatten the type so it nests at most 3 objects deep';

/**
 * What stands in for a type cut by depth or recursion: `{ "type": "object" }` for object types
 * (SPEC 3.3); a union that may also be a primitive (`type Json = string | Json[]`) becomes `{}`
 * instead, because `type: object` would reject its primitive values.
 */
function cutModel(type: ts.Type): SchemaModel {
  const objectOnly = type.isUnion()
    ? type.types.every((member) => member.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection))
    : true;
  return objectOnly ? { kind: 'object', properties: [], closed: false } : { kind: 'any' };
}

/** Cuts a type that recurs on its own path, with one D1 warning at the field. */
export function cutRecursiveType(type: ts.Type, context: ConversionContext): SchemaModel {
  context.warn(
    DiagnosticCode.DepthCut,
    `${context.fieldSubject()} refers back to '${context.typeText(type)}' (a recursive type); its value is emitted as ${cutText(type)}`,
    CUT_HINT,
  );
  return cutModel(type);
}

/** Cuts an object nested deeper than the allowed level, with one D1 warning at the field. */
export function cutDeepType(type: ts.Type, context: ConversionContext, maxDepth: number): SchemaModel {
  context.warn(
    DiagnosticCode.DepthCut,
    `${context.fieldSubject()} nests objects deeper than ${maxDepth} levels; its value is emitted as ${cutText(type)}`,
    CUT_HINT,
  );
  return cutModel(type);
}

function cutText(type: ts.Type): string {
  return cutModel(type).kind === 'object' ? '{ "type": "object" }' : '{} (any JSON value)';
}
