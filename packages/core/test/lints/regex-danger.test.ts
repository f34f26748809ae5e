import { symlinkSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { DIAGNOSTIC_SCOPES } from '../../src/diagnostics/codes';
import { createExtractor } from '../../src/extractor';
import { lintExtractResult } from '../../src/lints/lint-tools';
import { findCatastrophicLoop } from '../../src/lints/regex-ambiguity';
import { createScratchProject, type ScratchProject } from '../support/scratch-project';

// One definition of a dangerous pattern for the build (L7) and the SDK's validator: the vectors
// below are the ones agreed in the regex-danger notes (exponential backtracking only).

const DANGEROUS: [pattern: string, loop: string][] = [
  ['^(a+)+$', '(a+)+'],
  ['(a+)+b', '(a+)+'],
  ['^(a*)*$', '(a*)*'],
  ['^(a|a)*$', '(a|a)*'],
  ['^(a|aa)+$', '(a|aa)+'],
  [String.raw`^(\w+\s?)*$`, String.raw`(\w+\s?)*`],
  [String.raw`^(\d+)*x`, String.raw`(\d+)*`],
  [String.raw`^(\w|\d)+$`, String.raw`(\w|\d)+`],
  ['^(.*a){12}$', '(.*a){12}'],
  [String.raw`^([a-zA-Z0-9]+[._-]?)*@example\.com$`, '([a-zA-Z0-9]+[._-]?)*'],
  ['^(a|b|ab)*c$', '(a|b|ab)*'],
  [String.raw`^(?:[a-z]+\s?)+$`, String.raw`(?:[a-z]+\s?)+`],
  [String.raw`^(\p{L}+\s)*\p{L}+$`, String.raw`(\p{L}+\s)*`],
];

const SAFE = [
  '^[a-z]+$',
  // Nothing after the loop can fail: the first way tried matches.
  '^(a+)+',
  '(a+)+',
  '^(ab+)+$',
  '^(a|b)*$',
  '^[a-z0-9-]+$',
  String.raw`^\d{3}-\d{4}$`,
  '^[a-z]+(-[a-z]+)*$',
  '^(a|ab)*c$',
  // Polynomial, not exponential: outside the definition.
  String.raw`^\d*\d*x$`,
  '^[^@]+@[^@]+$',
  // A counted repetition is one loop: `{0,2}` does not read `a` in two ways.
  '^(?:ab){0,2}c$',
  // Does not compile: nothing runs it.
  '(',
];

describe('the catastrophic-backtracking check', () => {
  test.each(DANGEROUS)('%s is dangerous, in the loop %s', (pattern, loop) => {
    expect(findCatastrophicLoop(pattern)).toEqual({ loop });
  });

  test.each(SAFE)('%s is not', (pattern) => {
    expect(findCatastrophicLoop(pattern)).toBeUndefined();
  });
});

const CORE_ZOD = fileURLToPath(new URL('../../node_modules/zod', import.meta.url));
const projects: ScratchProject[] = [];
afterAll(() => {
  for (const project of projects) project.dispose();
});

/** Extracts and lints a project whose `main.ts` registers tools (zod resolvable). */
function lintProject(main: string, rules?: Record<string, 'off' | 'warn' | 'error'>) {
  const project = createScratchProject({
    'main.ts': `import { registerGlobalTools } from 'webmcp-nexus-sdk';\nimport { z } from 'zod';\n${main}`,
    'node_modules/webmcp-nexus-sdk/index.d.ts':
      'export declare function registerGlobalTools(...maps: object[]): void;',
  });
  projects.push(project);
  symlinkSync(CORE_ZOD, project.file('node_modules/zod'), 'dir');
  const result = lintExtractResult(createExtractor({ root: project.root, cache: false }).extractProject(), {
    rules,
  });
  return result.diagnostics.filter((diagnostic) => diagnostic.code === 'L7');
}

describe('L7', () => {
  const MAIN = `
/** Finds a code */
function findCode(p: {
  /**
   * The code
   * @pattern ^(a+)+$
   */
  code: string;
  /**
   * A slug
   * @pattern ^[a-z0-9-]+$
   */
  slug: string;
}) {}
const Tags = z.object({
  /** Tags */
  tags: z.array(z.string().regex(/^(\\w|\\d)+$/)),
});
/** Tags things */
function tagThings(p: z.infer<typeof Tags>) {}
registerGlobalTools({ findCode, tagThings });
`;

  test('a dangerous @pattern and a dangerous zod .regex() warn at their fields; a safe one does not', () => {
    const found = lintProject(MAIN);
    expect(found.map((d) => `${d.code} ${d.severity} ${d.line}:${d.column}`)).toEqual([
      'L7 warning 10:3',
      // The zod schema's field is in this file, but not in the tool's parameter type: at the tool.
      'L7 warning 22:10',
    ]);
    expect(found[0].message).toBe(
      "Tool 'findCode': the pattern of field 'code' (/^(a+)+$/) can take exponential time on an agent's text: (a+)+ reads the same text in more than one way, and a failing match tries them all",
    );
    expect(found[0].hint).toBe(
      'Give each text one reading: no quantifier directly inside another ((a+)+ → a+) and no alternatives that match the same text under one ((\\w|\\d)+ → \\w+)',
    );
    expect(found[1].message).toContain("the pattern of field 'tags[]' (/^(\\w|\\d)+$/)");
    expect(found[1].toolName).toBe('tagThings');
  });

  test('is a lint: its own code, configurable, silenced by rules', () => {
    expect(DIAGNOSTIC_SCOPES.L7).toBe('lint');
    expect(lintProject(MAIN, { L7: 'off' })).toEqual([]);
    expect(lintProject(MAIN, { L7: 'error' }).map((d) => d.severity)).toEqual(['error', 'error']);
  });
});
