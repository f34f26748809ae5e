import { sortedFiles, sortedTools, sortedUniqueDiagnostics } from '../diagnostics/order';
import type { Diagnostic, ExtractedTool, ExtractResult } from '../types';

/** What one call-site file's registration calls give, and every file that result depends on. */
export interface CallSiteResult {
  tools: ExtractedTool[];
  diagnostics: Diagnostic[];
  /** Call-site file, files passed through, definitions, type files, files with diagnostics. Sorted. */
  files: string[];
}

/** The results of several call-site files as one sorted, de-duplicated extraction result. */
export function mergedResult(
  results: readonly CallSiteResult[],
  extraDiagnostics: readonly Diagnostic[] = [],
): ExtractResult {
  const diagnostics = sortedUniqueDiagnostics([
    ...extraDiagnostics,
    ...results.flatMap((result) => result.diagnostics),
  ]);
  return {
    tools: sortedTools(results.flatMap((result) => result.tools)),
    diagnostics,
    dependencies: sortedFiles([
      ...results.flatMap((result) => result.files),
      ...diagnostics.map((diagnostic) => diagnostic.file),
    ]),
  };
}
