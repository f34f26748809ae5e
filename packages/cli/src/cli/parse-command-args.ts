import { type ParseArgsConfig, parseArgs } from 'node:util';
import { UsageError } from './usage-error';

type OptionsConfig = NonNullable<ParseArgsConfig['options']>;

/** The flags and the optional `[dir]` of one command, or a `UsageError` naming what is wrong. */
export function parseCommandArgs<const T extends OptionsConfig>(command: string, args: string[], options: T) {
  const parsed = rethrowAsUsageError(command, () =>
    parseArgs({ args, options, allowPositionals: true, strict: true }),
  );
  if (parsed.positionals.length > 1) {
    throw new UsageError(
      `${command}: expected at most one directory, got ${parsed.positionals.length}: ${parsed.positionals.join(' ')}`,
    );
  }
  return { values: parsed.values, dir: parsed.positionals[0] as string | undefined };
}

function rethrowAsUsageError<R>(command: string, parse: () => R): R {
  try {
    return parse();
  } catch (error) {
    throw new UsageError(`${command}: ${describeParseError(error)}`);
  }
}

// Node's messages are long and explain `--` tricks; keep the part that says what went wrong.
function describeParseError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const unknown = /^Unknown option '([^']+)'/.exec(message);
  if (unknown) return `unknown option '${unknown[1]}'`;
  return message.replace(/\.$/, '');
}
