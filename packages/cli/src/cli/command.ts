import type { CliIo } from './cli-io';

/** One `webmcp-nexus <name>` command. */
export interface Command {
  name: string;
  /** Its arguments in the top-level help. @default '[dir]' */
  arguments?: string;
  /** The line shown in the top-level help. */
  summary: string;
  /** The full `--help` text. */
  help: string;
  /** Runs the command with the arguments after its name; resolves to the exit code. */
  run(args: string[], io: CliIo): Promise<number>;
}

/** The exit codes every command shares. */
export const ExitCode = {
  Ok: 0,
  /** `check` found errors. */
  ProblemsFound: 1,
  /** Unknown command or flag, bad argument, missing directory. */
  Usage: 2,
  /** A bug in webmcp-nexus itself (please report it). */
  Internal: 3,
} as const;

/** Whether `args` ask for help (`-h` / `--help` anywhere). */
export function wantsHelp(args: readonly string[]): boolean {
  return args.includes('--help') || args.includes('-h');
}
