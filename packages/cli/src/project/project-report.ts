import {
  applyRuleSettings,
  compareText,
  type Diagnostic,
  type ExtractedTool,
  type ExtractResult,
  type LintOptions,
  lintExtractResult,
} from '@webmcp-nexus/core';
import { checkProjectToolNames } from './project-name-checks';
import { isInside } from './project-paths';
import { compareLocations, compareTools } from './tool-order';

/** Everything the CLI knows about one project: its tools and every diagnostic, the project-wide ones included. */
export interface ProjectReport {
  /** Absolute project directory. */
  root: string;
  /** In source order of their registering calls. */
  tools: ExtractedTool[];
  /** The core's diagnostics plus the project-wide name checks, ordered by file, line, column. */
  diagnostics: Diagnostic[];
  /** Every file that shaped a tool or a diagnostic. */
  dependencies: string[];
}

/** The lint settings of a project (`webmcp-nexus.config.json`) and the problems of that file (P3). */
export interface ProjectLintSettings {
  options: LintOptions;
  diagnostics: Diagnostic[];
  /** Whether the findings are kept in the persistent cache, as the schemas are. @default true */
  cache?: boolean;
}

/**
 * Adds the core's lints (with the project's rule settings and each tool's `@webmcp-ignore`) and
 * the project-wide checks to what the core extracted, and orders everything.
 */
export function buildProjectReport(
  root: string,
  extracted: ExtractResult,
  settings: ProjectLintSettings = { options: {}, diagnostics: [] },
): ProjectReport {
  // The findings are kept in the persistent cache, as the extraction's are.
  const linted = lintExtractResult(extracted, {
    ...settings.options,
    cache: { root, enabled: settings.cache },
  });
  const tools = [...linted.tools].sort(compareTools);
  const diagnostics = [
    ...settings.diagnostics,
    ...linted.diagnostics,
    ...applyRuleSettings(checkProjectToolNames(root, tools, extracted.diagnostics), settings.options),
  ].sort((a, b) => compareLocations(a, b) || compareText(a.code, b.code));
  return { root, tools, diagnostics, dependencies: extracted.dependencies };
}

/** The part of `report` about `path` (a file or folder): tools registered or defined there, diagnostics located there. */
export function narrowReport(report: ProjectReport, path: string): ProjectReport {
  if (path === report.root) return report;
  return {
    ...report,
    tools: report.tools.filter(
      (tool) => isInside(path, tool.callSite.file) || isInside(path, tool.definition.file),
    ),
    diagnostics: report.diagnostics.filter((diagnostic) => isInside(path, diagnostic.file)),
  };
}
