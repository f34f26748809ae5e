/**
 * Every diagnostic code the core emits. Codes are stable: users grep for them and tools match
 * on them. `M*` break registration (errors, but M5: a tool never registered), `S*` lower schema quality, `D*` are degradations
 * of the type table, `P*` are project set-up problems, `L*` lints (budgets, privacy, hints, patterns), `H1`
 * the host schema subset, `N*` the CLI's whole-project name checks, `I*` internal findings. `DIAGNOSTIC_SCOPES` says which is which.
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
  /** (warning) A different function always overrides this one later in the same call: it is never registered. */
  DuplicateName: 'M5',
  /** A `__proto__` key or a computed key that is not a string constant. */
  InvalidKey: 'M6',
  /** `withWebMcpTools` got an anonymous class or another HOC instead of a named class. */
  InvalidClassTarget: 'M7',
  /** A syntax error in a file that the extractor reads. */
  SyntaxError: 'M8',
  /** Two members of one object literal have the same name (TypeScript's TS1117): at the second. */
  DuplicateKey: 'M9',
  /**
   * Different functions under one name reach the call through one value (a const bound to a
   * conditional of maps): the build cannot tell which function a run gives, so neither gets a schema.
   */
  SharedSlot: 'M10',
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
  /** A destructuring default computed at run time (`role = pickRole()`): the schema states no default. */
  RuntimeDefault: 'S6',
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
  /** Part of a zod schema behind `z.infer<typeof S>` cannot be read at build time: that part gets its type alone. */
  ZodNotRead: 'D6',
  /** No tsconfig found: defaults used. */
  TsconfigMissing: 'P1',
  /** The tsconfig does not parse or `extends` a missing file: defaults used. */
  TsconfigInvalid: 'P2',
  /** `webmcp-nexus.config.json` does not parse, or names an unknown code or severity: that part is ignored. */
  LintConfigInvalid: 'P3',
  /** A tool name longer than 30 characters (Chrome's guidance for tool authors). */
  NameOverBudget: 'L1',
  /** A tool description longer than 500 characters (Chrome's guidance). */
  DescriptionOverBudget: 'L2',
  /** A field description longer than 150 characters (Chrome's guidance). */
  FieldDescriptionOverBudget: 'L3',
  /** A field that may ask for sensitive personal data: a privacy review prompt. */
  SensitiveField: 'L4',
  /** A tool that looks read-only (read verb, no write found) but has no `@readonly`. */
  ReadOnlyLooking: 'L5',
  /** A tool that looks destructive (delete, cancel, pay…) but has no `@consequential`. */
  DestructiveLooking: 'L6',
  /** A field's `@pattern` (or zod `.regex()`) can backtrack catastrophically on an agent's text (`^(a+)+$`). */
  BacktrackingPattern: 'L7',
  /** An emitted `inputSchema` keyword outside the WebMCP schema subset: a host may reject the tool. */
  OutsideSchemaSubset: 'H1',
  /** (CLI) One name, two different functions, registered by two different calls. */
  NameRegisteredTwice: 'N1',
  /** (CLI) Two names that become one once an MCP relay rewrites `.` and `-` to `_`. */
  NameCollidesAfterRelay: 'N2',
  /** (CLI) A name longer than the 64 characters several model APIs accept. */
  NameTooLongForModels: 'N3',
  /**
   * (internal) The syntactic engine's answer for a call-site file differed from the checker
   * engine's (found by the dev server's shadow check): the file is served by the checker from then on.
   */
  EngineMismatch: 'I1',
} as const;

export type DiagnosticCodeValue = (typeof DiagnosticCode)[keyof typeof DiagnosticCode];

/**
 * What a code is about, so that consumers never parse the code's letter: `registration` (M: the
 * tool cannot be registered), `schema` (S: lower schema quality), `degradation` (D), `project`
 * (P: set-up, concerns every file of the project), `lint` (L), `host-subset` (H), `project-names`
 * (N: only a whole-project view finds them), `internal` (I: something of ours to report to us).
 */
export type DiagnosticScope =
  | 'registration'
  | 'schema'
  | 'degradation'
  | 'project'
  | 'lint'
  | 'host-subset'
  | 'project-names'
  | 'internal';

const SCOPE_BY_LETTER: Record<string, DiagnosticScope> = {
  M: 'registration',
  S: 'schema',
  D: 'degradation',
  P: 'project',
  L: 'lint',
  H: 'host-subset',
  N: 'project-names',
  I: 'internal',
};

/** Every code with its scope (one table, derived from `DiagnosticCode`). */
export const DIAGNOSTIC_SCOPES = Object.fromEntries(
  Object.values(DiagnosticCode).map((code) => [code, SCOPE_BY_LETTER[code[0]]]),
) as Record<DiagnosticCodeValue, DiagnosticScope>;

/** The scope of `code`; undefined for a code this version does not know. */
export function diagnosticScope(code: string): DiagnosticScope | undefined {
  return (DIAGNOSTIC_SCOPES as Record<string, DiagnosticScope | undefined>)[code];
}
