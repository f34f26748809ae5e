import { ts } from 'ts-morph';
import { DiagnosticCode } from '../../diagnostics/codes';
import type { TypeConverter } from '../conversion-engine/converter';
import { literalValueOf } from '../conversion-engine/type-facts';
import { unionMembersInWrittenOrder } from '../conversion-engine/union-order';
import type { LiteralValue, PrimitiveModel, SchemaModel } from '../model';

const ABSENT = ts.TypeFlags.Undefined | ts.TypeFlags.Void;

/**
 * Unions. `undefined` is dropped (the property decides `required`); literals gather into one
 * `enum` (`true | false` alone is `boolean`); primitives merge into one `type` list; `null` joins
 * the `type` list of a simple schema or becomes an `anyOf` branch of a complex one; object types
 * and everything else become `anyOf` branches. Linear in the member count (10,000-member unions).
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
    const variants: SchemaModel[] = [];
    const literals: LiteralValue[] = [];
    let nullable = false;
    // A dropped member (a function) has warned already; the field then goes without another word.
    let dropped = false;
    for (const member of members) {
      if (member.flags & ABSENT) continue;
      if (member.flags & ts.TypeFlags.Null) {
        nullable = true;
        continue;
      }
      const literal = literalValueOf(member);
      if (literal !== undefined) {
        // The literal group takes the place of its first member.
        if (literals.length === 0) variants.push({ kind: 'enum', values: literals });
        literals.push(literal);
        continue;
      }
      const model = memberContext.convert(member);
      if (model.kind === 'omitted') dropped = true;
      else variants.push(model);
    }
    const merged = mergePrimitives(variants.map(booleanPairToPrimitive));
    if (merged.length === 0) {
      if (nullable) return { kind: 'primitive', types: ['null'] };
      if (dropped) return { kind: 'omitted' };
      context.warn(
        DiagnosticCode.Degraded,
        `No member of the type of ${context.describeField()} can be sent as JSON; it is left out`,
        'Give the field a data type',
      );
      return { kind: 'omitted' };
    }
    const model: SchemaModel = merged.length === 1 ? merged[0] : { kind: 'anyOf', variants: merged };
    return nullable ? withNull(model) : model;
  },
};

/** `true | false` written as literals (`boolean`, `boolean | undefined`) is plain `boolean`. */
function booleanPairToPrimitive(model: SchemaModel): SchemaModel {
  if (model.kind !== 'enum' || model.values.length !== 2) return model;
  return model.values.includes(true) && model.values.includes(false)
    ? { kind: 'primitive', types: ['boolean'] }
    : model;
}

/** `string | number` → one `type: ["string", "number"]` at the place of the first primitive. */
function mergePrimitives(variants: SchemaModel[]): SchemaModel[] {
  let first: PrimitiveModel | undefined;
  const result: SchemaModel[] = [];
  for (const variant of variants) {
    if (variant.kind !== 'primitive') {
      result.push(variant);
    } else if (!first) {
      first = { ...variant, types: [...variant.types] };
      result.push(first);
    } else {
      for (const name of variant.types) if (!first.types.includes(name)) first.types.push(name);
      first.note ??= variant.note;
    }
  }
  return result;
}

/** Adds `null`: into `type`/`enum` of a simple schema, as an `anyOf` branch otherwise. */
function withNull(model: SchemaModel): SchemaModel {
  switch (model.kind) {
    case 'any':
      return model;
    case 'primitive':
      return model.types.includes('null') ? model : { ...model, types: [...model.types, 'null'] };
    case 'enum':
      return { ...model, values: [...model.values, null] };
    case 'anyOf':
      return { ...model, variants: [...model.variants, { kind: 'primitive', types: ['null'] }] };
    default:
      return { kind: 'anyOf', variants: [model, { kind: 'primitive', types: ['null'] }] };
  }
}
