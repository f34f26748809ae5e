import type { ts } from 'ts-morph';
import type { Diagnostic, ToolDelivery } from '../types';

/** What tracing needs: the checker of the current program and where to report. */
export interface TraceContext {
  checker: ts.TypeChecker;
  diagnostics: Diagnostic[];
  /** Every file tracing looked at, also on paths that failed: an edit there may fix them. */
  visitedFiles: Set<string>;
}

/** A tool function found behind a registration, before its schema is built. */
export interface ToolDefinition {
  /** The function itself: declaration, arrow, function expression or method. */
  fn: ts.SignatureDeclaration;
  /** The node whose JSDoc documents the tool (variable statement, property, member, declaration). */
  docNode: ts.Node;
  /** Where diagnostics about the tool point: its name, or the function when it has none. */
  nameNode: ts.Node;
  /** Files passed through on the way (imports, re-exports, barrels), the definition's file included. */
  files: string[];
}

/** One side of a `?:`, `&&`, `||` or `??` inside a registration: entries on different sides never clash. */
export interface BranchChoice {
  branching: ts.Node;
  side: number;
}

/** A name → function pair found in one registration call. */
export interface ToolEntry {
  name: string;
  /** Where the name is written (the key, export name or member name). */
  keyNode: ts.Node;
  definition: ToolDefinition;
  branches: readonly BranchChoice[];
  /** The slot of the call site through which this entry is delivered its schema. */
  delivery: ToolDelivery;
}
