import { ts } from 'ts-morph';
import { DiagnosticCode } from '../../diagnostics/codes';
import type { TypeConverter } from '../conversion-engine/converter';
import { isFunctionLike } from '../conversion-engine/type-facts';

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
    context.warn(
      DiagnosticCode.FieldDropped,
      `${context.fieldSubject()} is ${what} ('${context.typeText(type)}'), which JSON cannot carry; it is left out of the schema`,
      type.flags & ts.TypeFlags.BigIntLike
        ? 'Take the number as a string or number field instead'
        : 'Agents send JSON data only: take data fields and keep functions out of the parameter type',
    );
    return { kind: 'omitted' };
  },
};
