import { ts } from 'ts-morph';
import { DiagnosticCode } from '../../diagnostics/codes';
import type { TypeConverter } from '../conversion-engine/converter';
import type { SchemaModel } from '../model';

/**
 * Tuples → `prefixItems` with `minItems` (optional elements lower it) and `maxItems`; a trailing
 * `...T[]` becomes `items` and lifts `maxItems`. A rest element before others has no exact
 * subset form: it degrades to an array of any of the element types (D5).
 */
export const tupleConverter: TypeConverter = {
  kind: 'tuple',
  supports: (type, context) => context.checker.isTupleType(type),
  convert(type, context) {
    const reference = type as ts.TypeReference;
    const flags = (reference.target as ts.TupleType).elementFlags;
    // zod tuples are not read: their elements get their types alone.
    const elementContext = context.with({ typeNode: undefined, zod: undefined });
    const elements = context.checker
      .getTypeArguments(reference)
      .slice(0, flags.length)
      .map((element) => anyIfOmitted(elementContext.convert(element)));
    const minItems = flags.filter((flag) => flag & ts.ElementFlags.Required).length;
    const restIndex = flags.findIndex((flag) => flag & ts.ElementFlags.Variable);
    if (restIndex === -1) return { kind: 'tuple', elements, minItems };
    if (restIndex === flags.length - 1) {
      return { kind: 'tuple', elements: elements.slice(0, restIndex), minItems, rest: elements[restIndex] };
    }
    context.warn(
      DiagnosticCode.Degraded,
      `The tuple type of ${context.describeField()} has a rest element before other elements; it is emitted as an array of any of its element types`,
      'Put the rest element last, or use an object with named fields',
    );
    return { kind: 'tuple', elements: [], minItems, rest: { kind: 'anyOf', variants: elements } };
  },
};

function anyIfOmitted(model: SchemaModel): SchemaModel {
  return model.kind === 'omitted' ? { kind: 'any' } : model;
}
