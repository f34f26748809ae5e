import { plural } from '../check/check-report';
import { type Command, ExitCode } from '../cli/command';
import { parseCommandArgs } from '../cli/parse-command-args';
import { formatToolsTable } from '../list/format-tools-table';
import { toToolsManifest } from '../list/tools-manifest';
import { countBySeverity } from '../project/project-report';
import { resolveProjectDir } from '../project/resolve-project-dir';

/** `webmcp-nexus list [dir]`: the tools as a table, or `--json` as an MCP `tools/list` result. */
export const listCommand: Command = {
  name: 'list',
  summary: "list the project's WebMCP tools (--json: an MCP tools/list result)",
  help: `Usage: webmcp-nexus list [dir] [options]

Lists the WebMCP tools of the project in [dir] (default: the current directory): name, kind
(global = registerGlobalTools, hook = useWebMcpTools, class = withWebMcpTools), @title, flags
(read-only, untrusted, consequential), parameters (? marks optional ones) and where each tool
function is defined.

Options:
  --json             print an MCP tools/list result instead: { tools: [{ name, title,
                     description, inputSchema, annotations, _meta }] }
  --tsconfig <path>  the tsconfig to use (default: looked up from [dir] upwards, as tsc does)
  -h, --help         show this help

Exit codes: 0 listed, 2 bad usage. Problems are not shown here: run webmcp-nexus check.
`,
  async run(args, io) {
    const { values, dir } = parseCommandArgs('list', args, {
      json: { type: 'boolean' },
      tsconfig: { type: 'string' },
    });
    const root = resolveProjectDir(dir, io.cwd);
    const { loadProject } = await import('../project/load-project'); // ts-morph: loaded on use
    const report = loadProject(root, { tsconfig: values.tsconfig });
    const manifest = toToolsManifest(report);
    io.stdout(values.json ? `${JSON.stringify(manifest, null, 2)}\n` : `${formatToolsTable(manifest)}\n`);
    const { errors, warnings } = countBySeverity(report.diagnostics);
    if (errors > 0 || warnings > 0) {
      io.stderr(
        `note: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}: run webmcp-nexus check for details\n`,
      );
    }
    return ExitCode.Ok;
  },
};
