import { ts } from 'ts-morph';
import type { TypeConverter } from '../conversion-engine/converter';

/** `T[]`, `Array<T>`, `readonly T[]`, `ReadonlyArray<T>` → `type: array` + `items` (no object level added). */
export const arrayConverter: TypeConverter = {
  kind: 'array',
  supports: (type, context) => context.checker.isArrayType(type),
  convert(type, context) {
    const [element] = context.checker.getTypeArguments(type as ts.TypeReference);
    const items = context
      .with({ typeNode: elementTypeNode(context.position.typeNode), zod: context.position.zod?.element })
      .convert(element);
    // An array of functions cannot be sent either: the field goes (the items already warned).
    return items.kind === 'omitted' ? items : { kind: 'array', items };
  },
};

/** The written element type of `T[]`, `readonly T[]` or `Array<T>`, for the element's union order. */
function elementTypeNode(node: ts.TypeNode | undefined): ts.TypeNode | undefined {
  if (!node) return undefined;
  if (ts.isParenthesizedTypeNode(node)) return elementTypeNode(node.type);
  if (ts.isTypeOperatorNode(node)) return elementTypeNode(node.type);
  if (ts.isArrayTypeNode(node)) return node.elementType;
  if (ts.isTypeReferenceNode(node) && node.typeArguments?.length === 1) return node.typeArguments[0];
  return undefined;
}
