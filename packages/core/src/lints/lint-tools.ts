import { sortedUniqueDiagnostics } from '../diagnostics/order';
import { readTextFile } from '../read-text-file';
import { type OxcToolkit, oxcToolkit } from '../syntax/oxc-toolkit';
import type { Diagnostic, ExtractedTool, ExtractResult } from '../types';
import { locateField } from './field-location';
import { checkHostSubset } from './host-subset';
import { checkLengthBudgets } from './length-budgets';
import type { ToolLintContext } from './lint-context';
import { cachedLintFindings, type LintCacheOptions, type LintFindings } from './lint-findings';
import { applyRuleSettings, type LintOptions } from './lint-rules';
import { checkPatternBacktracking } from './pattern-backtracking';
import { checkSensitiveFields } from './sensitive-fields';
import { checkToolIntent } from './tool-intent';
import { createToolSourceReader, ignoredCodes, type ReadSourceText } from './tool-source';

/** Options of `lintExtractResult`. */
export interface LintRunOptions extends LintOptions {
  /** How definition files are read. @default `fs.readFileSync`, undefined when unreadable */
  readText?: ReadSourceText;
  /**
   * Keep the findings in the project's persistent cache (`node_modules/.cache/webmcp-nexus`, as
   * the extractor does), so that linting unchanged tools again parses no file.
   * @default no cache
   */
  cache?: LintCacheOptions;
  /** oxc's parser when the host already carries one (Vite 8, Rolldown); else the core's. */
  oxc?: Partial<OxcToolkit>;
}

const LINTS = [
  checkLengthBudgets,
  checkSensitiveFields,
  checkToolIntent,
  checkHostSubset,
  checkPatternBacktracking,
];

/**
 * Runs the lints (L1–L7, H1) over what the core extracted and applies the rule settings and each
 * tool's `@webmcp-ignore` to every diagnostic: the one post-extraction step that the build
 * plugins, `webmcp-nexus check` and the MCP server share. Pure over `result` (it reads only
 * the tools' definition files); the tools themselves are unchanged.
 */
export function lintExtractResult(result: ExtractResult, options: LintRunOptions = {}): ExtractResult {
  const texts = new Map<string, string | undefined>();
  const readText = (file: string) => {
    if (!texts.has(file)) texts.set(file, (options.readText ?? readTextFile)(file));
    return texts.get(file);
  };
  const findings = cachedLintFindings(result.tools, readText, options.cache, () =>
    findLints(result.tools, readText, options.oxc),
  );
  const kept = [...result.diagnostics, ...findings.diagnostics].filter(
    (diagnostic) =>
      diagnostic.toolName === undefined ||
      !(
        Object.hasOwn(findings.ignored, diagnostic.toolName) &&
        findings.ignored[diagnostic.toolName].includes(diagnostic.code)
      ),
  );
  return { ...result, diagnostics: sortedUniqueDiagnostics(applyRuleSettings(kept, options)) };
}

function findLints(
  tools: readonly ExtractedTool[],
  readText: ReadSourceText,
  oxc: Partial<OxcToolkit> | undefined,
): LintFindings {
  const readSource = createToolSourceReader(readText, oxc ? oxcToolkit(oxc) : undefined);
  const ignored: Record<string, string[]> = {};
  const diagnostics: Diagnostic[] = [];
  // Every definition file is parsed before the first lint asks for a checker: one checker serves them all.
  const sources = tools.map((tool) => readSource(tool.definition));
  for (const [index, tool] of tools.entries()) {
    const source = sources[index];
    const codes = ignoredCodes(source?.doc);
    if (codes.size > 0)
      ignored[tool.name] = [
        ...new Set([...(Object.hasOwn(ignored, tool.name) ? ignored[tool.name] : []), ...codes]),
      ];
    const context = toolContext(tool, source);
    for (const lint of LINTS)
      for (const diagnostic of lint(context)) if (!codes.has(diagnostic.code)) diagnostics.push(diagnostic);
  }
  return { diagnostics, ignored };
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
