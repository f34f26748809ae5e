import { ts } from 'ts-morph';
import { DiagnosticCode } from '../diagnostics/codes';
import type { ConversionContext } from './conversion-engine/context';
import { cutRecursiveType } from './conversion-engine/cuts';
import { TYPE_CONVERTERS } from './kind-converters';
import type { SchemaModel } from './model';
import { readZodAtTypeNode } from './zod/zod-at-type-node';
import { applyZodFacts, withoutFacts } from './zod/zod-reading';

/** Types that can contain themselves: the ones recursion is checked for. */
const CONTAINER = ts.TypeFlags.Object | ts.TypeFlags.Union | ts.TypeFlags.Intersection;

/**
 * Converts one type with the first converter that supports it. A container type already on
 * the path from the parameter is a recursion and is cut here, before any converter runs. A zod
 * schema behind the written type (`z.infer<typeof S>`) adds its facts to the result; its fields'
 * and elements' readings travel down with the position.
 */
export function convertType(type: ts.Type, context: ConversionContext): SchemaModel {
  const zod = context.position.zod ?? readZodAtTypeNode(context);
  const model = convertWithConverters(type, zod ? context.with({ zod: withoutFacts(zod) }) : context);
  if (zod) applyZodFacts(model, zod.facts);
  return model;
}

function convertWithConverters(type: ts.Type, context: ConversionContext): SchemaModel {
  context.recordType(type);
  let inner = context;
  if (type.flags & CONTAINER) {
    if (context.position.ancestors.some((ancestor) => isSameIgnoringUndefined(ancestor, type))) {
      return cutRecursiveType(type, context);
    }
    inner = context.with({ ancestors: [...context.position.ancestors, type] });
  }
  for (const converter of TYPE_CONVERTERS) {
    if (converter.supports(type, inner)) return converter.convert(type, inner);
  }
  context.warn(
    DiagnosticCode.Degraded,
    `The type '${context.typeText(type)}' of ${context.describeField()} has no schema form; it accepts any JSON value`,
    'Use a plain data type (string, number, boolean, array, object)',
  );
  return { kind: 'any' };
}

/**
 * Whether two types are one, or the same union but for `undefined`: an optional field's
 * `Json | undefined` is a `Json` for recursion, or the recursion would be found one level late.
 */
function isSameIgnoringUndefined(ancestor: ts.Type, type: ts.Type): boolean {
  if (ancestor === type) return true;
  if (!ancestor.isUnion() || !type.isUnion()) return false;
  const defined = (union: ts.UnionType) =>
    union.types.filter((member) => !(member.flags & ts.TypeFlags.Undefined));
  const left = defined(ancestor);
  const right = defined(type);
  return left.length === right.length && left.every((member, index) => member === right[index]);
}
