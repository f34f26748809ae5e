import type { ts } from 'ts-morph';
import { sortedFiles } from '../diagnostics/order';
import { syntaxErrorDiagnostics } from '../diagnostics/syntax';
import { findSdkCalls } from '../trace/sdk-calls';
import { traceCallSite } from '../trace/trace-call-site';
import type { TraceContext } from '../trace/trace-context';
import type { Diagnostic, ExtractedTool } from '../types';
import { buildExtractedTools } from './build-tools';
import type { SchemaCache } from './schema-cache';

/** What one file's registration calls give, and every file that result depends on. */
export interface FileExtraction {
  tools: ExtractedTool[];
  diagnostics: Diagnostic[];
  /** Call-site file, files passed through, definitions, type files, files with diagnostics. Sorted. */
  files: string[];
}

/** Extracts the tools registered by the SDK calls of one file. */
export function extractCallSiteFile(
  sourceFile: ts.SourceFile,
  program: ts.Program,
  checker: ts.TypeChecker,
  schemas: SchemaCache,
): FileExtraction {
  const context: TraceContext = { checker, diagnostics: [], visitedFiles: new Set([sourceFile.fileName]) };
  const tools: ExtractedTool[] = [];
  for (const sdkCall of findSdkCalls(sourceFile, checker)) {
    const entries = traceCallSite(sdkCall, context);
    tools.push(...buildExtractedTools(sdkCall, entries, context, schemas));
  }
  const files = new Set(context.visitedFiles);
  for (const tool of tools) for (const file of tool.dependencies) files.add(file);
  for (const diagnostic of context.diagnostics) files.add(diagnostic.file);
  for (const file of files) {
    const read = program.getSourceFile(file);
    // TypeScript's own lib files never change under a watcher and never hold tools.
    if (read && program.isSourceFileDefaultLibrary(read)) files.delete(file);
    else if (read) context.diagnostics.push(...syntaxErrorDiagnostics(read));
  }
  return { tools, diagnostics: context.diagnostics, files: sortedFiles(files) };
}
