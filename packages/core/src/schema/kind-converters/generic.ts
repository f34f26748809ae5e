import { ts } from 'ts-morph';
import { DiagnosticCode } from '../../diagnostics/codes';
import type { TypeConverter } from '../conversion-engine/converter';

const GENERIC =
  ts.TypeFlags.TypeParameter |
  ts.TypeFlags.IndexedAccess |
  ts.TypeFlags.Conditional |
  ts.TypeFlags.Substitution |
  ts.TypeFlags.Index;

/**
 * A field whose type still depends on a type parameter (`<T extends Item>(p: { item: T })`): the
 * schema describes its constraint, the most any caller can rely on; without one, any JSON value.
 */
export const genericConverter: TypeConverter = {
  kind: 'generic',
  supports: (type) => (type.flags & GENERIC) !== 0,
  convert(type, context) {
    const constraint = context.checker.getBaseConstraintOfType(type);
    const usable =
      constraint && constraint !== type && !(constraint.flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any));
    context.warn(
      DiagnosticCode.Degraded,
      usable
        ? `${context.fieldSubject()} has the generic type '${context.typeText(type)}'; its schema describes the constraint '${context.typeText(constraint)}'`
        : `${context.fieldSubject()} has the generic type '${context.typeText(type)}' with no constraint; it accepts any JSON value`,
      'Give the field a concrete type: agents call the tool with one fixed schema',
    );
    return usable ? context.convert(constraint) : { kind: 'any' };
  },
};
