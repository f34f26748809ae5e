import type { ts } from 'ts-morph';
import type { SchemaModel } from '../model';
import type { ConversionContext } from './context';

/** One kind of TypeScript type turned into the schema model. */
export interface TypeConverter {
  /** The kind of type handled, for debugging and tests. */
  readonly kind: string;
  /** Whether this converter handles `type` (the first converter in list order that does wins). */
  supports(type: ts.Type, context: ConversionContext): boolean;
  convert(type: ts.Type, context: ConversionContext): SchemaModel;
}
