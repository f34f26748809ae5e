// An agent chooses the strings a tool's `pattern` runs on, and the browser's regex engine
// backtracks: `^(a+)+$` on 26 characters blocks the page for 300 ms and doubles per character;
// unanchored `\d+x` on 100,000 digits takes a minute in Node. So every pattern check has a bounded
// cost. The build's lint L7 tells exactly which patterns backtrack exponentially (an automaton
// analysis too large for this bundle); the SDK reads the pattern's text instead, and never runs
// anything L7 calls dangerous (the shared vectors: test/pattern-limit.test.ts):
//
// - a repeated group (`(…)*`, `(…)+`, `(…){…}`) or a backreference is needed for exponential
//   work, so such a pattern is never run on an agent's string (it checks nothing, like a pattern
//   that does not compile; development warns). One repeated group is exempt: the *separated*
//   one, whose every iteration starts or ends with a punctuation mark and holds nothing else
//   that could match one (`(?:-[a-z0-9]+)*`, `(?:[0-9]{1,3}\.){3}`): the marks fix the iterations.
// - any other pattern backtracks polynomially: each unbounded quantifier (`*`, `+`, `{n,}`,
//   `{n,m}`), and trying every start unless a leading `^` anchors it (with no `|`), multiplies
//   the worst case by the input's length n. Its check runs while n^degree stays under
//   MAX_STEPS; a longer string is refused: running it could block the page, and skipping the
//   check would let any string past the pattern once padded.

/** Backtracking steps one pattern check may take at worst (some tens of milliseconds). */
const MAX_STEPS = 1e7;

// A group whose body is a punctuation mark (not itself repeated) and otherwise only word
// characters, `\d`, `\w`, `\s`, classes of those and quantifiers, the mark first or last: nothing
// in it but the mark can match a punctuation mark. (`M` and `R` are filled in below.)
const SEPARATED_GROUP = new RegExp(
  String.raw`\((\?:)?(M(?![*+?{])R*|R*M)\)`
    .replace(/M/g, String.raw`(\\[^\w\s]|[^\w\s\\[.()|?*+{}^$])`)
    .replace(/R/g, String.raw`(\\[dws]|\[(\\[dws]|\w-\w|\w)+\]|\w|[*+?]|\{\d+(,\d*)?\})`),
  'g',
);

/**
 * The longest string `pattern` may be run on: 0 when it is dangerous (never run), Infinity when
 * its check is linear, else the length at which its polynomial worst case reaches MAX_STEPS.
 */
export function patternInputLimit(pattern: string): number {
  // Cheap enough to read again on each check (a few scans of the pattern's text).
  if (/\)[*+{]|\\([1-9]|k<)/.test(pattern.replace(SEPARATED_GROUP, 'a'))) return 0;
  const degree = (pattern.match(/[*+]|,\d*\}/g)?.length ?? 0) + +!/^\^[^|]*$/.test(pattern);
  return degree < 2 ? Infinity : Math.floor(MAX_STEPS ** (1 / degree));
}
