import { readFileSync } from 'node:fs';
import { sortedUniqueDiagnostics } from '../diagnostics/order';
import type { Diagnostic, ExtractedTool, ExtractResult } from '../types';
import { locateField } from './field-location';
import { checkHostSubset } from './host-subset';
import { checkLengthBudgets } from './length-budgets';
import type { ToolLintContext } from './lint-context';
import { applyRuleSettings, type LintOptions } from './lint-rules';
import { checkSensitiveFields } from './sensitive-fields';
import { checkToolIntent } from './tool-intent';
import { createToolSourceReader, ignoredCodes, type ReadSourceText } from './tool-source';

/** Options of `lintExtractResult`. */
export interface LintRunOptions extends LintOptions {
  /** How definition files are read. @default `fs.readFileSync`, undefined when unreadable */
  readText?: ReadSourceText;
}

const LINTS = [checkLengthBudgets, checkSensitiveFields, checkToolIntent, checkHostSubset];

/**
 * Runs the lints (L1–L6, H1) over what the core extracted and applies the rule settings and each
 * tool's `@webmcp-ignore` to every diagnostic: the one post-extraction step that the build
 * plugins, `webmcp-nexus check` and the MCP server share. Pure over `result` (it reads only
 * the tools' definition files); the tools themselves are unchanged.
 */
export function lintExtractResult(result: ExtractResult, options: LintRunOptions = {}): ExtractResult {
  const readSource = createToolSourceReader(options.readText ?? readTextIfExists);
  const ignoredByTool = new Map<string, Set<string>>();
  const lintDiagnostics: Diagnostic[] = [];
  // Every definition file is parsed before the first lint asks for a checker: one checker serves them all.
  const sources = result.tools.map((tool) => readSource(tool.definition));
  for (const [index, tool] of result.tools.entries()) {
    const source = sources[index];
    const ignored = ignoredCodes(source?.doc);
    if (ignored.size > 0)
      ignoredByTool.set(tool.name, new Set([...(ignoredByTool.get(tool.name) ?? []), ...ignored]));
    const context = toolContext(tool, source);
    for (const lint of LINTS)
      for (const diagnostic of lint(context))
        if (!ignored.has(diagnostic.code)) lintDiagnostics.push(diagnostic);
  }
  const kept = [...result.diagnostics, ...lintDiagnostics].filter(
    (diagnostic) =>
      diagnostic.toolName === undefined || !ignoredByTool.get(diagnostic.toolName)?.has(diagnostic.code),
  );
  return { ...result, diagnostics: sortedUniqueDiagnostics(applyRuleSettings(kept, options)) };
}

function toolContext(tool: ExtractedTool, source: ToolLintContext['source']): ToolLintContext {
  const at = tool.definition;
  return {
    tool,
    source,
    at,
    atField: (path) => {
      const field = source && path !== '' ? locateField(source, path) : undefined;
      return field ?? { ...at, toolName: tool.name };
    },
  };
}

function readTextIfExists(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
