import { ts } from 'ts-morph';
import type { TypeConverter } from '../conversion-engine/converter';
import { literalValueOf } from '../conversion-engine/type-facts';
import type { LiteralValue } from '../model';

/**
 * A TS `enum` (string or numeric) → `enum` of its member values in declaration order. The
 * checker's member order follows type creation, which other code can change, so it is not used.
 */
export const enumConverter: TypeConverter = {
  kind: 'enum',
  supports: (type) => type.isUnion() && (type.flags & ts.TypeFlags.EnumLiteral) !== 0,
  convert(type) {
    const members = (type as ts.UnionType).types
      .map((member) => ({ value: literalValueOf(member), position: declarationPosition(member) }))
      .filter((member): member is { value: LiteralValue; position: number } => member.value !== undefined)
      .sort((a, b) => a.position - b.position);
    return { kind: 'enum', values: [...new Set(members.map((member) => member.value))] };
  },
};

function declarationPosition(member: ts.Type): number {
  return member.getSymbol()?.valueDeclaration?.pos ?? Number.MAX_SAFE_INTEGER;
}
