import type { ts } from 'ts-morph';
import { sortedFiles } from '../diagnostics/order';
import { syntaxErrorDiagnostics } from '../diagnostics/syntax';
import { findSdkCalls, type SdkCall } from '../trace/sdk-calls';
import { withoutSharedSlots } from '../trace/shared-slots';
import { type ArgumentTrace, traceCallArgument, tracedUnitCount } from '../trace/trace-call-site';
import { withoutDuplicateNames } from '../trace/without-duplicate-names';
import type { Diagnostic, ExtractedTool } from '../types';
import { buildExtractedTools, type ToolSchemaOptions } from './build-tools';
import type { SchemaCache } from './schema-cache';

/** One registration call and the traces of its units (undefined: to be traced again). */
export interface CallTrace {
  sdkCall: SdkCall;
  units: (ArgumentTrace | undefined)[];
}

/** What one file's registration calls give, and every file that result depends on. */
export interface FileExtraction {
  tools: ExtractedTool[];
  diagnostics: Diagnostic[];
  /**
   * Call-site file, files passed through, definitions, type files (with the project files those
   * import, see imported-files.ts), files with diagnostics. Sorted.
   */
  files: string[];
  /** The traced calls: after an edit elsewhere, the units that did not read the edited file are kept. */
  calls: CallTrace[];
}

/**
 * Extracts the tools registered by the SDK calls of one file. `previousCalls` (from an earlier
 * extraction of the same, unchanged file) supplies the units that need no new trace.
 */
export function extractCallSiteFile(
  sourceFile: ts.SourceFile,
  program: ts.Program,
  checker: ts.TypeChecker,
  schemas: SchemaCache,
  schemaOptions: ToolSchemaOptions,
  previousCalls?: CallTrace[],
): FileExtraction {
  const calls = previousCalls ?? findSdkCalls(sourceFile, checker).map((sdkCall) => ({ sdkCall, units: [] }));
  const context = { checker, diagnostics: [] as Diagnostic[], visitedFiles: new Set([sourceFile.fileName]) };
  const tools: ExtractedTool[] = [];
  for (const callTrace of calls) {
    const units: ArgumentTrace[] = [];
    for (let index = 0; index < tracedUnitCount(callTrace.sdkCall); index++) {
      const unit = callTrace.units[index] ?? traceCallArgument(callTrace.sdkCall, index, checker);
      callTrace.units[index] = unit;
      units.push(unit);
      context.diagnostics.push(...unit.diagnostics);
      for (const file of unit.files) context.visitedFiles.add(file);
    }
    const entries = withoutDuplicateNames(
      units.flatMap((unit) => unit.entries),
      context,
    );
    tools.push(...buildExtractedTools(callTrace.sdkCall, entries, context, schemas, schemaOptions, program));
  }
  const files = context.visitedFiles;
  for (const tool of tools) for (const file of tool.dependencies) files.add(file);
  for (const diagnostic of context.diagnostics) files.add(diagnostic.file);
  for (const file of files) {
    const read = program.getSourceFile(file);
    // TypeScript's own lib files never change under a watcher and never hold tools.
    if (read && program.isSourceFileDefaultLibrary(read)) files.delete(file);
    else if (read) context.diagnostics.push(...syntaxErrorDiagnostics(read));
  }
  const delivered = withoutSharedSlots(tools, context.diagnostics);
  return { tools: delivered, diagnostics: context.diagnostics, files: sortedFiles(files), calls };
}
