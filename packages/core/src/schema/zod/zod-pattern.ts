import { ts } from 'ts-morph';
import { shortSourceText } from '../source-text';
import { constDeclarationOf } from '../static-value';
import type { ZodSchemaReader } from './read-zod-schema';
import { unwrap } from './read-zod-schema';

// Flags that change what a pattern matches have no place in JSON Schema's `pattern`.
const HARMLESS_FLAGS = /^[gyud]*$/;

/**
 * The source of a `.regex(/…/)` argument (a literal, or a `const` bound to one) as a JSON Schema
 * `pattern`, which hosts and the SDK run with the `u` flag. Undefined (reported) otherwise.
 */
export function readZodPattern(argument: ts.Expression, reader: ZodSchemaReader): string | undefined {
  let node = unwrap(argument);
  const declaration = ts.isIdentifier(node) ? constDeclarationOf(node, reader.checker) : undefined;
  if (declaration?.initializer) {
    reader.onFile(declaration.getSourceFile().fileName);
    node = unwrap(declaration.initializer);
  }
  if (!ts.isRegularExpressionLiteral(node)) {
    return reader.unread(argument, `'${shortSourceText(argument)}' is not a regular expression literal`);
  }
  const text = node.text;
  const slash = text.lastIndexOf('/');
  const source = text.slice(1, slash);
  const flags = text.slice(slash + 1);
  if (!HARMLESS_FLAGS.test(flags)) {
    return reader.unread(argument, `the flags '${flags}' have no JSON Schema form`);
  }
  try {
    new RegExp(source, 'u');
  } catch {
    return reader.unread(argument, 'the pattern is not valid with the u flag, which JSON Schema uses');
  }
  return source;
}
