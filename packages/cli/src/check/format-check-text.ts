import { type Diagnostic, formatDiagnostic, readTextFile, toProjectPath } from '@webmcp-nexus/core';
import type { ProjectReport } from '../project/project-report';
import { formatCheckSummary, toCheckReport } from './check-report';

/**
 * What `webmcp-nexus check` prints: every diagnostic with its code frame and fix, then the summary
 * line. File names are relative to `baseDir` (the working directory in a terminal, so they can be
 * clicked; the project root elsewhere).
 */
export function formatCheckText(report: ProjectReport, baseDir: string = report.root): string {
  const blocks = report.diagnostics.map((diagnostic) => formatWithRelativePath(diagnostic, baseDir));
  if (
    report.tools.length === 0 &&
    !report.diagnostics.some((diagnostic) => diagnostic.severity === 'error')
  ) {
    // Agents are told to run check after writing tools: say why an empty result may be surprising.
    blocks.push(
      'No tools found: no call of registerGlobalTools, useWebMcpTools or withWebMcpTools imported from "webmcp-nexus-sdk".',
    );
  }
  return [...blocks, formatCheckSummary(toCheckReport(report))].join('\n\n');
}

function formatWithRelativePath(diagnostic: Diagnostic, baseDir: string): string {
  // Unreadable: no code frame, the located message still says where.
  const code = readTextFile(diagnostic.file);
  return formatDiagnostic(
    { ...diagnostic, file: toProjectPath(baseDir, diagnostic.file) },
    { code },
  ).trimEnd();
}
