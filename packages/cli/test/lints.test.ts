import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isUpdateRun } from '../../../scripts/fixture-updates.mjs';
import type { CheckReport } from '../src/check/check-report';
import { fixturePath } from './helpers/paths';
import { runCli } from './helpers/run-cli';
import { copyFixture } from './helpers/temp-project';

// fixtures/lints holds one case per lint (firing, not firing, silenced with @webmcp-ignore,
// severity changed or turned off in its webmcp-nexus.config.json). Its goldens are what check
// prints; UPDATE_FIXTURES=1 rewrites them (review every change by hand).
const fixtures = fixturePath('.');
const lintsDir = fixturePath('lints');
const updating = isUpdateRun('UPDATE_FIXTURES');

function expectGolden(name: string, actual: string): void {
  const file = join(lintsDir, name);
  if (updating) writeFileSync(file, actual);
  expect(existsSync(file), `${file} is missing: run with UPDATE_FIXTURES=1 and review it`).toBe(true);
  expect(actual).toBe(readFileSync(file, 'utf8'));
}

describe('the lints on fixtures/lints', () => {
  it('check prints each lint diagnostic with its code frame and fix (golden); the L1 made an error fails it', async () => {
    const run = await runCli(['check', 'lints'], fixtures);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('');
    expectGolden('expected-check.txt', run.stdout);
  });

  it('check --json: every diagnostic with its code, severity, location and fix (golden)', async () => {
    const run = await runCli(['check', '--json', 'lints'], fixtures);
    const { root, tools, ...report }: CheckReport = JSON.parse(run.stdout);
    expect(root).toBe(lintsDir.replace(/\/$/, ''));
    expectGolden('expected-check.json', `${JSON.stringify(report, null, 2)}\n`);
    const codes = report.diagnostics.map((d) => `${d.code} ${d.severity} ${d.toolName ?? d.file}`);
    // Fires where it should, and only there: the silenced and well-tagged tools are absent.
    expect(codes).toEqual([
      'L1 error searchProductsByCategoryAndPriceRange',
      'L3 warning src/budgets.ts',
      'L5 warning getOrder',
      'L6 warning deleteOrder',
      'L4 warning src/privacy.ts',
      'H1 warning drawShape',
      'H1 warning moveCursor',
      'H1 warning moveCursor',
    ]);
  });

  it('--strict makes every H1 an error', async () => {
    const run = await runCli(['check', '--json', '--strict', 'lints'], fixtures);
    const report: CheckReport = JSON.parse(run.stdout);
    expect(report.diagnostics.filter((d) => d.code === 'H1').map((d) => d.severity)).toEqual([
      'error',
      'error',
      'error',
    ]);
  });
});

describe('webmcp-nexus.config.json', () => {
  it('a setting it cannot use is a P3 warning located in the file, and the rest still applies', async () => {
    const project = copyFixture('lints');
    try {
      writeFileSync(
        join(project.dir, 'webmcp-nexus.config.json'),
        '{\n  "rules": {\n    "L1": "warn",\n    "M2": "off",\n    "L9": "off",\n    "L5": "loud"\n  }\n}\n',
      );
      const run = await runCli(['check', '--json', '.'], project.dir);
      const report: CheckReport = JSON.parse(run.stdout);
      const p3 = report.diagnostics.filter((d) => d.code === 'P3');
      expect(p3.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`)).toEqual([
        'webmcp-nexus.config.json:4:5 rules: "M2" cannot be configured (M* errors and P* set-up problems keep their severity): ignored',
        'webmcp-nexus.config.json:5:5 rules: "L9" is not a webmcp-nexus code: ignored',
        'webmcp-nexus.config.json:6:5 rules: "L5": "loud" is not "off", "warn" or "error": ignored',
      ]);
      expect(report.diagnostics.find((d) => d.code === 'L1')?.severity).toBe('warning');
      expect(report.diagnostics.some((d) => d.code === 'L2')).toBe(true); // no longer turned off
    } finally {
      project.remove();
    }
  });

  it('without the file every lint keeps its own severity', async () => {
    const project = copyFixture('lints');
    try {
      rmSync(join(project.dir, 'webmcp-nexus.config.json'));
      const run = await runCli(['check', '--json', '.'], project.dir);
      const report: CheckReport = JSON.parse(run.stdout);
      expect(run.code).toBe(0);
      expect(
        report.diagnostics.filter((d) => d.code.startsWith('L')).map((d) => `${d.code} ${d.severity}`),
      ).toEqual(['L1 warning', 'L2 warning', 'L3 warning', 'L5 warning', 'L6 warning', 'L4 warning']);
    } finally {
      project.remove();
    }
  });
});
