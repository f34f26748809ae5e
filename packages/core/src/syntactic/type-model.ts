import type { AstNode } from '../syntax/ast';
import type { ParsedFile } from '../syntax/parsed-file';

/**
 * Types as the engine evaluates them from syntax: the few kinds its subset has, each with the
 * identity the checker would give it (one object per interface, per written type literal, per
 * instantiation of a utility type), which union de-duplication and recursion checks rely on.
 */
export type SyntacticType =
  | IntrinsicType
  | LiteralType
  | UnionType
  | ArrayType
  | DateType
  | StringValuedType
  | ObjectType;

/** The checker's intrinsic types, in the order it creates them (which orders them in unions). */
export const INTRINSIC_ORDER = [
  'any',
  'unknown',
  'undefined',
  'null',
  'string',
  'number',
  'bigint',
  'boolean',
  'symbol',
  'void',
  'never',
  'object',
] as const;

export type IntrinsicName = (typeof INTRINSIC_ORDER)[number];

export interface IntrinsicType {
  kind: 'intrinsic';
  name: IntrinsicName;
}

export interface LiteralType {
  kind: 'literal';
  value: string | number | boolean;
}

/** A written type node and its file. */
export interface WrittenType {
  node: AstNode;
  file: ParsedFile;
}

/** A type alias as the checker keeps it on the types it creates (`aliasSymbol`). */
export interface AliasInfo {
  name: string;
  file: ParsedFile;
  /** The alias's written type: what orders the members of a union it names. */
  type: WrittenType;
}

export interface UnionType {
  kind: 'union';
  /** Members, flattened and de-duplicated (`boolean` as `false`, `true`), in the order first written. */
  members: SyntacticType[];
  alias?: AliasInfo;
  /** An enum's members: ranked in declaration order, as the checker lists an enum's. */
  declaredOrder?: true;
}

export interface ArrayType {
  kind: 'array';
  element: SyntacticType;
  readonly: boolean;
}

/** The global `Date` of TypeScript's libs. */
export interface DateType {
  kind: 'date';
}

/**
 * A global class of TypeScript's libs whose JSON form is a string (the checker engine's
 * library-object.ts): `URL` (its `href`) and `RegExp` (its source), with the note that says which.
 */
export interface StringValuedType {
  kind: 'string-valued';
  note: 'URL' | 'regular expression';
}

/** A property of an object type, as `getPropertiesOfType` gives it. */
export interface PropertyInfo {
  name: string;
  /** The `?` modifier (the symbol's Optional flag). */
  optional: boolean;
  /** Where it is declared (a mapped type's property keeps the original's declarations). */
  declarations: WrittenType[];
  /** `getTypeOfSymbol`: the written type, with `undefined` for an optional property. */
  type(): SyntacticType;
}

export interface ObjectType {
  kind: 'object';
  /** Interface, type literal or a mapped utility type (`Pick`, `Partial`…), which orders properties by declaration. */
  origin: 'interface' | 'literal' | 'mapped';
  /** For messages and bails. */
  display: string;
  alias?: AliasInfo;
  /** Files of the declarations of its symbol (an interface's, a type literal's), recorded as dependencies. */
  symbolFiles: string[];
  /** Its symbol's first declaration (an interface's, a type literal's node), which places it in the stable order. */
  declaration?: WrittenType;
  /** Whether it has an index signature (it is then open). */
  hasIndexSignature: boolean;
  properties(): PropertyInfo[];
}

/** The types that can contain themselves (recursion is checked for these). */
export function isContainer(type: SyntacticType): boolean {
  return type.kind === 'object' || type.kind === 'union';
}
