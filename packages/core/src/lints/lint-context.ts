import type { ExtractedTool, SourceLocation } from '../types';
import type { ToolSource } from './tool-source';

/** What one lint sees of one tool. */
export interface ToolLintContext {
  tool: ExtractedTool;
  /** The tool's definition re-parsed, when its file could be read. */
  source: ToolSource | undefined;
  /** Where tool-level lints point: the definition. */
  at: SourceLocation;
  /**
   * Where a lint about the field at `path` points: the field's declaration when the tool's own
   * file shows it, else the definition. `toolName` is set only in the second case (a declaration
   * may be shared by several tools; the definition is this tool's).
   */
  atField(path: string): SourceLocation & { toolName?: string };
}
