import { ts } from 'ts-morph';
import type { TypeConverter } from '../conversion-engine/converter';
import { isFunctionLike } from '../conversion-engine/type-facts';
import { notJsonText } from '../schema-texts';

const NOT_JSON = ts.TypeFlags.ESSymbolLike | ts.TypeFlags.BigIntLike;

/** Functions, symbols and bigints cannot travel as JSON: the field is left out with a D3 warning. */
export const unsupportedConverter: TypeConverter = {
  kind: 'unsupported',
  supports: (type, context) => (type.flags & NOT_JSON) !== 0 || isFunctionLike(type, context.checker),
  convert(type, context) {
    const what =
      type.flags & ts.TypeFlags.ESSymbolLike
        ? 'a symbol'
        : type.flags & ts.TypeFlags.BigIntLike
          ? 'a bigint'
          : 'a function';
    const text = notJsonText(context.fieldSubject(), what, context.typeText(type));
    context.warn(text.code, text.message, text.hint);
    return { kind: 'omitted' };
  },
};
