import { ts } from 'ts-morph';
import { DiagnosticCode } from '../../diagnostics/codes';
import { type ConversionContext, MAX_OBJECT_DEPTH } from '../conversion-engine/context';
import type { TypeConverter } from '../conversion-engine/converter';
import { cutDeepType } from '../conversion-engine/cuts';
import { convertProperty } from '../conversion-engine/property';
import { propertiesInSourceOrder } from '../conversion-engine/property-order';
import { isUnresolvedType } from '../conversion-engine/type-facts';
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
    reportUnresolvedBases(type, context);
    const properties: PropertyModel[] = [];
    for (const symbol of propertiesInSourceOrder(type, context.checker, context.typeArgumentsForMembers())) {
      const property = convertProperty(symbol, context);
      if (property) properties.push(property);
    }
    // An empty type (`{}`, `object`) accepts any object, and so does one with an index signature.
    const closed = properties.length > 0 && context.checker.getIndexInfosOfType(type).length === 0;
    return { kind: 'object', properties, closed };
  },
};

/**
 * The checker leaves a base it cannot resolve out of an interface's members without a word
 * (`interface P extends Missing`): say so, or the schema would silently lack those fields.
 */
function reportUnresolvedBases(type: ts.Type, context: ConversionContext): void {
  for (const declaration of type.getSymbol()?.declarations ?? []) {
    if (!ts.isInterfaceDeclaration(declaration) && !ts.isClassLike(declaration)) continue;
    for (const clause of declaration.heritageClauses ?? []) {
      for (const base of clause.types) {
        if (!isUnresolvedType(context.checker.getTypeAtLocation(base))) continue;
        context.report(
          DiagnosticCode.UnresolvedType,
          'warning',
          `The base type '${base.expression.getText()}' of '${declaration.name?.getText() ?? 'the class'}' cannot be resolved; its fields are missing from the schema`,
          'Check the import of the base type (is the package installed, is the path right?)',
          base,
        );
      }
    }
  }
}
