/**
 * A small ECMA-262 regular expression parser for the backtracking check: what each part of a
 * pattern consumes (a set of code points per character position), how parts repeat and
 * alternate, and where each part is written. Assertions (`^ $ \b \B`, lookarounds) and
 * backreferences consume nothing and are kept as such; the check needs no more.
 */

/** Code-point ranges `[from, to]`, sorted and disjoint. */
export type CodePointSet = readonly (readonly [number, number])[];

/** A parsed pattern (every node knows where it is written: `[start, end)` in the pattern). */
export type RegexNode =
  | { kind: 'char'; set: CodePointSet; start: number; end: number }
  | { kind: 'sequence'; items: RegexNode[]; start: number; end: number }
  | { kind: 'alternation'; options: RegexNode[]; start: number; end: number }
  | { kind: 'repeat'; body: RegexNode; min: number; max: number; start: number; end: number }
  | { kind: 'assertion'; start: number; end: number };

const MAX_CODE_POINT = 0x10ffff;
const DIGITS: CodePointSet = [[0x30, 0x39]];
const WORD: CodePointSet = [
  [0x30, 0x39],
  [0x41, 0x5a],
  [0x5f, 0x5f],
  [0x61, 0x7a],
];
const SPACE: CodePointSet = normalized(
  [0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff]
    .map((code) => [code, code] as [number, number])
    .concat([[0x2000, 0x200a]]),
);
const LINE_TERMINATORS: CodePointSet = normalized([
  [0x0a, 0x0a],
  [0x0d, 0x0d],
  [0x2028, 0x2029],
]);
const EVERYTHING: CodePointSet = [[0, MAX_CODE_POINT]];

/**
 * Parses `pattern` as the SDK's validator compiles it: with the `u` flag, else without. Undefined
 * when neither accepts it (such a pattern checks nothing at run time either).
 */
export function parseRegex(pattern: string): RegexNode | undefined {
  for (const unicode of [true, false]) {
    try {
      new RegExp(pattern, unicode ? 'u' : '');
    } catch {
      continue;
    }
    try {
      return new RegexParser(pattern, unicode).parse();
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Whether two sets share a code point. */
export function intersects(a: CodePointSet, b: CodePointSet): boolean {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i][1] < b[j][0]) i++;
    else if (b[j][1] < a[i][0]) j++;
    else return true;
  }
  return false;
}

