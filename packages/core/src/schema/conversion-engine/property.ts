import { ts } from 'ts-morph';
import { DiagnosticCode } from '../../diagnostics/codes';
import { type JsDocBlock, readJsDoc } from '../../jsdoc';
import { readFieldKeywords } from '../field-tags';
import type { PropertyModel } from '../model';
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
    const comment = plainCommentOf(chosen.declaration);
    context.warn(
      DiagnosticCode.MissingFieldDescription,
      comment
        ? `Field '${property.name}' has a ${comment.kind} comment, which never reaches the schema (only /** ${comment.text} */ does); the agent sees only its name`
        : `Field '${property.name}' has no /** */ description; the agent sees only its name`,
      `Document it on the line above: /** ${comment?.text || `what '${property.name}' means`} */`,
    );
  }
  if (doc && doc.tags.length > 0) {
    const { keywords, problems } = readFieldKeywords(doc.tags, schema);
    if (Object.keys(keywords).length > 0) schema.keywords = { ...schema.keywords, ...keywords };
    for (const problem of problems) {
      context.warn(
        DiagnosticCode.InvalidFieldTag,
        `Field '${property.name}': ${problem.message}; the keyword is left out`,
        `Fix the @${problem.tag} tag (numbers for @minimum/@maximum, non-negative integers for lengths, a JSON value for @default)`,
      );
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
function plainCommentOf(declaration: ts.Declaration): { kind: '//' | '/* */'; text: string } | undefined {
  const text = declaration.getSourceFile().getFullText();
  const ranges = [
    ...(ts.getLeadingCommentRanges(text, declaration.getFullStart()) ?? []),
    ...(ts.getTrailingCommentRanges(text, declaration.getEnd()) ?? []),
  ];
  for (const range of ranges) {
    const comment = text.slice(range.pos, range.end);
    if (comment.startsWith('/**')) continue;
    const isLine = range.kind === ts.SyntaxKind.SingleLineCommentTrivia;
    const body = isLine ? comment.slice(2) : comment.slice(2, -2);
    return {
      kind: isLine ? '//' : '/* */',
      text: body
        .replace(/\s*\n\s*\*?\s*/g, ' ')
        .replace(/\*\//g, '')
        .trim(),
    };
  }
  return undefined;
}
