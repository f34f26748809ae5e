import type { LiteralValue, PrimitiveModel, SchemaModel } from './model';

/** One member of a union, in written order, as both engines classify it (`undefined` and `void` are never members here). */
export type UnionMember =
  | { kind: 'null' }
  | { kind: 'literal'; value: LiteralValue }
  | { kind: 'model'; model: SchemaModel };

/**
 * The model of a union: literals gather into one `enum` at the place of the first (`true |
 * false` alone is `boolean`); primitives merge into one `type` list at the place of the first;
 * `null` joins the `type` list of a simple schema or becomes an `anyOf` branch of a complex one;
 * everything else becomes `anyOf` branches. Undefined when no member can be sent as JSON and
 * none was left out with a warning of its own (the caller then warns, D5). Linear in the member
 * count (10,000-member unions).
 */
export function unionModel(members: Iterable<UnionMember>): SchemaModel | undefined {
  const variants: SchemaModel[] = [];
  const literals: LiteralValue[] = [];
  let nullable = false;
  // A dropped member (a function) has warned already; the field then goes without another word.
  let dropped = false;
  for (const member of members) {
    if (member.kind === 'null') {
      nullable = true;
    } else if (member.kind === 'literal') {
      // The literal group takes the place of its first member.
      if (literals.length === 0) variants.push({ kind: 'enum', values: literals });
      literals.push(member.value);
    } else if (member.model.kind === 'omitted') {
      dropped = true;
    } else {
      variants.push(member.model);
    }
  }
  const merged = mergePrimitives(variants.map(booleanPairToPrimitive));
  if (merged.length === 0) {
    if (nullable) return { kind: 'primitive', types: ['null'] };
    return dropped ? { kind: 'omitted' } : undefined;
  }
  const model: SchemaModel = merged.length === 1 ? merged[0] : { kind: 'anyOf', variants: merged };
  return nullable ? withNull(model) : model;
}

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
