import { ts } from 'ts-morph';
import { DiagnosticCode } from '../../diagnostics/codes';
import { type JsDocBlock, readJsDoc } from '../../jsdoc';
import { readFieldKeywords } from '../field-tags';
import type { PropertyModel } from '../model';
import {
  invalidFieldTagText,
  missingFieldDescriptionText,
  type PlainComment,
  plainCommentAround,
} from '../schema-texts';
import type { ConversionContext } from './context';
import { isPackageFile } from './files';
import { includesUndefined } from './type-facts';
import { recordTypeReferenceFiles } from './type-references';

/**
 * Converts one property of an object being converted at `objectContext`: its type one level
 * deeper, its `/** *\/` text as description (S2 when missing, once per declaration), its JSDoc
 * constraint tags as keywords, and `required` unless optional or `| undefined`. Returns
 * undefined for members that are not input fields (private, symbol-keyed, functions).
 */
export function convertProperty(
  property: ts.Symbol,
  objectContext: ConversionContext,
): PropertyModel | undefined {
  const declarations = property.declarations ?? [];
  if (declarations.some(isPrivateMember)) return undefined;
  const documented = declarations.map((declaration) => ({ declaration, doc: readJsDoc(declaration) }));
  const chosen = documented.find((entry) => entry.doc) ?? documented[0];
  const anchor = chosen?.declaration ?? objectContext.position.field;
  const typeNode = chosen ? (chosen.declaration as { type?: ts.TypeNode }).type : undefined;
  const context = objectContext.forField(
    anchor,
    property.name,
    typeNode && ts.isTypeNode(typeNode) ? typeNode : undefined,
  );
  context.recordSymbol(property);
  recordTypeReferenceFiles(context.position.typeNode, context);

  if (isSymbolKeyed(property)) {
    context.warn(
      DiagnosticCode.FieldDropped,
      `A symbol-keyed member ('${property.name}') cannot be a JSON field; it is left out`,
      'Use a string key',
    );
    return undefined;
  }
  const type = context.checker.getTypeOfSymbol(property);
  const schema = context.convert(type);
  if (schema.kind === 'omitted') return undefined;

  const doc: JsDocBlock | undefined = chosen?.doc;
  if (doc?.description) schema.description = doc.description;
  else if (!schema.description && chosen && !isPackageFile(chosen.declaration.getSourceFile())) {
    // Package declarations are not the user's to document, so only the user's own fields warn;
    // a field that has a description from its zod schema (`.describe()`) does not.
    const text = missingFieldDescriptionText(property.name, plainCommentOf(chosen.declaration));
    context.warn(text.code, text.message, text.hint);
  }
  if (doc && doc.tags.length > 0) {
    const { keywords, problems } = readFieldKeywords(doc.tags, schema);
    if (Object.keys(keywords).length > 0) schema.keywords = { ...schema.keywords, ...keywords };
    for (const problem of problems) {
      const text = invalidFieldTagText(property.name, problem);
      context.warn(text.code, text.message, text.hint);
    }
  }
  const optional = (property.flags & ts.SymbolFlags.Optional) !== 0 || includesUndefined(type);
  return { name: property.name, schema, required: !optional };
}

function isPrivateMember(declaration: ts.Declaration): boolean {
  const name = (declaration as { name?: ts.Node }).name;
  if (name && ts.isPrivateIdentifier(name)) return true;
  const flags = ts.getCombinedModifierFlags(declaration);
  return (flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) !== 0;
}

/** `[Symbol.iterator]` or a `unique symbol` key: the checker names these `__@…`. */
function isSymbolKeyed(property: ts.Symbol): boolean {
  return String(property.escapedName).startsWith('__@');
}

/**
 * A `//` or `/* *\/` comment on the field (above it, or after it on its line): only `/** *\/`
 * becomes a description, which surprises people who documented the field the usual way.
 */
function plainCommentOf(declaration: ts.Declaration): PlainComment | undefined {
  const text = declaration.getSourceFile().getFullText();
  return plainCommentAround(text, declaration.getFullStart(), declaration.getEnd());
}
