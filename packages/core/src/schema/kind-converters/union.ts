import { ts } from 'ts-morph';
import type { TypeConverter } from '../conversion-engine/converter';
import { literalValueOf } from '../conversion-engine/type-facts';
import { unionMembersInWrittenOrder } from '../conversion-engine/union-order';
import type { SchemaModel } from '../model';
import { noJsonMemberText } from '../schema-texts';
import { type UnionMember, unionModel } from '../union-model';

const ABSENT = ts.TypeFlags.Undefined | ts.TypeFlags.Void;

/**
 * Unions, in written order. `undefined` is dropped (the property decides `required`); the rest
 * is merged by `unionModel` (literals into one `enum`, primitives into one `type` list, `null`
 * into either, `anyOf` for the others).
 */
export const unionConverter: TypeConverter = {
  kind: 'union',
  supports: (type) => type.isUnion(),
  convert(type, context) {
    const members = unionMembersInWrittenOrder(type as ts.UnionType, context.position, context.checker);
    // Members lose their syntax, but not what the type parameters they instantiate stand for.
    const memberContext = context.with({
      typeNode: undefined,
      typeArguments: context.typeArgumentsForMembers(),
    });
    const classified: UnionMember[] = [];
    for (const member of members) {
      if (member.flags & ABSENT) continue;
      if (member.flags & ts.TypeFlags.Null) {
        classified.push({ kind: 'null' });
        continue;
      }
      const value = literalValueOf(member);
      if (value !== undefined) classified.push({ kind: 'literal', value });
      else classified.push({ kind: 'model', model: memberContext.convert(member) });
    }
    const model: SchemaModel | undefined = unionModel(classified);
    if (model) return model;
    const text = noJsonMemberText(context.describeField());
    context.warn(text.code, text.message, text.hint);
    return { kind: 'omitted' };
  },
};
