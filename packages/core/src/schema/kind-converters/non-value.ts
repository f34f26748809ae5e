import { ts } from 'ts-morph';
import type { ConversionContext } from '../conversion-engine/context';
import type { TypeConverter } from '../conversion-engine/converter';
import { noValueText } from '../schema-texts';

/**
 * `never`, `void` or a lone `undefined`: no JSON value fits, so the field is left out (D5). When
 * the field is written as a type parameter that the type was instantiated with `void` or
 * `undefined` (`Result<void>`'s `data: T`), leaving it out is what the author meant (and what
 * `JSON.stringify` does): no warning then.
 */
export const nonValueConverter: TypeConverter = {
  kind: 'non-value',
  supports: (type) => (type.flags & (ts.TypeFlags.Never | ts.TypeFlags.Void | ts.TypeFlags.Undefined)) !== 0,
  convert(type, context) {
    if (!(type.flags & ts.TypeFlags.Never) && isWrittenAsTypeParameter(context)) return { kind: 'omitted' };
    const text = noValueText(context.fieldSubject(), context.typeText(type));
    context.warn(text.code, text.message, text.hint);
    return { kind: 'omitted' };
  },
};

function isWrittenAsTypeParameter(context: ConversionContext): boolean {
  const typeNode = context.position.typeNode;
  return (
    typeNode !== undefined &&
    (context.checker.getTypeFromTypeNode(typeNode).flags & ts.TypeFlags.TypeParameter) !== 0
  );
}
