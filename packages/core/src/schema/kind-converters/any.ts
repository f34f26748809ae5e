import { ts } from 'ts-morph';
import type { TypeConverter } from '../conversion-engine/converter';
import { anyFieldText } from '../schema-texts';

/** `any` / `unknown` → `{}` (any JSON value, which is what they mean) with a D2 warning. */
export const anyConverter: TypeConverter = {
  kind: 'any',
  supports: (type) => (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) !== 0,
  convert(type, context) {
    const name = type.flags & ts.TypeFlags.Any ? 'any' : 'unknown';
    const text = anyFieldText(context.fieldSubject(), name);
    context.warn(text.code, text.message, text.hint);
    return { kind: 'any' };
  },
};
