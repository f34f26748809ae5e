import type { ts } from 'ts-morph';
import type { Diagnostic } from '../types';

/**
 * What the schema builder needs from the tracer: the compiler's checker, where to report, and
 * where to record every file that shaped the schema (for watch-mode dependencies).
 */
export interface SchemaContext {
  checker: ts.TypeChecker;
  /** The tool name, for messages and the S1 fallback description. */
  toolName: string;
  /** Diagnostics are pushed here; the tracer de-duplicates and sorts them. */
  diagnostics: Diagnostic[];
  /** Absolute paths of every file whose declarations the schema used. */
  files: Set<string>;
  /** Derive `outputSchema` from the return type too (opt-in: the spec's open `outputSchema` proposal). */
  outputSchema?: boolean;
}
