import type { JsonObjectSchema } from './json-schema';
import type { ExtractionOptions } from './options/extraction-options';

/** A 1-based position in a file (absolute, `/`-separated path). */
export interface SourceLocation {
  file: string;
  line: number;
  column: number;
}

/** What the build plugin attaches to a tool function as `fn.__webmcpSchema` (SPEC 3.2). */
export interface WebMcpSchema {
  description: string;
  inputSchema: JsonObjectSchema;
  /** The result's schema, from the return type (`Promise<T>` unwrapped; object roots only), when the extractor is asked for it. */
  outputSchema?: JsonObjectSchema;
  title?: string;
  readOnly?: boolean;
  untrustedContent?: boolean;
  consequential?: boolean;
  /** From `@debugging`: a tool for developer tooling (`annotations.debugging`), which end-user agents filter out. */
  debugging?: boolean;
}

/** Which SDK call registered a tool. */
export type ToolKind = 'global' | 'hook' | 'class';

/**
 * Where the call-site transform hands a tool its schema: a *slot* of its registration call. `at` is
 * the offset, in the call-site file's text, of the expression the transform wraps (parentheses,
 * `as`, `satisfies` and `!` stripped): a map member's value (`{ search: __s(search, at) }`), or a
 * map or class the call passes on from elsewhere (`__m(api, at)`, `__c(Panel, at)`), where `key`
 * names the member that is this tool. See `planCallSiteSlots`.
 */
export interface ToolDelivery {
  at: number;
  /** The map key or class member of this tool, for a slot that wraps a whole map or class. */
  key?: string;
}

/** One tool found behind a call site, with its schema and every file that shaped it. */
export interface ExtractedTool {
  /** The tool name (object key, export name or method name). */
  name: string;
  kind: ToolKind;
  /** Where the registering call is. */
  callSite: SourceLocation;
  /** Where the tool function is defined (its name, or the function itself when anonymous). */
  definition: SourceLocation;
  schema: WebMcpSchema;
  /** The slot of the registration call that delivers `schema` to the function. */
  delivery: ToolDelivery;
  /** Absolute paths of every file that contributed: call site, definition, type files. Sorted. */
  dependencies: string[];
}

export type Severity = 'error' | 'warning';

/** One edit of a file's text: replace `range` by `text`. */
export interface DiagnosticFix {
  /** UTF-16 offsets `[start, end)` into the file's text as the extractor read it. */
  range: [start: number, end: number];
  text: string;
}

/** A located problem: data first, rendered by `formatDiagnostic`. */
export interface Diagnostic {
  /** Stable code, see `DiagnosticCode` (`diagnosticScope(code)` says what kind it is). */
  code: string;
  severity: Severity;
  message: string;
  /** One line that tells the user how to fix it. */
  hint: string;
  /**
   * The hint as one edit of the file, where it is mechanical (M2's destructured object parameter,
   * S4's named export): applied, the code type-checks and works as before, and the diagnostic goes.
   */
  fix?: DiagnosticFix;
  file: string;
  line: number;
  column: number;
  /**
   * The tool the diagnostic is about, as its name is written, when it concerns one tool as a
   * whole: M2, M3 (the invalid name), M4, M5, S1, S3. Field diagnostics (shared by every tool
   * that uses the field's type) and project ones have none.
   */
  toolName?: string;
}

/** What every extraction returns. */
export interface ExtractResult {
  tools: ExtractedTool[];
  diagnostics: Diagnostic[];
  /** Union of the tools' dependencies plus files whose diagnostics are reported. Sorted. */
  dependencies: string[];
}

/** What `createExtractor` and `createSchemaService` are created with (see `extractorOptions`). */
export interface ExtractorOptions extends ExtractionOptions {
  /** Project root; the tsconfig is looked up from here upwards. @default process.cwd() */
  root?: string;
  /**
   * Whether the program holds only what the registration calls can reach (false: everything the
   * call sites import, as `tsc` would load it). Schemas are the same either way.
   * @default true
   */
  scope?: boolean;
}

/** A warm extractor over one lazily created ts-morph project. */
export interface Extractor {
  /** Tools registered by the call sites in this file (`code` overrides what is on disk). */
  extractFile(fileName: string, code?: string): ExtractResult;
  /** Tools registered anywhere in the project. */
  extractProject(): ExtractResult;
  /** A file changed (`code` given or re-read) or was deleted: refresh it and keep the rest warm. */
  updateFile(fileName: string, code?: string): ExtractResult;
  /**
   * The project's source files (as the tsconfig lists them) that cannot hold a call site: they
   * never mention the SDK. Known once `extractProject` ran (undefined before). A build plugin
   * may leave those that define no tool and carry no diagnostic untransformed.
   */
  filesWithoutCallSites(): string[] | undefined;
}
