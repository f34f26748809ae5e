// What the validator runs a `pattern` on (issue 26, item 2): never a dangerous pattern, and any
// other only up to the length where its polynomial worst case stays bounded. The page-level proof
// (a 40-character agent string against `^(a+)+$` answers at once) is in
// e2e/test/sdk-runtime-hardening.test.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findCatastrophicLoop } from '../../core/src/lints/regex-ambiguity';
import { patternInputLimit } from '../src/pattern-limit';
import { validateInput } from '../src/validate-input';

describe('patternInputLimit', () => {
  it.each([
    ['^(a+)+$', 'nested quantifiers'],
    ['((a+)+)+', 'three levels'],
    ['^(a|a)*$', 'a repeated alternation'],
    ['^(\\w+\\s?)*$', 'a repeated group whose mark is optional'],
    ['^([a-z0-9]+-?)+$', 'the slug pattern written the dangerous way'],
    ['^(?:-?\\w+)*$', 'a separator that may be missing'],
    ['^(?:-.+)*$', 'a separator that the dot can match too'],
    ['^(?:-[a-z-]+)*$', 'a separator that the class can match too'],
    ['^(?:-[^x]+)*$', 'a negated class'],
    ['^(?:,\\W+)*$', 'a non-word escape'],
    ['^(a+){10}$', 'an exact count of an ambiguous group'],
    ['^(a)\\1+$', 'a backreference'],
    ['^(?<x>a)\\k<x>$', 'a named backreference'],
    ['(?<name>a+)+', 'a named group'],
  ])('never runs %s (%s)', (pattern) => {
    expect(patternInputLimit(pattern)).toBe(0);
  });

  it.each(['^[a-z]+$', '^\\d{3}-\\d{4}$', '^[A-Z]{2}\\d{2,}$', '^(?:\\+?1)?\\d{10}$', 'abc', '^(ab)?c+$'])(
    'runs %s on a string of any length: its check is linear',
    (pattern) => {
      expect(patternInputLimit(pattern)).toBe(Infinity);
    },
  );

  it('bounds a polynomial pattern by its degree: unbounded quantifiers, plus one unless ^ anchors it', () => {
    expect(patternInputLimit('\\d+x')).toBe(3162); // n² ≤ 10⁷: every start, then \d+
    expect(patternInputLimit('^\\d+\\d+x')).toBe(3162);
    expect(patternInputLimit('^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$')).toBe(215); // n³
    expect(patternInputLimit('^a+|b+')).toBe(215); // `|` undoes the anchor
    expect(patternInputLimit('^\\d{1,9}\\d*$')).toBe(3162); // {n,m} counts as unbounded
  });

  it('accepts the separated repeated groups people write, bounded like any polynomial pattern', () => {
    expect(patternInputLimit('^[a-z0-9]+(?:-[a-z0-9]+)*$')).toBe(215);
    expect(patternInputLimit('^\\d+(\\.\\d+)*$')).toBe(215);
    expect(patternInputLimit('^\\w+(?:,\\s*\\w+)*$')).toBe(56);
    expect(patternInputLimit('^(?:[0-9]{1,3}\\.){3}[0-9]{1,3}$')).toBe(3162); // the mark may end each iteration
    expect(patternInputLimit('^([a-z]+,)*$')).toBe(3162);
    expect(patternInputLimit('^[A-Za-z]+(?:_[0-9]+)*$')).toBe(0); // `_` is a word character: no separator
    expect(patternInputLimit('^([a-z]+,?)*$')).toBe(0); // an optional mark separates nothing
  });

  it('reads escaped parentheses and classes conservatively (never runs them)', () => {
    expect(patternInputLimit('^\\(a\\)+$')).toBe(0);
  });
});

