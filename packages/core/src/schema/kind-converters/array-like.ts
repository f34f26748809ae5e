import { ts } from 'ts-morph';
import { DiagnosticCode } from '../../diagnostics/codes';
import type { TypeConverter } from '../conversion-engine/converter';
import { arrayBaseOf, numberIndexTypeOf } from '../conversion-engine/type-facts';

/**
 * An interface or class that extends `Array<T>` (`interface Tags extends Array<Tag> {}`): on the
 * wire it is a JSON array, so it becomes `type: array` + `items` — never an object listing
 * `length` and the array methods. Members it adds itself cannot travel in a JSON array: they are
 * left out with one D5 warning.
 */
export const arrayLikeConverter: TypeConverter = {
  kind: 'array-like',
  supports: (type, context) => arrayBaseOf(type, context.checker) !== undefined,
  convert(type, context) {
    const base = arrayBaseOf(type, context.checker)!;
    // The index type is instantiated (`Rows<User>` gives `User`); the base's argument may still be `T`.
    const element = numberIndexTypeOf(type, context.checker) ?? context.checker.getTypeArguments(base)[0];
    const own = ownMemberNames(type);
    if (own.length > 0) {
      context.warn(
        DiagnosticCode.Degraded,
        `${context.fieldSubject()} is an array type ('${context.typeText(type)}') with its own members (${own.join(', ')}), which a JSON array cannot carry; they are left out`,
        'Keep extra data in an object beside the array: { items: T[]; total: number }',
      );
    }
    const items = context.with({ typeNode: undefined, zod: context.position.zod?.element }).convert(element);
    return items.kind === 'omitted' ? items : { kind: 'array', items };
  },
};

/** The members that the type's own declarations add to what `Array` has. */
function ownMemberNames(type: ts.Type): string[] {
  const names: string[] = [];
  for (const declaration of type.getSymbol()?.declarations ?? []) {
    if (!ts.isInterfaceDeclaration(declaration) && !ts.isClassLike(declaration)) continue;
    for (const member of declaration.members) {
      if (member.name && !ts.isComputedPropertyName(member.name)) names.push(member.name.getText());
    }
  }
  return names;
}
