import type { ZodSchemaReader } from './read-zod-schema';
import { shortText } from './zod-syntax';

// Flags that change what a pattern matches have no place in JSON Schema's `pattern`.
const HARMLESS_FLAGS = /^[gyud]*$/;

/**
 * The source of a `.regex(/…/)` argument (a literal, or a `const` bound to one) as a JSON Schema
 * `pattern`, which hosts and the SDK run with the `u` flag. Undefined (reported) otherwise.
 */
export function readZodPattern<N>(argument: N, reader: ZodSchemaReader<N>): string | undefined {
  const { syntax } = reader;
  let node = syntax.unwrap(argument);
  const declaration = syntax.kind(node) === 'identifier' ? syntax.constInitializer(node) : undefined;
  if (declaration) {
    reader.onFile(declaration.file);
    node = syntax.unwrap(declaration.initializer);
  }
  const literal = syntax.regex(node);
  if (!literal) {
    return reader.unread(argument, `'${shortText(syntax, argument)}' is not a regular expression literal`);
  }
  if (!HARMLESS_FLAGS.test(literal.flags)) {
    return reader.unread(argument, `the flags '${literal.flags}' have no JSON Schema form`);
  }
  try {
    new RegExp(literal.source, 'u');
  } catch {
    return reader.unread(argument, 'the pattern is not valid with the u flag, which JSON Schema uses');
  }
  return literal.source;
}
