import type { DiagnosticText } from '../diagnostics/create';
import type { AstNode } from '../syntax/ast';
import type { ParsedFile } from '../syntax/parsed-file';
import type { Diagnostic, ToolKind } from '../types';
import type { ProjectIndex } from './project-index';

/** A node and the file it is in: what every location comes from. */
export interface Located {
  file: ParsedFile;
  node: AstNode;
}

/** Where a tool's schema is delivered at the call site (DESIGN.md §1, slots). */
export interface Delivery {
  /** Offset of the (unwrapped) expression the call-site rewrite wraps. */
  at: number;
  /** The tool's key in a map or class slot; absent for a value slot. */
  key?: string;
}

/** A tool function found behind a registration, before its schema is built. */
export interface Definition {
  /** The function: a declaration, arrow function or function expression. */
  fn: AstNode;
  /** The node whose JSDoc documents the tool. */
  docNode: AstNode;
  /** Whether `docNode` is the function itself (its own block is then the only one read). */
  docIsFunction: boolean;
  /** Where diagnostics about the tool point. */
  nameNode: AstNode;
  /** The file of all three. */
  file: ParsedFile;
  /** Files passed through on the way (imports, re-exports, barrels), the definition's included. */
  files: string[];
}

/** One side of a conditional inside a registration: entries on different sides never clash. */
export interface Branch {
  branching: AstNode;
  side: number;
}

/** A name → function pair found in one registration call. */
export interface Entry {
  name: string;
  key: Located;
  definition: Definition;
  branches: readonly Branch[];
  delivery: Delivery;
  /** The object literal whose key names the entry, when one does. */
  literal?: AstNode;
}

/** One registration call of the SDK. */
export interface SdkCall {
  node: AstNode;
  kind: ToolKind;
}

/** What tracing needs and where it reports. */
export interface TraceContext {
  project: ProjectIndex;
  diagnostics: Diagnostic[];
  /** Every file tracing looked at, also on paths that failed. */
  visitedFiles: Set<string>;
}

/** A located diagnostic. */
export function diagnosticAt(
  located: Located,
  text: DiagnosticText,
  offset = located.node.start,
): Diagnostic {
  return { ...text, ...located.file.locate(offset) };
}
