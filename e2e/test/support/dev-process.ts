// A long-running bundler CLI (a dev server, a watch build) as a user runs it: a child process with
// the test runner's own variables removed (NODE_ENV=test would change the build), stopped as a group.

import { type ChildProcess, spawn } from 'node:child_process';
import { userShellEnvironment } from '@webmcp-nexus/test-helpers/user-shell';

/** A running development process. */
export interface DevProcess {
  /** Everything it printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/** How long a cold development build may take on a loaded 2-core machine. */
const READY_DEADLINE_MS = 180_000;

/**
 * Runs `node <args>` in `cwd` and resolves once `ready(output)` holds (checked as it prints and
 * every 250 ms, for conditions outside its output such as a port answering).
 */
export async function startDevProcess(
  args: string[],
  cwd: string,
  ready: (output: string) => boolean | Promise<boolean>,
): Promise<DevProcess> {
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd,
    env: userShellEnvironment(),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running: DevProcess = {
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.pid === undefined) return;
      signalGroup(child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) signalGroup(child.pid, 'SIGKILL');
    },
  };
  const deadline = Date.now() + READY_DEADLINE_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`node ${args.join(' ')} exited early:\n${output}`);
    if (await ready(output)) return running;
    if (Date.now() > deadline) {
      await running.stop();
      throw new Error(
        `node ${args.join(' ')} was not ready within ${READY_DEADLINE_MS / 1000} s:\n${output}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Whether `url` answers 200 now. */
export async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Signals the process group led by `pid` (the CLI and the workers it started), if it still exists. */
function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}
