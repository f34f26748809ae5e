#!/usr/bin/env node
// Makes sure the Chromium that the browser tests drive is installed before `pnpm test` runs them.
// Silent when it is there; installs Debian's `chromium` package when it is missing and we are root
// (CI on a fresh machine); otherwise stops and says what to install.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The executable the e2e harness launches unless CHROMIUM_PATH names another. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Whether `path` is an executable file.
 * @param {string} path
 */
export function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs a command with inherited output; returns its exit status (null when it could not start).
 * @param {string} command
 * @param {string[]} args
 * @returns {number | null}
 */
function runInherited(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.error ? null : result.status;
}

/**
 * @typedef {object} EnsureChromiumDeps
 * @property {Record<string, string | undefined>} [env]
 * @property {boolean} [isRoot]
 * @property {(path: string) => boolean} [exists]
 * @property {(command: string, args: string[]) => number | null} [run]
 * @property {(line: string) => void} [log]
 */

/**
 * Ensures Chromium is present, installing it with apt-get when allowed.
 * Returns `{ ok, message? }`; `message` explains what was done or what the user must do.
 * @param {EnsureChromiumDeps} [deps] the environment; tests replace apt-get and the file system
 * @returns {{ ok: boolean, message?: string }}
 */
export function ensureChromium({
  env = process.env,
  isRoot = process.getuid?.() === 0,
  exists = isExecutable,
  run = runInherited,
  log = (line) => console.log(line),
} = {}) {
  const customPath = env.CHROMIUM_PATH;
  const path = customPath || DEFAULT_CHROMIUM_PATH;
  if (exists(path)) return { ok: true };

  if (customPath) {
    return {
      ok: false,
      message: `CHROMIUM_PATH is set to ${customPath}, which is not an executable file. Point it at a Chromium or Chrome binary, or unset it to use ${DEFAULT_CHROMIUM_PATH}.`,
    };
  }
  if (!isRoot) {
    return {
      ok: false,
      message: `Chromium is needed by the browser tests but ${path} does not exist. Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome executable.`,
    };
  }

  log(`[ensure-chromium] ${path} is missing; installing Debian's chromium package.`);
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    log(`[ensure-chromium] $ apt-get ${args.join(' ')}`);
    const status = run('apt-get', args);
    if (status !== 0) {
      return {
        ok: false,
        message: `apt-get ${args[0]} failed (${status === null ? 'apt-get could not be started' : `exit status ${status}`}). Install Chromium yourself or set CHROMIUM_PATH to a Chromium or Chrome executable.`,
      };
    }
  }
  if (!exists(path)) {
    return {
      ok: false,
      message: `apt-get installed chromium but ${path} is still missing; set CHROMIUM_PATH.`,
    };
  }
  return { ok: true, message: `[ensure-chromium] installed Chromium at ${path}.` };
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  const outcome = ensureChromium();
  if (outcome.message) (outcome.ok ? console.log : console.error)(outcome.message);
  if (!outcome.ok) process.exit(1);
}
