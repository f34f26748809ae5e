/**
 * Every diagnostic code the core emits. Codes are stable: users grep for them and tools match
 * on them. `M*` break registration (errors), `S*` lower schema quality, `D*` are degradations
 * of the type table, `P*` are project set-up problems.
 */
export const DiagnosticCode = {
  /** A registered value cannot be traced to a function definition. */
  Untraceable: 'M1',
  /** The first parameter is not one object type. */
  ParameterNotObject: 'M2',
  /** The tool name is not `^[A-Za-z0-9_]{1,128}$`. */
  InvalidName: 'M3',
  /** The function returns `{ resultType: 'input_required' }`. */
  InputRequired: 'M4',
  /** Two different functions registered under one name in one call. */
  DuplicateName: 'M5',
  /** A `__proto__` key or a computed key that is not a string constant. */
  InvalidKey: 'M6',
  /** `withWebMcpTools` got an anonymous class or another HOC instead of a named class. */
  InvalidClassTarget: 'M7',
  /** A syntax error in a file that the extractor reads. */
  SyntaxError: 'M8',
  /** The tool function has no JSDoc description. */
  MissingDescription: 'S1',
  /** A field has no JSDoc description. */
  MissingFieldDescription: 'S2',
  /** `@readonly` on a function whose body clearly writes. */
  ReadonlyWrites: 'S3',
  /** `export default` reached through a namespace import. */
  DefaultExport: 'S4',
  /** A field's `@default`/`@minimum`/`@maximum`/`@minLength`/`@maxLength`/`@pattern` value is unusable: left out. */
  InvalidFieldTag: 'S5',
  /** Nesting deeper than level 3, or a recursive type, cut to `{ "type": "object" }`. */
  DepthCut: 'D1',
  /** `any` / `unknown` field emitted as `{}`. */
  AnyField: 'D2',
  /** A function, symbol or bigint field, left out. */
  FieldDropped: 'D3',
  /** A type that cannot be resolved (missing module), emitted as `{}`. */
  UnresolvedType: 'D4',
  /** A type the schema subset cannot express exactly, degraded (message says how). */
  Degraded: 'D5',
  /** No tsconfig found: defaults used. */
  TsconfigMissing: 'P1',
  /** The tsconfig does not parse or `extends` a missing file: defaults used. */
  TsconfigInvalid: 'P2',
} as const;

export type DiagnosticCodeValue = (typeof DiagnosticCode)[keyof typeof DiagnosticCode];
