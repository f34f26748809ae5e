import {
  type Diagnostic,
  type ExtractedTool,
  type Severity,
  type ToolKind,
  toProjectPath,
} from '@webmcp-nexus/core';
import { countBySeverity, countTools, formatToolCount, plural } from '../project/counts';
import type { ProjectReport } from '../project/project-report';

/** A position, its file relative to the project root (`/`-separated). */
export interface ReportLocation {
  file: string;
  line: number;
  column: number;
}

/** A diagnostic as `check --json` prints it. */
export interface ReportDiagnostic extends ReportLocation {
  code: string;
  severity: Severity;
  message: string;
  hint: string;
  /** The tool concerned, when the problem is about one tool as a whole (see the core's `Diagnostic`). */
  toolName?: string;
}

/** What `webmcp-nexus check --json` prints and the `check_tools` MCP tool returns. */
export interface CheckReport {
  /** Absolute project directory. */
  root: string;
  /** No error diagnostics (warnings allowed): the build would pass. */
  ok: boolean;
  /**
   * `tools`: distinct tool names, what the page can register (the count `list` ends with);
   * `registrations`: registering calls (a tool registered by two calls counts twice).
   */
  summary: { tools: number; registrations: number; errors: number; warnings: number };
  diagnostics: ReportDiagnostic[];
  tools: { name: string; kind: ToolKind; callSite: ReportLocation; definition: ReportLocation }[];
}

/** The JSON face of a project report, paths relative to the project. */
export function toCheckReport(report: ProjectReport): CheckReport {
  const { errors, warnings } = countBySeverity(report.diagnostics);
  return {
    root: report.root,
    ok: errors === 0,
    summary: { ...countTools(report.tools), errors, warnings },
    diagnostics: report.diagnostics.map((diagnostic) => toReportDiagnostic(report.root, diagnostic)),
    tools: report.tools.map((tool) => toReportTool(report.root, tool)),
  };
}

function toReportDiagnostic(root: string, diagnostic: Diagnostic): ReportDiagnostic {
  const { code, severity, message, hint, file, line, column, toolName } = diagnostic;
  const located = { code, severity, message, hint, file: toProjectPath(root, file), line, column };
  return toolName === undefined ? located : { ...located, toolName };
}

function toReportTool(root: string, tool: ExtractedTool): CheckReport['tools'][number] {
  return {
    name: tool.name,
    kind: tool.kind,
    callSite: { ...tool.callSite, file: toProjectPath(root, tool.callSite.file) },
    definition: { ...tool.definition, file: toProjectPath(root, tool.definition.file) },
  };
}

/** The one-line summary that ends `webmcp-nexus check`. */
export function formatCheckSummary(report: CheckReport): string {
  const tools = formatToolCount(report.summary);
  const { errors, warnings } = report.summary;
  if (errors === 0 && warnings === 0) return `webmcp-nexus check: ${tools}, no problems`;
  return `webmcp-nexus check: ${tools}, ${plural(errors, 'error')}, ${plural(warnings, 'warning')}`;
}
