import { ts } from 'ts-morph';
import { DiagnosticCode } from '../../diagnostics/codes';
import type { TypeConverter } from '../conversion-engine/converter';
import { isTypeScriptLibFile } from '../conversion-engine/files';
import { isDeclaredOnlyIn, isLibraryOrPackageSymbol } from '../conversion-engine/type-facts';
import type { PrimitiveTypeName } from '../model';

const BOXED: Record<string, PrimitiveTypeName> = { String: 'string', Number: 'number', Boolean: 'boolean' };

/**
 * Built-in classes whose JSON form is a string: a `URL` serialises as its `href` (`toJSON`), and
 * a pattern travels as its source. The note says which string (there is no `format` in the subset).
 */
const STRING_VALUED: Record<string, string> = { URL: 'URL', RegExp: 'regular expression' };

/**
 * Class-like types from TypeScript's lib or from packages that are not plain data (`Map`, `Set`,
 * `Promise`, `RegExp`, DOM nodes, a date library's class): walking them would list their
 * methods, so they degrade to `{ "type": "object" }` with one D5 warning. Boxed `String`,
 * `Number` and `Boolean` are their primitives; `URL` and `RegExp` are strings.
 */
export const libraryObjectConverter: TypeConverter = {
  kind: 'library-object',
  supports(type, context) {
    const symbol = type.getSymbol();
    if (!(type.flags & ts.TypeFlags.Object) || !symbol) return false;
    if (!(symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class))) return false;
    if (!isLibraryOrPackageSymbol(symbol)) return false;
    return (
      isDeclaredOnlyIn(symbol, isTypeScriptLibFile) ||
      context.checker.getPropertiesOfType(type).some((property) => property.flags & ts.SymbolFlags.Method)
    );
  },
  convert(type, context) {
    const symbol = type.getSymbol()!;
    const boxed = BOXED[symbol.name];
    if (boxed && isDeclaredOnlyIn(symbol, isTypeScriptLibFile)) return { kind: 'primitive', types: [boxed] };
    const stringNote = Object.hasOwn(STRING_VALUED, symbol.name) ? STRING_VALUED[symbol.name] : undefined;
    if (stringNote) return { kind: 'primitive', types: ['string'], note: stringNote };
    context.warn(
      DiagnosticCode.Degraded,
      `${context.fieldSubject()} has type '${context.typeText(type)}', which is not plain JSON data; it is emitted as { "type": "object" }`,
      'Take the data the tool needs as plain fields (strings, numbers, arrays, objects)',
    );
    return { kind: 'object', properties: [], closed: false };
  },
};