function normalized(ranges: (readonly [number, number])[]): CodePointSet {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [from, to] of sorted) {
    const last = merged.at(-1);
    if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

function complement(set: CodePointSet): CodePointSet {
  const result: [number, number][] = [];
  let next = 0;
  for (const [from, to] of set) {
    if (from > next) result.push([next, from - 1]);
    next = to + 1;
  }
  if (next <= MAX_CODE_POINT) result.push([next, MAX_CODE_POINT]);
  return result;
}

class RegexParser {
  private at = 0;

  constructor(
    private readonly source: string,
    private readonly unicode: boolean,
  ) {}

  parse(): RegexNode {
    const node = this.alternation();
    if (this.at < this.source.length) throw new SyntaxError(`unexpected ${this.source[this.at]}`);
    return node;
  }

  private alternation(): RegexNode {
    const start = this.at;
    const options = [this.sequence()];
    while (this.source[this.at] === '|') {
      this.at++;
      options.push(this.sequence());
    }
    return options.length === 1 ? options[0] : { kind: 'alternation', options, start, end: this.at };
  }

  private sequence(): RegexNode {
    const start = this.at;
    const items: RegexNode[] = [];
    while (this.at < this.source.length && this.source[this.at] !== '|' && this.source[this.at] !== ')') {
      items.push(this.quantified(this.atom()));
    }
    return items.length === 1 ? items[0] : { kind: 'sequence', items, start, end: this.at };
  }

  private quantified(atom: RegexNode): RegexNode {
    const bounds = this.quantifier();
    if (!bounds) return atom;
    if (this.source[this.at] === '?') this.at++; // lazy: the same ways, tried in another order
    return { kind: 'repeat', body: atom, min: bounds[0], max: bounds[1], start: atom.start, end: this.at };
  }

  private quantifier(): [number, number] | undefined {
    const char = this.source[this.at];
    if (char === '*' || char === '+' || char === '?') {
      this.at++;
      return char === '*' ? [0, Infinity] : char === '+' ? [1, Infinity] : [0, 1];
    }
    if (char !== '{') return undefined;
    const match = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.at));
    // Without `u`, a `{` that starts no quantifier is a literal (the atom reads it).
    if (!match) return undefined;
    this.at += match[0].length;
    const min = Number(match[1]);
    const max = match[2] === undefined ? min : match[3] === '' ? Infinity : Number(match[3]);
    return [min, max];
  }

  private atom(): RegexNode {
    const start = this.at;
    const char = this.source[this.at++];
    const single = (set: CodePointSet): RegexNode => ({ kind: 'char', set, start, end: this.at });
    const assertion = (): RegexNode => ({ kind: 'assertion', start, end: this.at });
    switch (char) {
      case '^':
      case '$':
        return assertion();
      case '.':
        return single(complement(LINE_TERMINATORS));
      case '[':
        return single(this.characterClass());
      case '(':
        return this.group(start);
      case '\\':
        return this.escapeAtom(start);
      default: {
        this.at = start;
        const codePoint = this.codePointAt();
        return single([[codePoint, codePoint]]);
      }
    }
  }

  private group(start: number): RegexNode {
    let lookaround = false;
    if (this.source.startsWith('?', this.at)) {
      const head = /^\?(?::|=|!|<=|<!|<[^>]+>|[imsx-]+:)/.exec(this.source.slice(this.at));
      if (!head) throw new SyntaxError('unknown group');
      lookaround = /^\?(?:=|!|<=|<!)$/.test(head[0]);
      this.at += head[0].length;
    }
    const body = this.alternation();
    if (this.source[this.at++] !== ')') throw new SyntaxError('unclosed group');
    // A lookaround only tests; it consumes nothing, whatever its body matches.
    return lookaround ? { kind: 'assertion', start, end: this.at } : { ...body, start, end: this.at };
  }

  private escapeAtom(start: number): RegexNode {
    const char = this.source[this.at];
    const done = (set: CodePointSet | undefined): RegexNode =>
      set ? { kind: 'char', set, start, end: this.at } : { kind: 'assertion', start, end: this.at };
    if (char === 'b' || char === 'B') {
      this.at++;
      return done(undefined);
    }
    if (/[1-9]/.test(char) || (char === 'k' && this.source[this.at + 1] === '<')) {
      // A backreference repeats what a group matched: it adds no way of its own to split the text.
      this.at +=
        char === 'k'
          ? this.source.indexOf('>', this.at) - this.at + 1
          : /^\d+/.exec(this.source.slice(this.at))![0].length;
      return done(undefined);
    }
    return done(this.escape(false));
  }

  /** The set an escape stands for (`\d`, `\u{1F600}`, `\.`), after the backslash. */
  private escape(inClass: boolean): CodePointSet {
    const char = this.source[this.at++];
    switch (char) {
      case 'd':
        return DIGITS;
      case 'D':
        return complement(DIGITS);
      case 'w':
        return WORD;
      case 'W':
        return complement(WORD);
      case 's':
        return SPACE;
      case 'S':
        return complement(SPACE);
      case 'p':
      case 'P':
        // A Unicode property (`\p{L}`): taken as any character, which may only find more overlap.
        if (this.source[this.at] === '{') this.at = this.source.indexOf('}', this.at) + 1;
        return EVERYTHING;
      case 't':
        return [[0x09, 0x09]];
      case 'n':
        return [[0x0a, 0x0a]];
      case 'v':
        return [[0x0b, 0x0b]];
      case 'f':
        return [[0x0c, 0x0c]];
      case 'r':
        return [[0x0d, 0x0d]];
      case 'b':
        return inClass ? [[0x08, 0x08]] : EVERYTHING;
      case '0':
        return [[0, 0]];
      case 'c': {
        const letter = this.source.charCodeAt(this.at++);
        return [[letter % 32, letter % 32]];
      }
      case 'x': {
        const code = Number.parseInt(this.source.slice(this.at, this.at + 2), 16);
        this.at += 2;
        return [[code, code]];
      }
      case 'u': {
        if (this.source[this.at] === '{') {
          const close = this.source.indexOf('}', this.at);
          const code = Number.parseInt(this.source.slice(this.at + 1, close), 16);
          this.at = close + 1;
          return [[code, code]];
        }
        const code = Number.parseInt(this.source.slice(this.at, this.at + 4), 16);
        this.at += 4;
        return [[code, code]];
      }
      default: {
        this.at--;
        const code = this.codePointAt();
        return [[code, code]];
      }
    }
  }

  private characterClass(): CodePointSet {
    const negated = this.source[this.at] === '^';
    if (negated) this.at++;
    const ranges: (readonly [number, number])[] = [];
    while (this.source[this.at] !== ']') {
      if (this.at >= this.source.length) throw new SyntaxError('unclosed class');
      const from = this.classAtom();
      const isRange =
        this.source[this.at] === '-' && this.source[this.at + 1] !== ']' && this.at + 1 < this.source.length;
      if (isRange && from.length === 1 && from[0][0] === from[0][1]) {
        this.at++;
        const to = this.classAtom();
        if (to.length === 1 && to[0][0] === to[0][1]) {
          ranges.push([from[0][0], to[0][0]]);
          continue;
        }
        ranges.push(...from, [0x2d, 0x2d], ...to);
        continue;
      }
      ranges.push(...from);
    }
    this.at++;
    const set = normalized(ranges);
    return negated ? complement(set) : set;
  }

  private classAtom(): CodePointSet {
    if (this.source[this.at] === '\\') {
      this.at++;
      return this.escape(true);
    }
    const code = this.codePointAt();
    return [[code, code]];
  }

  /** The code point at the cursor (a surrogate pair is one with `u`), moving past it. */
  private codePointAt(): number {
    const code = this.unicode ? this.source.codePointAt(this.at)! : this.source.charCodeAt(this.at);
    this.at += code > 0xffff ? 2 : 1;
    return code;
  }
}
