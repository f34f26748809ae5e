import packageJson from '../../package.json';
import { checkCommand } from '../commands/check-command';
import { diffCommand } from '../commands/diff-command';
import { initCommand } from '../commands/init-command';
import { listCommand } from '../commands/list-command';
import { mcpCommand } from '../commands/mcp-command';
import { type CliIo, processIo } from './cli-io';
import { type Command, ExitCode, wantsHelp } from './command';
import { UsageError } from './usage-error';

const COMMANDS: Command[] = [checkCommand, listCommand, diffCommand, initCommand, mcpCommand];

/** The top-level `--help` text. */
function formatTopLevelHelp(): string {
  const synopsis = (command: Command) => `${command.name} ${command.arguments ?? '[dir]'}`;
  const width = Math.max(...COMMANDS.map((command) => synopsis(command).length));
  const lines = COMMANDS.map((command) => `  ${synopsis(command).padEnd(width)}  ${command.summary}`);
  return `Usage: webmcp-nexus <command> [dir] [options]

Checks, lists and documents the WebMCP tools that webmcp-nexus derives from a project's TypeScript.
[dir] is the project directory (default: the current directory).

Commands:
${lines.join('\n')}

Options:
  -h, --help     show help (also per command: webmcp-nexus check --help)
  -v, --version  print the version
`;
}

/** Runs the CLI with `argv` (without `node` and the script); resolves to the exit code. */
export async function runCli(argv: readonly string[], io: CliIo = processIo()): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined) {
    io.stderr(`webmcp-nexus: missing command\n\n${formatTopLevelHelp()}`);
    return ExitCode.Usage;
  }
  if (name === '--help' || name === '-h' || name === 'help') {
    io.stdout(formatTopLevelHelp());
    return ExitCode.Ok;
  }
  if (name === '--version' || name === '-v') {
    io.stdout(`${packageJson.version}\n`);
    return ExitCode.Ok;
  }
  const command = COMMANDS.find((candidate) => candidate.name === name);
  if (!command) {
    const kind = name.startsWith('-') ? 'unknown option' : 'unknown command';
    io.stderr(`webmcp-nexus: ${kind} '${name}'. Commands: ${COMMANDS.map((c) => c.name).join(', ')}.\n`);
    io.stderr("Run 'webmcp-nexus --help' for usage.\n");
    return ExitCode.Usage;
  }
  if (wantsHelp(args)) {
    io.stdout(command.help);
    return ExitCode.Ok;
  }
  try {
    return await command.run(args, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`webmcp-nexus ${error.message.startsWith(`${name}:`) ? '' : `${name}: `}${error.message}\n`);
      io.stderr(`Run 'webmcp-nexus ${name} --help' for usage.\n`);
      return ExitCode.Usage;
    }
    // Bad input never gets here (it becomes diagnostics): this is a bug, so keep the stack for the report.
    io.stderr(
      `webmcp-nexus ${name}: internal error, please report it:\n${(error as Error)?.stack ?? String(error)}\n`,
    );
    return ExitCode.Internal;
  }
}
