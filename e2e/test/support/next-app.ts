// Runs fixtures/apps/next-shop with the real Next.js CLI: a private copy per suite (builds and
// edits never meet), `next build` / `next start` / `next dev` as child processes on 127.0.0.1.

import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cp, mkdir, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@webmcp-nexus/test-helpers/free-port';
import { userShellEnvironment } from '@webmcp-nexus/test-helpers/user-shell';
import { assertPackagesBuilt } from '../../src/build.mjs';

const appDir = fileURLToPath(new URL('../../../fixtures/apps/next-shop', import.meta.url));
// Next 15 is the next-15 alias of the next-plugin package.
const nextPluginDir = fileURLToPath(new URL('../../../packages/next-plugin', import.meta.url));

/** The Next.js CLIs the fixture has: the current major and the oldest declared one (15). */
const NEXT_BINS = {
  16: join(appDir, 'node_modules/next/dist/bin/next'),
  15: join(nextPluginDir, 'node_modules/next-15/dist/bin/next'),
} as const;

export type NextMajor = keyof typeof NEXT_BINS;

/** `[]` for Turbopack (Next 16's default), `['--webpack']` for webpack. */
export type Bundler = 'turbopack' | 'webpack';
export const bundlerFlags = (bundler: Bundler): string[] => (bundler === 'webpack' ? ['--webpack'] : []);

/** A private copy of the fixture app (inside it, so `node_modules` resolves as for the original). */
export interface NextAppCopy {
  dir: string;
  /** Reads a file of the copy (path relative to it). */
  read(path: string): Promise<string>;
  /** Replaces a file of the copy (path relative to it). */
  write(path: string, text: string): Promise<void>;
  remove(): Promise<void>;
}

/**
 * Copies the app's sources and configs to `fixtures/apps/next-shop/.e2e/<label>/`. For Next 15 the
 * copy gets a `node_modules/next` of its own (a link to `next-15`): the code Next generates into
 * the app (metadata routes, the app router runtime) imports `next/...` from the app's directory.
 */
export async function copyNextShop(label: string, major: NextMajor = 16): Promise<NextAppCopy> {
  assertPackagesBuilt();
  const dir = join(appDir, '.e2e', `${label}-${process.pid}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  for (const entry of ['src', 'next.config.ts', 'tsconfig.json']) {
    await cp(join(appDir, entry), join(dir, entry), { recursive: true });
  }
  if (major === 15) {
    await mkdir(join(dir, 'node_modules'));
    await symlink(await realpath(join(NEXT_BINS[15], '../../..')), join(dir, 'node_modules/next'), 'dir');
  }
  return {
    dir,
    read: (path) => readFile(join(dir, path), 'utf8'),
    write: (path, text) => writeFile(join(dir, path), text),
    remove: () => rm(dir, { recursive: true, force: true, maxRetries: 3 }),
  };
}

/** The environment for Next: no test-runner variables (NODE_ENV=test would change the build), no telemetry. */
function nextEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return userShellEnvironment({ NEXT_TELEMETRY_DISABLED: '1', ...extra });
}

/** How a finished Next command ended. */
export interface NextRun {
  exitCode: number;
  output: string;
}

/** Runs `next <args>` in `dir` to its end (a build), resolving with its exit code and output. */
export function runNext(
  dir: string,
  args: string[],
  major: NextMajor = 16,
  env?: Record<string, string>,
): Promise<NextRun> {
  return new Promise((resolveRun) => {
    execFile(
      process.execPath,
      [NEXT_BINS[major], ...args],
      { cwd: dir, env: nextEnvironment(env), maxBuffer: 64 * 1024 * 1024, timeout: 5 * 60_000 },
      (error, stdout, stderr) => {
        const exitCode = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolveRun({ exitCode, output: `${stdout}\n${stderr}` });
      },
    );
  });
}

/** Runs `next build`, throwing with the output's tail when it fails. */
export async function buildNext(dir: string, args: string[], major: NextMajor = 16): Promise<NextRun> {
  const run = await runNext(dir, ['build', ...args], major);
  if (run.exitCode !== 0) {
    const tail = run.output.trim().split('\n').slice(-60).join('\n');
    throw new Error(`next build ${args.join(' ')} failed in ${dir}:\n${tail}`);
  }
  return run;
}

/** A running `next start` or `next dev`. */
export interface NextServer {
  origin: string;
  /** Everything the server printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts `next <command> [args]` (`start` or `dev`) in `dir` on 127.0.0.1 and a free port, and
 * resolves once the home page answers 200 (in `next dev` that first request compiles it).
 */
export async function startNext(
  dir: string,
  command: 'start' | 'dev',
  args: string[] = [],
  major: NextMajor = 16,
): Promise<NextServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [NEXT_BINS[major], command, ...args, '--hostname', '127.0.0.1', '--port', String(port)],
    { cwd: dir, env: nextEnvironment(), stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const server: NextServer = {
    origin: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.pid === undefined) return;
      // The whole group: `next dev` runs the server in a child process of its own.
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolveWait) => setTimeout(resolveWait, 5_000))]);
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    },
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next ${command} exited early:\n${output}`);
    try {
      const response = await fetch(`${server.origin}/`);
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`next ${command} did not serve / within 180 s:\n${output}`);
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
}
