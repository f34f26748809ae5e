import { ts } from 'ts-morph';
import type { TypeConverter } from '../conversion-engine/converter';

const PRIMITIVE = ts.TypeFlags.StringLike | ts.TypeFlags.NumberLike | ts.TypeFlags.BooleanLike;

/**
 * `string & { __brand: 'UserId' }` and other branded primitives: the value on the wire is the
 * primitive, so the brand object (and the primitive's prototype members) never reach the schema.
 */
export const brandedPrimitiveConverter: TypeConverter = {
  kind: 'branded-primitive',
  supports: (type) => type.isIntersection() && type.types.some((member) => member.flags & PRIMITIVE),
  convert(type, context) {
    const primitive = (type as ts.IntersectionType).types.find((member) => member.flags & PRIMITIVE)!;
    return context.convert(primitive);
  },
};
