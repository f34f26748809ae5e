import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type Command, ExitCode } from '../cli/command';
import { UsageError } from '../cli/usage-error';
import { type DiffableManifest, diffManifests } from '../diff/diff-manifests';
import { formatManifestDiff } from '../diff/format-diff';

/** `webmcp-nexus diff OLD.json NEW.json`: what changed between two tool manifests; exit 1 on a breaking change. */
export const diffCommand: Command = {
  name: 'diff',
  arguments: 'OLD NEW',
  summary: 'compare two tool manifests (webmcp-tools.json); exit code 1 on a breaking change',
  help: `Usage: webmcp-nexus diff OLD.json NEW.json [options]

Compares two tool manifests (the webmcp-tools.json a production build writes, or the output of
webmcp-nexus list --json) and prints the added, removed, renamed and changed tools. Breaking,
because an agent's existing calls can fail: a tool removed or renamed, a field removed, a new
required field (or an optional one made required), a narrowed type or enum, a tighter
minimum/maximum/minLength/maxLength, a new or changed pattern. Everything else (new tools, new
optional fields, descriptions, annotations, widened types) is listed but not breaking.

Options:
  --json      print { added, removed, renamed, changed, breaking } instead
  -h, --help  show this help

Exit codes: 0 no breaking change, 1 a breaking change, 2 bad usage or a file that is not a manifest.
`,
  async run(args, io) {
    let parsed: ReturnType<typeof parseDiffArgs>;
    try {
      parsed = parseDiffArgs(args);
    } catch (error) {
      throw new UsageError(`diff: ${(error as Error).message.replace(/\.$/, '')}`);
    }
    const { values, positionals } = parsed;
    if (positionals.length !== 2) {
      throw new UsageError(`diff: expected two manifests (OLD.json NEW.json), got ${positionals.length}`);
    }
    const [before, after] = positionals.map((file) => readManifest(resolve(io.cwd, file), file));
    const diff = diffManifests(before, after);
    io.stdout(values.json ? `${JSON.stringify(diff, null, 2)}\n` : `${formatManifestDiff(diff)}\n`);
    return diff.breaking ? ExitCode.ProblemsFound : ExitCode.Ok;
  },
};

function parseDiffArgs(args: string[]) {
  return parseArgs({ args, options: { json: { type: 'boolean' } }, allowPositionals: true, strict: true });
}

function readManifest(file: string, shown: string): DiffableManifest {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new UsageError(`diff: cannot read ${shown} (${file})`);
  }
  let manifest: unknown;
  try {
    manifest = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`diff: ${shown} is not JSON: ${(error as Error).message}`);
  }
  const tools = (manifest as { tools?: unknown })?.tools;
  const valid =
    Array.isArray(tools) &&
    tools.every(
      (tool) =>
        typeof tool?.name === 'string' && typeof tool?.inputSchema === 'object' && tool.inputSchema !== null,
    );
  if (!valid) {
    throw new UsageError(
      `diff: ${shown} is not a tool manifest: expected { "tools": [{ "name", "inputSchema", ... }] } (webmcp-tools.json or list --json)`,
    );
  }
  return manifest as DiffableManifest;
}
