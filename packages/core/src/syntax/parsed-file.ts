import { type JsDocBlock, readJsDocAt } from '../jsdoc';
import type { SourceLocation } from '../types';
import { type AstNode, childNodes, linkParents } from './ast';
import { isLineBreak } from './trivia';

/** One file as the engine read it: its text, oxc's tree of it, and position helpers. */
export interface ParsedFile {
  fileName: string;
  text: string;
  program: AstNode;
  /** Whether oxc found a syntax error (the checker engine then reports M8s the engine cannot phrase). */
  hasErrors: boolean;
  /** The 1-based location of an offset, as TypeScript computes it. */
  locate(offset: number): SourceLocation;
  /** The offset of a 1-based line and column; undefined where TypeScript would throw (past the line or the file). */
  offsetOf(line: number, column: number): number | undefined;
  /** Where a node's leading trivia starts (TypeScript's `node.pos`): the end of the token before it. */
  fullStart(node: AstNode): number;
  /** The `/** *\/` block that documents `node`, read as the checker engine reads it. */
  jsDoc(node: AstNode): JsDocBlock | undefined;
}

/** Creates a parsed file over oxc's answer (parents are linked here, once). */
export function createParsedFile(
  fileName: string,
  text: string,
  program: AstNode,
  hasErrors: boolean,
): ParsedFile {
  linkParents(program);
  let lineStarts: number[] | undefined;
  const docs = new Map<AstNode, JsDocBlock | null>();
  const fullStarts = new Map<AstNode, number>();

  function fullStart(node: AstNode): number {
    let known = fullStarts.get(node);
    if (known !== undefined) return known;
    const parent = node.parent;
    if (!parent) return 0;
    let from = parent.start;
    for (const sibling of childNodes(parent))
      if (sibling !== node && sibling.end <= node.start && sibling.end > from) from = sibling.end;
    known = from >= node.start ? fullStart(parent) : endOfLastToken(text, from, node.start);
    fullStarts.set(node, known);
    return known;
  }

  return {
    fileName,
    text,
    program,
    hasErrors,
    locate(offset) {
      lineStarts ??= computeLineStarts(text);
      const line = lineOf(lineStarts, offset);
      return { file: fileName, line: line + 1, column: offset - lineStarts[line] + 1 };
    },
    offsetOf(line, column) {
      lineStarts ??= computeLineStarts(text);
      const index = line - 1;
      if (index < 0 || index >= lineStarts.length || column < 1) return undefined;
      const offset = lineStarts[index] + column - 1;
      const limit = index + 1 < lineStarts.length ? lineStarts[index + 1] - 1 : text.length;
      return offset <= limit ? offset : undefined;
    },
    fullStart,
    jsDoc(node) {
      let block = docs.get(node);
      if (block === undefined) {
        block = readJsDocAt(text, fullStart(node), node.start) ?? null;
        docs.set(node, block);
      }
      return block ?? undefined;
    },
  };
}

/** Line starts as TypeScript's `computeLineStarts` finds them (`\r\n`, `\n`, `\r`, U+2028, U+2029). */
function computeLineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (!isLineBreak(code)) continue;
    if (code === 13 && text.charCodeAt(i + 1) === 10) i++;
    starts.push(i + 1);
  }
  return starts;
}

function lineOf(starts: number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle] <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

const WORD = /[\p{ID_Continue}$\u200c\u200d]/u;

/**
 * The end of the last token in `[from, to)`, where only punctuation, keywords and trivia lie
 * (what separates a node from its previous sibling or its parent's start); `from` when none.
 */
function endOfLastToken(text: string, from: number, to: number): number {
  let last = from;
  let at = from;
  while (at < to) {
    const code = text.charCodeAt(at);
    if (code === 47 && text.charCodeAt(at + 1) === 47) {
      while (at < to && !isLineBreak(text.charCodeAt(at))) at++;
    } else if (code === 47 && text.charCodeAt(at + 1) === 42) {
      const close = text.indexOf('*/', at + 2);
      at = close === -1 ? to : close + 2;
    } else if (/\s/.test(text[at])) {
      at++;
    } else if (WORD.test(text[at])) {
      while (at < to && WORD.test(text[at])) at++;
      last = at;
    } else {
      at++;
      last = at;
    }
  }
  return last;
}
