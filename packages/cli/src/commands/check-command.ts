import { toCheckReport } from '../check/check-report';
import { type Command, ExitCode } from '../cli/command';
import { EXTRACTION_FLAGS, extractionOptionsOf } from '../cli/extraction-flags';
import { parseCommandArgs } from '../cli/parse-command-args';
import { resolveProjectDir } from '../project/resolve-project-dir';

/** `webmcp-nexus check [dir]`: every diagnostic with its code frame, a summary line, exit 1 on errors. */
export const checkCommand: Command = {
  name: 'check',
  summary: "report every problem of the project's WebMCP tools (exit code 1 on errors)",
  help: `Usage: webmcp-nexus check [dir] [options]

Extracts every WebMCP tool of the project in [dir] (default: the current directory) exactly as
the Vite and webpack plugins do, prints each problem with its code frame and a one-line fix,
then a one-line summary: the tools (distinct names, what a page can register), the registering
calls when there are more, errors and warnings. Besides what the build reports, and its lints
(L1-L7: length budgets, privacy review, read-only and destructive hints, backtracking patterns;
H1: schema keywords outside the WebMCP subset), it checks what a build, which sees one call at a time, cannot:
  N1  one tool name registered for two different functions in two places
  N2  two names that become one once an MCP relay rewrites "." and "-" to "_"
  N3  a name longer than 64 characters (the limit of several model APIs)
Severities come from webmcp-nexus.config.json in [dir] ({ "rules": { "L4": "off" },
"strict": true }), the file the build plugins read too; @webmcp-ignore <codes> in a tool's
/** */ block silences those codes for that tool.

Options:
  --json             print a JSON report instead: { root, ok, summary, diagnostics, tools }
  --strict           make every H1 an error (as "strict": true in webmcp-nexus.config.json)
  --tsconfig <path>  the tsconfig to use (default: looked up from [dir] upwards, as tsc does)
  --output-schema    derive each tool's outputSchema too (as "outputSchema": true in the config)
  -h, --help         show this help

Exit codes: 0 no errors (warnings allowed), 1 errors found, 2 bad usage.
`,
  async run(args, io) {
    const { values, dir } = parseCommandArgs('check', args, {
      json: { type: 'boolean' },
      strict: { type: 'boolean' },
      ...EXTRACTION_FLAGS,
    });
    const root = resolveProjectDir(dir, io.cwd);
    // Loaded on use: ts-morph and TypeScript take a while to load, and --help needs neither.
    const { loadProject } = await import('../project/load-project');
    const { formatCheckText } = await import('../check/format-check-text');
    const report = loadProject(root, { ...extractionOptionsOf(values), strict: values.strict });
    const checkReport = toCheckReport(report);
    io.stdout(
      values.json ? `${JSON.stringify(checkReport, null, 2)}\n` : `${formatCheckText(report, io.cwd)}\n`,
    );
    return checkReport.ok ? ExitCode.Ok : ExitCode.ProblemsFound;
  },
};
