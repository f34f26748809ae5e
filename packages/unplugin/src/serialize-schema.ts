/**
 * Characters that are harmless inside a JSON string but not inside a `<script>`, a comment or
 * an old engine's string literal. Each is replaced by a JSON escape of itself, so the value that
 * reaches the runtime is byte for byte what the core produced.
 */
const UNSAFE_IN_EMBEDDED_JSON = /<|>|\*\/|\u2028|\u2029/g;

const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '*/': '*\\/',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * A `"__proto__":` key (a field may be called that). In an object literal it would set the
 * prototype instead of creating the property, silently dropping the field; a computed key
 * `["__proto__"]:` creates it. Outside strings a key always follows `{` or `,`; inside a string
 * its quotes would be escaped, so string contents never match.
 */
const PROTO_KEY = /([{,])"__proto__":/g;

/**
 * A JavaScript expression that evaluates to `value`: `JSON.stringify` output with `</script>`,
 * `*\/` and U+2028/2029 escaped, so JSDoc text can never end a script, a comment or a string,
 * and `__proto__` keys written as computed keys, so they stay ordinary properties.
 */
export function serializeSchema(value: unknown): string {
  return JSON.stringify(value)
    .replace(UNSAFE_IN_EMBEDDED_JSON, (match) => ESCAPES[match])
    .replace(PROTO_KEY, '$1["__proto__"]:');
}
