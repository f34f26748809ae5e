import type { Diagnostic } from '@webmcp-nexus/core';
import { describe, expect, it } from 'vitest';
import { ReportedDiagnostics, reportDiagnostics } from '../src/report-diagnostics';

function warning(line: number): Diagnostic {
  return {
    code: 'S2',
    severity: 'warning',
    message: `Field 'f${line}' has no /** */ description`,
    hint: 'Document it',
    file: '/app/src/api.ts',
    line,
    column: 3,
  };
}

const error: Diagnostic = { ...warning(40), code: 'M2', severity: 'error', message: 'Not an object' };

/** Reports `diagnostics` as one build would, recording what the bundler is given. */
function report(diagnostics: Diagnostic[], warnings?: 'summary' | 'all' | 'none') {
  const printed = { errors: [] as string[], warnings: [] as string[] };
  const sink = {
    error: (text: string) => printed.errors.push(text),
    warn: (text: string) => printed.warnings.push(text),
  };
  reportDiagnostics(diagnostics, sink, {
    root: '/app',
    warnings,
    toolCount: '31 tools (33 registrations)',
    failOnError: true,
  });
  return printed;
}

const twelve = Array.from({ length: 12 }, (_, index) => warning(index + 1));

describe('reportDiagnostics', () => {
  it('summary: the first three warnings in full, then one line with the counts; errors in full', () => {
    const printed = report([...twelve, error], 'summary');
    expect(printed.warnings).toHaveLength(4);
    expect(printed.warnings[0]).toMatch(/^src\/api\.ts:1:3 - warning S2:/);
    expect(printed.warnings[3]).toBe(
      "webmcp-nexus: 31 tools (33 registrations), 12 warnings (3 shown) — `npx webmcp-nexus check` lists them (or set `warnings: 'all'`)",
    );
    expect(printed.errors).toEqual([expect.stringMatching(/^src\/api\.ts:40:3 - error M2: Not an object/)]);
  });

  it('summary: three warnings or fewer are printed as they are', () => {
    expect(report(twelve.slice(0, 3), 'summary').warnings).toHaveLength(3);
  });

  it('forgets a fixed diagnostic, so the same mistake made again is reported again', () => {
    const reported = new ReportedDiagnostics();
    expect(reported.take([warning(1), warning(2)])).toHaveLength(2);
    expect(reported.take([warning(1), warning(2)])).toEqual([]);
    reported.keepOnly([warning(1)]);
    expect(reported.take([warning(1), warning(2)])).toEqual([warning(2)]);
  });

  it('all prints every warning, none prints none, and errors are printed either way', () => {
    expect(report(twelve, 'all').warnings).toHaveLength(12);
    const quiet = report([...twelve, error], 'none');
    expect(quiet.warnings).toEqual([]);
    expect(quiet.errors).toHaveLength(1);
  });
});
