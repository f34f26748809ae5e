/**
 * Comments and whitespace read from text alone, the way TypeScript's scanner reads trivia, so
 * that both engines (TypeScript's syntax tree and oxc's) find the same `/** *\/` block and the
 * same plain comments for a node. Positions are UTF-16 offsets into the file's text.
 */

/** A comment's range in the text (`/*`…`*\/` or `//`… up to the line break). */
export interface CommentRange {
  pos: number;
  end: number;
  kind: 'line' | 'block';
}

const LINE_FEED = 10;
const CARRIAGE_RETURN = 13;
const SLASH = 47;
const ASTERISK = 42;

/** A line break as TypeScript counts one (`\n`, `\r`, U+2028, U+2029). */
export function isLineBreak(code: number): boolean {
  return code === LINE_FEED || code === CARRIAGE_RETURN || code === 0x2028 || code === 0x2029;
}

/** Whitespace within a line as TypeScript counts it. */
export function isSingleLineWhitespace(code: number): boolean {
  return (
    code === 32 ||
    code === 9 ||
    code === 11 ||
    code === 12 ||
    code === 0xa0 ||
    code === 0x85 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200b) ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** One piece of trivia at `pos`, or undefined when a token (or a shebang) starts there. */
function triviaAt(
  text: string,
  pos: number,
): { kind: 'newline' | 'whitespace' | CommentRange['kind']; end: number } | undefined {
  const code = text.charCodeAt(pos);
  if (isLineBreak(code)) {
    const end = code === CARRIAGE_RETURN && text.charCodeAt(pos + 1) === LINE_FEED ? pos + 2 : pos + 1;
    return { kind: 'newline', end };
  }
  if (isSingleLineWhitespace(code)) {
    let end = pos + 1;
    while (end < text.length && isSingleLineWhitespace(text.charCodeAt(end))) end++;
    return { kind: 'whitespace', end };
  }
  if (code !== SLASH) return undefined;
  const next = text.charCodeAt(pos + 1);
  if (next === SLASH) {
    let end = pos + 2;
    while (end < text.length && !isLineBreak(text.charCodeAt(end))) end++;
    return { kind: 'line', end };
  }
  if (next === ASTERISK) {
    const close = text.indexOf('*/', pos + 2);
    return { kind: 'block', end: close === -1 ? text.length : close + 2 };
  }
  return undefined;
}

/**
 * The `/** *\/` block that documents the token at `start`, whose leading trivia begins at `pos`
 * (the end of the previous token): the last such block before it. A block on the line above
 * counts, and so does one just before on the same line — also right after `{`, `(` or `[` on the
 * same line, which TypeScript itself does not attach. A block that trails the previous token on
 * its line (`a: string; /** x *\/` then a line break) is not this node's.
 */
export function docBlockRange(
  text: string,
  pos: number,
  start: number,
): { pos: number; end: number } | undefined {
  let found: { pos: number; end: number } | undefined;
  let sawNewlineBefore = false;
  let candidateOnFirstLine = false;
  let at = pos;
  // A shebang is a token of its own for this walk: nothing before the first statement is read.
  if (at === 0 && text.startsWith('#!')) return undefined;
  while (at < start) {
    const trivia = triviaAt(text, at);
    if (!trivia) break;
    if (trivia.kind === 'newline') {
      sawNewlineBefore = true;
      // At the very start of the file no statement precedes the block, so it is this node's.
      if (found && candidateOnFirstLine) found = pos === 0 || isAfterOpener(text, pos) ? found : undefined;
      candidateOnFirstLine = false;
    } else if (trivia.kind === 'block' && text.startsWith('/**', at) && !text.startsWith('/**/', at)) {
      found = { pos: at, end: trivia.end };
      candidateOnFirstLine = !sawNewlineBefore;
    }
    at = trivia.end;
  }
  return found;
}

/** Whether the last token before `pos` opens a list (`{`, `(`, `[`), so a same-line block belongs to what follows. */
function isAfterOpener(text: string, pos: number): boolean {
  let i = pos - 1;
  while (i >= 0 && /\s/.test(text[i])) i--;
  return i >= 0 && '{(['.includes(text[i]);
}

/**
 * The comments TypeScript's `getLeadingCommentRanges(text, pos)` gives: after `pos` (a node's full
 * start), those on the lines that follow the first line break (at the very start of the file, all
 * of them, after a shebang).
 */
export function leadingCommentRanges(text: string, pos: number): CommentRange[] {
  return commentRanges(text, pos, false);
}

/** The comments TypeScript's `getTrailingCommentRanges(text, pos)` gives: on the same line after `pos`. */
export function trailingCommentRanges(text: string, pos: number): CommentRange[] {
  return commentRanges(text, pos, true);
}

function commentRanges(text: string, start: number, trailing: boolean): CommentRange[] {
  const ranges: CommentRange[] = [];
  let collecting = trailing;
  let pos = start;
  if (pos === 0) {
    collecting = true;
    const shebang = /^#!.*/.exec(text);
    if (shebang) pos = shebang[0].length;
  }
  while (pos >= 0 && pos < text.length) {
    const code = text.charCodeAt(pos);
    if (code === CARRIAGE_RETURN || code === LINE_FEED) {
      pos += code === CARRIAGE_RETURN && text.charCodeAt(pos + 1) === LINE_FEED ? 2 : 1;
      if (trailing) break;
      collecting = true;
      continue;
    }
    if (code === 9 || code === 11 || code === 12 || code === 32) {
      pos++;
      continue;
    }
    if (code === SLASH) {
      const next = text.charCodeAt(pos + 1);
      if (next !== SLASH && next !== ASTERISK) break;
      const trivia = triviaAt(text, pos)!;
      if (collecting) ranges.push({ pos, end: trivia.end, kind: trivia.kind as CommentRange['kind'] });
      pos = trivia.end;
      continue;
    }
    if (code > 127 && (isSingleLineWhitespace(code) || isLineBreak(code))) {
      pos++;
      continue;
    }
    break;
  }
  return ranges;
}
