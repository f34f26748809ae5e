import { ts } from 'ts-morph';
import { MAX_OBJECT_DEPTH } from '../conversion/context';
import type { TypeConverter } from '../conversion/converter';
import { cutDeepType } from '../conversion/cuts';
import { convertProperty } from '../conversion/property';
import { propertiesInSourceOrder } from '../conversion/property-order';
import type { PropertyModel } from '../model';

/**
 * Object types: interfaces, type literals, classes' instance sides, intersections (flattened
 * by the checker into one property list), instantiated generics and mapped utility types. One
 * object level deeper than level 3 is cut to `{ "type": "object" }`.
 */
export const objectConverter: TypeConverter = {
  kind: 'object',
  supports: (type) =>
    (type.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection | ts.TypeFlags.NonPrimitive)) !== 0,
  convert(type, context) {
    if (context.depth > MAX_OBJECT_DEPTH) return cutDeepType(type, context, MAX_OBJECT_DEPTH);
    const properties: PropertyModel[] = [];
    for (const symbol of propertiesInSourceOrder(type, context.checker)) {
      const property = convertProperty(symbol, context);
      if (property) properties.push(property);
    }
    // An empty type (`{}`, `object`) accepts any object, and so does one with an index signature.
    const closed = properties.length > 0 && context.checker.getIndexInfosOfType(type).length === 0;
    return { kind: 'object', properties, closed };
  },
};
