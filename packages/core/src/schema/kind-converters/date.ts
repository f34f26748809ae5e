import type { TypeConverter } from '../conversion-engine/converter';
import { isDateType } from '../conversion-engine/type-facts';

/** `Date` → an ISO 8601 string (the subset has no `format`, so the description says it). */
export const dateConverter: TypeConverter = {
  kind: 'date',
  supports: (type) => isDateType(type),
  convert: () => ({ kind: 'primitive', types: ['string'], note: 'ISO 8601 date-time' }),
};
