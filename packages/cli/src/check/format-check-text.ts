import { formatDiagnostic } from '@webmcp-nexus/core';
import type { ProjectReport } from '../project/project-report';
import { formatCheckSummary, toCheckReport } from './check-report';

/** What `webmcp-nexus check` prints: every diagnostic with its code frame and fix, then the summary line. */
export function formatCheckText(report: ProjectReport): string {
  const blocks = report.diagnostics.map((diagnostic) => formatDiagnostic(diagnostic).trimEnd());
  const summary = formatCheckSummary(toCheckReport(report));
  if (report.tools.length === 0 && report.diagnostics.length === 0) {
    // Agents are told to run check after writing tools: say why an empty result may be surprising.
    blocks.push(
      'No tools found: no call of registerGlobalTools, useWebMcpTools or withWebMcpTools imported from "webmcp-nexus-sdk".',
    );
  }
  return [...blocks, summary].join('\n\n');
}
