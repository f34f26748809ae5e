import { ts } from 'ts-morph';
import { DiagnosticCode } from '../../diagnostics/codes';
import type { TypeConverter } from '../conversion/converter';

/** `never`, `void` or a lone `undefined`: no JSON value fits, so the field is left out (D5). */
export const nonValueConverter: TypeConverter = {
  kind: 'non-value',
  supports: (type) => (type.flags & (ts.TypeFlags.Never | ts.TypeFlags.Void | ts.TypeFlags.Undefined)) !== 0,
  convert(type, context) {
    context.warn(
      DiagnosticCode.Degraded,
      `${context.fieldSubject()} has type '${context.typeText(type)}', which no JSON value has; it is left out`,
      'Remove the field or give it a data type',
    );
    return { kind: 'omitted' };
  },
};
