import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CHROMIUM_PATH, ensureChromium } from '../../scripts/ensure-chromium.mjs';

const script = fileURLToPath(new URL('../../scripts/ensure-chromium.mjs', import.meta.url));
const runScript = (env: Record<string, string>) =>
  promisify(execFile)(process.execPath, [script], { env: { ...process.env, ...env } });

/** A stand-in for apt-get and the file system: installing makes the default path appear. */
function fakeMachine({ installed = false, isRoot = true, failingStep = '' } = {}) {
  const commands: string[] = [];
  const logs: string[] = [];
  let present = installed;
  return {
    commands,
    logs,
    deps: {
      env: {},
      isRoot,
      exists: (path: string) => present && path === DEFAULT_CHROMIUM_PATH,
      run: (command: string, args: string[]) => {
        commands.push(`${command} ${args.join(' ')}`);
        if (args[0] === failingStep) return 100;
        if (args[0] === 'install') present = true;
        return 0;
      },
      log: (line: string) => logs.push(line),
    },
  };
}

describe('ensure-chromium', () => {
  it('is silent and does nothing when Chromium is installed (real run)', async () => {
    const { stdout, stderr } = await runScript({});
    expect(stdout).toBe('');
    expect(stderr).toBe('');
  });

  it('fails with a clear message when CHROMIUM_PATH points nowhere (real run)', async () => {
    const failure = await runScript({ CHROMIUM_PATH: '/nonexistent/chromium' }).catch((error) => error);
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain('CHROMIUM_PATH is set to /nonexistent/chromium');
  });

  it('does nothing when Chromium is present', () => {
    const machine = fakeMachine({ installed: true });
    expect(ensureChromium(machine.deps)).toEqual({ ok: true });
    expect(machine.commands).toEqual([]);
    expect(machine.logs).toEqual([]);
  });

  it('installs Debian’s chromium with apt-get when missing and root, logging each step', () => {
    const machine = fakeMachine();
    const outcome = ensureChromium(machine.deps);
    expect(outcome.ok).toBe(true);
    expect(outcome.message).toContain(`installed Chromium at ${DEFAULT_CHROMIUM_PATH}`);
    expect(machine.commands).toEqual(['apt-get update', 'apt-get install -y chromium']);
    expect(machine.logs).toEqual([
      `[ensure-chromium] ${DEFAULT_CHROMIUM_PATH} is missing; installing Debian's chromium package.`,
      '[ensure-chromium] $ apt-get update',
      '[ensure-chromium] $ apt-get install -y chromium',
    ]);
  });

  it('stops at the first failing apt-get step and says so', () => {
    const machine = fakeMachine({ failingStep: 'update' });
    const outcome = ensureChromium(machine.deps);
    expect(outcome.ok).toBe(false);
    expect(outcome.message).toContain('apt-get update failed (exit status 100)');
    expect(machine.commands).toEqual(['apt-get update']);
  });

  it('tells a non-root user what to install instead of trying', () => {
    const machine = fakeMachine({ isRoot: false });
    const outcome = ensureChromium(machine.deps);
    expect(outcome.ok).toBe(false);
    expect(outcome.message).toContain('sudo apt-get install -y chromium');
    expect(outcome.message).toContain('CHROMIUM_PATH');
    expect(machine.commands).toEqual([]);
  });
});
