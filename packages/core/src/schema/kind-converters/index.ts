import type { TypeConverter } from '../conversion-engine/converter';
import { anyConverter } from './any';
import { arrayConverter } from './array';
import { arrayLikeConverter } from './array-like';
import { brandedPrimitiveConverter } from './branded-primitive';
import { dateConverter } from './date';
import { enumConverter } from './enum';
import { genericConverter } from './generic';
import { libraryObjectConverter } from './library-object';
import { literalConverter } from './literal';
import { nonValueConverter } from './non-value';
import { objectConverter } from './object';
import { primitiveConverter } from './primitive';
import { recordConverter } from './record';
import { tupleConverter } from './tuple';
import { unionConverter } from './union';
import { unresolvedConverter } from './unresolved';
import { unsupportedConverter } from './unsupported';

/**
 * Every converter, in the one order that decides which handles a type. Order matters where
 * kinds overlap: an unresolved type is also `any`; `boolean` is also a union; an enum is also a
 * union of literals; `Date`, arrays, tuples, interfaces extending `Array`, functions and `Map`
 * are also objects; a record is an object without properties.
 */
export const TYPE_CONVERTERS: readonly TypeConverter[] = [
  unresolvedConverter,
  anyConverter,
  nonValueConverter,
  unsupportedConverter,
  primitiveConverter,
  literalConverter,
  enumConverter,
  unionConverter,
  brandedPrimitiveConverter,
  genericConverter,
  dateConverter,
  tupleConverter,
  arrayConverter,
  arrayLikeConverter,
  libraryObjectConverter,
  recordConverter,
  objectConverter,
];
