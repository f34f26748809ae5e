import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Command, ExitCode } from '../cli/command';
import { EXTRACTION_FLAGS, extractionOptionsOf } from '../cli/extraction-flags';
import { parseCommandArgs } from '../cli/parse-command-args';
import { UsageError } from '../cli/usage-error';
import { formatToolsTable } from '../list/format-tools-table';
import { countBySeverity, countTools, formatToolCount, plural } from '../project/counts';
import { resolveProjectDir } from '../project/resolve-project-dir';

const FORMATS = ['table', 'json', 'webmcp-evals'] as const;

/** `webmcp-nexus list [dir]`: the tools as a table, the `webmcp-tools.json` manifest, or webmcp-evals' `schema.json`. */
export const listCommand: Command = {
  name: 'list',
  summary: "list the project's WebMCP tools (--json: the webmcp-tools.json manifest)",
  help: `Usage: webmcp-nexus list [dir] [options]

Lists the WebMCP tools of the project in [dir] (default: the current directory): name, kind
(global = registerGlobalTools, hook = useWebMcpTools, class = withWebMcpTools), @title, flags
(read-only, untrusted, consequential, debugging), parameters (? marks optional ones) and where
each tool function is defined.

Options:
  --json                 print the tool manifest instead, the webmcp-tools.json a production
                         build writes: { tools: [{ name, title, description, inputSchema,
                         annotations, kind, definition }] } (same as --format json)
  --format <format>      table (default), json, or webmcp-evals: the schema.json that Google's
                         webmcp-evals CLI reads (webmcp-evals local -t schema.json -e evals.json)
  --output <file>        write to <file> instead of printing
  --tsconfig <path>      the tsconfig to use (default: looked up from [dir] upwards, as tsc does)
  --output-schema        derive each tool's outputSchema too, as a build with outputSchema: true
                         does (or "outputSchema": true in webmcp-nexus.config.json)
  -h, --help             show this help

Exit codes: 0 listed, 2 bad usage. Problems are not shown here: run webmcp-nexus check.
`,
  async run(args, io) {
    const { values, dir } = parseCommandArgs('list', args, {
      json: { type: 'boolean' },
      format: { type: 'string' },
      output: { type: 'string' },
      ...EXTRACTION_FLAGS,
    });
    const format = values.format ?? (values.json ? 'json' : 'table');
    if (!(FORMATS as readonly string[]).includes(format)) {
      throw new UsageError(`list: unknown format '${format}': use ${FORMATS.join(', ')}`);
    }
    if (values.json && format !== 'json')
      throw new UsageError(`list: --json and --format ${format} disagree`);
    const root = resolveProjectDir(dir, io.cwd);
    // ts-morph and the core are loaded on use: --help needs neither.
    const { loadProject } = await import('../project/load-project');
    const { toToolsManifest } = await import('../list/tools-manifest');
    const { serializeToolsManifest, toWebMcpEvalsSchema } = await import('@webmcp-nexus/core');
    const report = loadProject(root, extractionOptionsOf(values));
    const manifest = toToolsManifest(report);
    const text =
      format === 'table'
        ? `${formatToolsTable(manifest, countTools(report.tools))}\n`
        : format === 'json'
          ? serializeToolsManifest(manifest)
          : `${JSON.stringify(toWebMcpEvalsSchema(manifest), null, 2)}\n`;
    if (values.output) {
      const file = resolve(io.cwd, values.output);
      writeFileSync(file, text);
      io.stderr(`wrote ${values.output}: ${formatToolCount(countTools(report.tools))}\n`);
    } else {
      io.stdout(text);
    }
    const { errors, warnings } = countBySeverity(report.diagnostics);
    if (errors > 0 || warnings > 0) {
      io.stderr(
        `note: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}: run webmcp-nexus check for details\n`,
      );
    }
    return ExitCode.Ok;
  },
};
