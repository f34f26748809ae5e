import { ts } from 'ts-morph';
import type { TypeConverter } from '../conversion-engine/converter';
import { literalValueOf } from '../conversion-engine/type-facts';
import { enumMembersInOrder } from '../conversion-engine/union-order';
import type { LiteralValue } from '../model';

/**
 * A TS `enum` (string or numeric) → `enum` of its member values in declaration order (a merged
 * enum's blocks file by file). The checker's member order follows type creation, which other
 * code can change, so it is not used.
 */
export const enumConverter: TypeConverter = {
  kind: 'enum',
  supports: (type) => type.isUnion() && (type.flags & ts.TypeFlags.EnumLiteral) !== 0,
  convert(type) {
    const values = enumMembersInOrder(type as ts.UnionType)
      .map(literalValueOf)
      .filter((value): value is LiteralValue => value !== undefined);
    return { kind: 'enum', values: [...new Set(values)] };
  },
};
