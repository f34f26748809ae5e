import { describe, expect, it } from 'vitest';
import packageJson from '../package.json';
import { fixturePath } from './helpers/paths';
import { runCli } from './helpers/run-cli';

describe('webmcp-nexus usage', () => {
  it('prints the top-level help with every command', async () => {
    const run = await runCli(['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Usage: webmcp-nexus <command> \[dir\] \[options\]/);
    for (const command of ['check', 'list', 'init', 'mcp'])
      expect(run.stdout).toContain(`  ${command} [dir]`);
  });

  it.each(['check', 'list', 'init', 'mcp'])('prints the help of %s', async (command) => {
    const run = await runCli([command, '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`^Usage: webmcp-nexus ${command} \\[dir\\] \\[options\\]`));
    expect(run.stdout).toContain('-h, --help');
  });

  it('prints the version of the package', async () => {
    const run = await runCli(['--version']);
    expect(run).toMatchObject({ code: 0, stdout: `${packageJson.version}\n` });
  });

  it('exits 2 with the help when no command is given', async () => {
    const run = await runCli([]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('webmcp-nexus: missing command');
    expect(run.stderr).toContain('Usage: webmcp-nexus <command>');
  });

  it('exits 2 on an unknown command, naming it and the known ones', async () => {
    const run = await runCli(['lint']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      "webmcp-nexus: unknown command 'lint'. Commands: check, list, diff, init, mcp.",
    );
    expect(run.stdout).toBe('');
  });

  it('exits 2 on an unknown flag, naming it and the command', async () => {
    const run = await runCli(['check', '--fix', fixturePath('clean')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("webmcp-nexus check: unknown option '--fix'");
    expect(run.stderr).toContain("Run 'webmcp-nexus check --help' for usage.");
  });

  it('exits 2 when a flag lacks its value', async () => {
    const run = await runCli(['list', '--tsconfig']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("webmcp-nexus list: Option '--tsconfig <value>' argument missing");
  });

  it.each(['check', 'list', 'init', 'mcp'])('%s exits 2 on a missing directory', async (command) => {
    const run = await runCli([command, 'no/such/dir'], fixturePath('.'));
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`webmcp-nexus ${command}: directory not found: no/such/dir`);
  });

  it('exits 2 when given two directories', async () => {
    const run = await runCli(['check', 'a', 'b']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('webmcp-nexus check: expected at most one directory, got 2: a b');
  });

  it('exits 2 when [dir] is a file', async () => {
    const run = await runCli(['list', 'clean/tsconfig.json'], fixturePath('.'));
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('webmcp-nexus list: not a directory: clean/tsconfig.json');
  });
});
