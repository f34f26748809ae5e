import { ts } from 'ts-morph';
import type { TypeConverter } from '../conversion-engine/converter';
import type { PrimitiveTypeName } from '../model';

const STRING_LIKE = ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral | ts.TypeFlags.StringMapping;

/**
 * `string`, `number`, `boolean`, `null`. Template literal types (`` `id-${string}` ``) and
 * `Uppercase<string>` are strings. `boolean` is `true | false` inside the checker: it is caught
 * here, before the union converter would turn it into an enum.
 */
export const primitiveConverter: TypeConverter = {
  kind: 'primitive',
  supports: (type) => primitiveNameOf(type) !== undefined,
  convert: (type) => ({ kind: 'primitive', types: [primitiveNameOf(type)!] }),
};

function primitiveNameOf(type: ts.Type): PrimitiveTypeName | undefined {
  if (type.flags & STRING_LIKE) return 'string';
  if (type.flags & ts.TypeFlags.Number) return 'number';
  if (type.flags & ts.TypeFlags.Boolean) return 'boolean';
  if (type.flags & ts.TypeFlags.Null) return 'null';
  // A non-union enum type only arises when members are computed: all we know is the base type.
  if (type.flags & ts.TypeFlags.Enum) return 'number';
  return undefined;
}
