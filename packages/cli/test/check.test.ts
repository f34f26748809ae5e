import { describe, expect, it } from 'vitest';
import { type CheckReport, formatCheckSummary } from '../src/check/check-report';
import { fixturePath } from './helpers/paths';
import { runCli } from './helpers/run-cli';

const fixtures = fixturePath('.');

describe('webmcp-nexus check', () => {
  it('passes a clean project with exit code 0 and one summary line', async () => {
    const run = await runCli(['check', 'clean'], fixtures);
    expect(run).toEqual({ code: 0, stdout: 'webmcp-nexus check: 3 tools, no problems\n', stderr: '' });
  });

  it('checks the current directory by default', async () => {
    const run = await runCli(['check'], fixturePath('clean'));
    expect(run.stdout).toBe('webmcp-nexus check: 3 tools, no problems\n');
  });

  it('prints each problem with its location, code frame and fix, then the summary; exit code 1', async () => {
    const run = await runCli(['check', 'errors'], fixtures);
    expect(run.code).toBe(1);
    const blocks = run.stdout.trimEnd().split('\n\n');
    expect(blocks.at(-1)).toBe('webmcp-nexus check: 2 tools, 1 error, 3 warnings');
    expect(blocks[0].split('\n')).toEqual([
      expect.stringMatching(/^errors\/src\/main\.ts:4:18 - error M2: .*getUser.*'string'/),
      '  2 |',
      '  3 | /** Gets one user by ID */',
      '> 4 | function getUser(id: string) {',
      '    |                  ^',
      '  5 |   return { id };',
      '  6 | }',
      expect.stringMatching(/^ {2}fix: \S/),
    ]);
    expect(blocks.slice(0, -1).map((block) => /^\S+ - (\w+ \w+):/.exec(block)?.[1])).toEqual([
      'error M2',
      'warning L6',
      'warning S1',
      'warning S2',
    ]);
  });

  it('prints a JSON report with --json, paths relative to the project', async () => {
    const run = await runCli(['check', '--json', 'errors'], fixtures);
    expect(run.code).toBe(1);
    const report: CheckReport = JSON.parse(run.stdout);
    expect(report).toMatchObject({
      root: fixturePath('errors'),
      ok: false,
      summary: { tools: 2, registrations: 2, errors: 1, warnings: 3 },
    });
    expect(report.diagnostics).toEqual([
      {
        code: 'M2',
        severity: 'error',
        message: expect.stringContaining('getUser'),
        hint: expect.any(String),
        file: 'src/main.ts',
        line: 4,
        column: 18,
        toolName: 'getUser',
      },
      expect.objectContaining({
        code: 'L6',
        severity: 'warning',
        toolName: 'deleteUser',
        line: 8,
        column: 10,
      }),
      expect.objectContaining({ code: 'S1', severity: 'warning', file: 'src/main.ts', line: 8, column: 10 }),
      expect.objectContaining({ code: 'S2', severity: 'warning', file: 'src/main.ts', line: 8, column: 31 }),
    ]);
    // A field's problem is not one tool's as a whole: no toolName.
    expect(report.diagnostics[3]).not.toHaveProperty('toolName');
    expect(report.diagnostics[2]).toHaveProperty('toolName', 'deleteUser');
    expect(report.tools.map((tool) => [tool.name, tool.kind, tool.definition])).toEqual([
      ['deleteUser', 'global', { file: 'src/main.ts', line: 8, column: 10 }],
      ['renameUser', 'global', { file: 'src/main.ts', line: 15, column: 10 }],
    ]);
  });

  it('reports what one build cannot see: names reused, colliding after a relay, too long', async () => {
    const run = await runCli(['check', '--json', 'collisions'], fixtures);
    expect(run.code).toBe(1);
    const report: CheckReport = JSON.parse(run.stdout);
    expect(report.summary).toEqual({ tools: 3, registrations: 5, errors: 3, warnings: 6 });
    expect(formatCheckSummary(report)).toBe(
      'webmcp-nexus check: 3 tools (5 registrations), 3 errors, 6 warnings',
    );
    // The lints (L*, H*) have their own fixture (lints.test.ts).
    const nameChecks = report.diagnostics.filter((d) => !/^[LH]/.test(d.code));
    expect(nameChecks.map(({ code, severity, line, column }) => [code, severity, line, column])).toEqual([
      ['N1', 'error', 5, 10],
      ['N1', 'warning', 13, 10],
      ['N3', 'warning', 21, 10],
      ['M3', 'error', 31, 52],
      ['N2', 'error', 31, 52],
    ]);
    expect(nameChecks[0].message).toBe(
      'Tool name "search" is also registered at src/api/search.ts:8:17 by a different function: both are global, so one always hides the other.',
    );
    expect(nameChecks[4].message).toBe(
      'Tool names "export-orders" and "export_orders" (src/main.ts:21:10) both become "export_orders" once an MCP relay rewrites "." and "-" to "_".',
    );
  });

  it('exits 0 on warnings alone', async () => {
    const run = await runCli(['check', 'warnings-only'], fixtures);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/webmcp-nexus check: 1 tool, 0 errors, 1 warning\n$/);
  });

  it('says why a project without tools has none', async () => {
    const run = await runCli(['check', 'no-tools'], fixtures);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      'No tools found: no call of registerGlobalTools, useWebMcpTools or withWebMcpTools',
    );
    expect(run.stdout).toMatch(/webmcp-nexus check: 0 tools, /);
  });

  it('uses the tsconfig given with --tsconfig', async () => {
    const run = await runCli(['check', '--json', '--tsconfig', 'tsconfig.api-only.json', 'clean'], fixtures);
    const report: CheckReport = JSON.parse(run.stdout);
    expect(report.tools.map((tool) => tool.name)).toEqual([]);
  });
});