// The build's lint L7 (core, lints/regex-ambiguity.ts) decides exactly which patterns backtrack
// exponentially (Weber–Seidl on the Glushkov automaton, 600 lines); the SDK, with a size budget,
// reads the pattern's text instead and over-approximates: it never runs anything L7 calls
// dangerous, and also declines some patterns L7 proves safe. These are the vectors agreed in the
// regex-danger notes (core test/lints/regex-danger.test.ts).
describe('agreement with the build lint L7', () => {
  it.each([
    '^(a+)+$',
    '(a+)+b',
    '^(a*)*$',
    '^(a|a)*$',
    '^(a|aa)+$',
    String.raw`^(\w+\s?)*$`,
    String.raw`^(\d+)*x`,
    String.raw`^(\w|\d)+$`,
    '^(.*a){12}$',
    String.raw`^([a-zA-Z0-9]+[._-]?)*@example\.com$`,
    '^(a|b|ab)*c$',
    String.raw`^(?:[a-z]+\s?)+$`,
    String.raw`^(\p{L}+\s)*\p{L}+$`,
  ])('never runs %s, which L7 calls dangerous', (pattern) => {
    expect(patternInputLimit(pattern)).toBe(0);
  });

  it('runs the patterns L7 calls safe that it can read at a glance; declines the others', () => {
    const limits = Object.fromEntries(
      [
        '^[a-z]+$',
        '^[a-z0-9-]+$',
        String.raw`^\d{3}-\d{4}$`,
        '^[a-z]+(-[a-z]+)*$',
        String.raw`^\d*\d*x$`,
        '^[^@]+@[^@]+$',
        '^(a+)+',
        '(a+)+',
        '^(ab+)+$',
        '^(a|b)*$',
        '^(a|ab)*c$',
        '^(?:ab){0,2}c$',
      ].map((pattern) => [pattern, patternInputLimit(pattern)]),
    );
    expect(limits).toEqual({
      '^[a-z]+$': Infinity,
      '^[a-z0-9-]+$': Infinity,
      [String.raw`^\d{3}-\d{4}$`]: Infinity,
      '^[a-z]+(-[a-z]+)*$': 215,
      [String.raw`^\d*\d*x$`]: 3162,
      '^[^@]+@[^@]+$': 3162,
      // Safe, but not readable at a glance: not run (a development warning says so).
      '^(a+)+': 0,
      '(a+)+': 0,
      '^(ab+)+$': 0,
      '^(a|b)*$': 0,
      '^(a|ab)*c$': 0,
      '^(?:ab){0,2}c$': 0,
    });
  });
});

describe('soundness against the build lint L7 itself', () => {
  // Patterns grown from the pieces people write (literals, marks, classes, groups, alternations,
  // quantifiers); whatever L7's exact analysis (imported here, in a test, from the core's source)
  // calls exponential, the SDK must never run.
  const atom = fc.constantFrom('a', 'b', '-', '\\.', '\\d', '\\w', '\\s', '[a-z]', '[^@]', '.', 'ab');
  const quantifier = fc.constantFrom('', '', '*', '+', '?', '{2}', '{1,3}', '{2,}');
  const pattern = fc.letrec<{ node: string }>((grow) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.tuple(atom, quantifier).map(([text, repeat]) => text + repeat),
      fc
        .tuple(fc.array(grow('node'), { minLength: 1, maxLength: 3 }), quantifier)
        .map(([parts, repeat]) => `(${parts.join('')})${repeat}`),
      fc
        .tuple(grow('node'), grow('node'), quantifier)
        .map(([left, right, repeat]) => `(?:${left}|${right})${repeat}`),
      fc.array(grow('node'), { minLength: 2, maxLength: 3 }).map((parts) => parts.join('')),
    ),
  })).node;

  it('never runs a pattern L7 calls dangerous (400 generated patterns, anchored or not)', () => {
    fc.assert(
      fc.property(pattern, fc.boolean(), (body, anchored) => {
        const source = anchored ? `^${body}$` : body;
        if (findCatastrophicLoop(source)) expect(patternInputLimit(source), source).toBe(0);
      }),
      { numRuns: 400, seed: 26 },
    );
  });
});

describe('validateInput with a pattern', () => {
  const schemaOf = (pattern: string) => ({
    type: 'object' as const,
    properties: { code: { type: 'string' as const, pattern } },
  });

  it('does not run a dangerous pattern on the agent’s string (it would block for hours)', () => {
    // 40 characters: a backtracking engine would take 2^40 steps before answering.
    expect(validateInput({ code: `${'a'.repeat(40)}!` }, schemaOf('^(a+)+$'))).toEqual([]);
  });

  it('refuses a string too long to check against a polynomial pattern, naming the limit', () => {
    expect(validateInput({ code: '1'.repeat(100_000) }, schemaOf('\\d+x'))).toEqual([
      'code: expected at most 3162 characters for /\\d+x/, got 100000',
    ]);
    expect(validateInput({ code: `${'1'.repeat(3000)}x` }, schemaOf('\\d+x'))).toEqual([]);
    const [unmatched] = validateInput({ code: '1'.repeat(3000) }, schemaOf('\\d+x'));
    expect(unmatched).toMatch(/^code: expected a match of \/\\d\+x\/, got "1+\.\.\.$/);
  });

  it('still checks a separated repeated group', () => {
    const slug = schemaOf('^[a-z0-9]+(?:-[a-z0-9]+)*$');
    expect(validateInput({ code: 'web-mcp-2' }, slug)).toEqual([]);
    expect(validateInput({ code: 'web--mcp' }, slug)).toEqual([
      'code: expected a match of /^[a-z0-9]+(?:-[a-z0-9]+)*$/, got "web--mcp"',
    ]);
  });
});
