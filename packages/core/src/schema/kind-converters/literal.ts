import { ts } from 'ts-morph';
import type { TypeConverter } from '../conversion-engine/converter';
import { literalValueOf } from '../conversion-engine/type-facts';

/** A single string, number or boolean literal (or one enum member) → `type` + one-value `enum`. */
export const literalConverter: TypeConverter = {
  kind: 'literal',
  supports: (type) => !(type.flags & ts.TypeFlags.Union) && literalValueOf(type) !== undefined,
  convert: (type) => ({ kind: 'enum', values: [literalValueOf(type)!] }),
};
