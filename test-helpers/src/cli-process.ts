import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { pollUntil } from './poll.mjs';
import { userShellEnvironment } from './user-shell.mjs';

/** A bundler CLI running in the background (watch mode, a dev server), with its output so far. */
export interface CliProcess {
  /** Everything it printed (stdout and stderr), ANSI colours removed. */
  output(): string;
  /** Waits until the output after `since` (an earlier `output().length`) matches `pattern`. */
  waitForOutput(pattern: RegExp, since?: number): Promise<string>;
  /** Ends the CLI and the processes it started. */
  stop(): Promise<void>;
}

/** A user's shell without colours: the tests match the CLIs' plain output. */
function plainUserShellEnvironment(): NodeJS.ProcessEnv {
  return userShellEnvironment({ FORCE_COLOR: '0', NO_COLOR: '1' });
}

/** Runs a one-off bundler CLI in `cwd` as a user's shell would; resolves with its exit code and output, never rejects. */
export function runCliOnce([command, ...args]: [string, ...string[]], cwd: string) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      command,
      args,
      { cwd, env: plainUserShellEnvironment(), timeout: 120_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, output: stripVTControlCharacters(`${stdout}\n${stderr}`) });
      },
    );
  });
}

/**
 * Starts `command` as users run it (`pnpm exec <bin>` would add nothing) in `cwd`, in its own
 * process group so that stopping it also ends its workers, without the test runner's variables.
 */
export function startCli(command: string, args: string[], cwd: string): CliProcess {
  const child: ChildProcess = spawn(command, args, {
    cwd,
    env: plainUserShellEnvironment(),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const append = (chunk: Buffer) => {
    text += stripVTControlCharacters(chunk.toString('utf8'));
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    output: () => text,
    waitForOutput: (pattern, since = 0) =>
      pollUntil(
        () => text.slice(since),
        (tail) => pattern.test(tail),
        60_000,
      ),
    async stop() {
      if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}
