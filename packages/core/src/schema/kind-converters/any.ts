import { ts } from 'ts-morph';
import { DiagnosticCode } from '../../diagnostics/codes';
import type { TypeConverter } from '../conversion-engine/converter';

/** `any` / `unknown` → `{}` (any JSON value, which is what they mean) with a D2 warning. */
export const anyConverter: TypeConverter = {
  kind: 'any',
  supports: (type) => (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) !== 0,
  convert(type, context) {
    const name = type.flags & ts.TypeFlags.Any ? 'any' : 'unknown';
    context.warn(
      DiagnosticCode.AnyField,
      `${context.fieldSubject()} is '${name}'; its schema accepts any JSON value and tells the agent nothing`,
      'Give it a concrete type (string, a literal union, an interface…)',
    );
    return { kind: 'any' };
  },
};
