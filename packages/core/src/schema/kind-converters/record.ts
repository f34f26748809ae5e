import { ts } from 'ts-morph';
import type { TypeConverter } from '../conversion-engine/converter';

/**
 * `Record<string, V>` and other pure index signatures → `type: object` with the key and value
 * types named in the description (the subset forbids a schema-valued `additionalProperties`).
 */
export const recordConverter: TypeConverter = {
  kind: 'record',
  supports: (type, context) =>
    (type.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) !== 0 &&
    context.checker.getPropertiesOfType(type).length === 0 &&
    context.checker.getIndexInfosOfType(type).length > 0,
  convert(type, context) {
    const infos = context.checker.getIndexInfosOfType(type);
    for (const info of infos) context.recordType(info.type);
    const keys = [...new Set(infos.map((info) => context.typeText(info.keyType)))].join(' | ');
    const values = [...new Set(infos.map((info) => context.typeText(info.type)))].join(' | ');
    return { kind: 'object', properties: [], closed: false, note: `keys: ${keys}, values: ${values}` };
  },
};
