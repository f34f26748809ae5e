/**
 * What the zod reader needs of a syntax tree, whichever parser made it: the checker engine
 * passes TypeScript's nodes (ts-zod-syntax.ts), the syntactic engine oxc's. One reader, one set of
 * rules (zod-steps.ts), two trees.
 */
export interface ZodSyntax<N> {
  /** Strips parentheses, `as`, `satisfies` and `!`, which change no value. */
  unwrap(node: N): N;
  /** What kind of expression a node is. */
  kind(node: N): 'call' | 'property-access' | 'identifier' | 'object' | 'regex' | 'other';
  /** A call's callee and arguments (`kind` is `call`). */
  callee(call: N): N;
  callArguments(call: N): readonly N[];
  /** `a.b`: the receiver `a` and the name `b` (`kind` is `property-access`). */
  receiver(access: N): N;
  memberName(access: N): N;
  /** An identifier's text. */
  identifierText(name: N): string;
  /** The name zod exports the symbol at `name` under, when `name` leads to zod (`z.string`'s `string`). */
  zodNameAt(name: N): string | undefined;
  /** Whether the zod symbol at `name` is one of zod's functions (`z.string`), not a schema's method. */
  isZodFunctionAt(name: N): boolean;
  /**
   * The schema a name is bound to: a `const`'s initializer or an object-literal entry (`key`
   * identifies the declaration, for cycles); `package` for a package's declaration (no code);
   * undefined when it is bound to nothing readable. `aliasFiles`: the files of the imports and
   * re-exports passed on the way, in every case.
   */
  boundSchema(name: N): {
    aliasFiles: string[];
    bound: { initializer: N; file: string; key: unknown } | 'package' | undefined;
  };
  /** The initializer of the `const` a name refers to (through imports), and its file. */
  constInitializer(name: N): { initializer: N; file: string } | undefined;
  /** The members of an object literal. */
  properties(object: N): readonly ZodProperty<N>[];
  /** A regular expression literal's source and flags. */
  regex(node: N): { source: string; flags: string } | undefined;
  /** A value known without running code (literals, consts bound to them); `NOT_STATIC` otherwise. */
  staticValue(node: N, onFile: (fileName: string) => void): unknown;
  /** A node's source text. */
  text(node: N): string;
  /** Whether a node is in a package's file (not the user's to rewrite). */
  isInPackage(node: N): boolean;
  /** Whether the subtree names one of `members` after a dot (`.min(…)` inside a union's parts). */
  mentionsMember(node: N, members: ReadonlySet<string>): boolean;
}

/** One member of an object literal, as a zod shape reads it. */
export type ZodProperty<N> =
  | { kind: 'property'; name: string | undefined; value: N; node: N; nameText: string }
  | { kind: 'shorthand'; name: string; value: N; node: N; nameText: string }
  /** `get children() { return z.array(Node) }` with one `return` statement: what it returns. */
  | { kind: 'getter'; name: string | undefined; value: N | undefined; node: N; nameText: string }
  | { kind: 'spread'; node: N; argument: N }
  | { kind: 'other'; node: N };

/** The first line of a node's source text, shortened for a message (`makeName(...)`). */
export function shortText<N>(syntax: ZodSyntax<N>, node: N, max = 60): string {
  const line = syntax.text(node).split('\n')[0].trim();
  return line.length > max ? `${line.slice(0, max - 3)}...` : line;
}
