import { DiagnosticCode } from '../../diagnostics/codes';
import type { TypeConverter } from '../conversion-engine/converter';
import { isUnresolvedType } from '../conversion-engine/type-facts';

/** A type the checker cannot resolve (missing module, unknown name) → `{}` with a D4 warning. */
export const unresolvedConverter: TypeConverter = {
  kind: 'unresolved',
  supports: (type) => isUnresolvedType(type),
  convert(_type, context) {
    context.warn(
      DiagnosticCode.UnresolvedType,
      `The type of ${context.describeField()} cannot be resolved; it accepts any JSON value`,
      'Check the import of its type (is the package installed, is the path right?)',
    );
    return { kind: 'any' };
  },
};
