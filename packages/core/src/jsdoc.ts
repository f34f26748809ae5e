import type { ts } from 'ts-morph';
import { docBlockRange } from './syntax/trivia';

/** One `@tag text` of a JSDoc block. */
export interface JsDocTag {
  name: string;
  /** The text after the tag name up to the next tag, trimmed (`''` when none). */
  text: string;
}

/** A parsed `/** *\/` block. */
export interface JsDocBlock {
  /** Text before the first tag, trimmed, line breaks kept as `\n`. */
  description: string;
  tags: JsDocTag[];
  /** Offsets of the block in its source file. */
  pos: number;
  end: number;
}

const TAG = /(^|\s)@([A-Za-z][\w-]*)/g;

/** Parses the text of one `/** ... *\/` comment (delimiters included). */
function parseJsDocComment(comment: string): Omit<JsDocBlock, 'pos' | 'end'> {
  const body = comment
    .slice(3, -2)
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*\*?( ?)/, '').trimEnd())
    .join('\n');
  const starts: { index: number; name: string; after: number }[] = [];
  for (const match of body.matchAll(TAG)) {
    const index = match.index + match[1].length;
    starts.push({ index, name: match[2], after: index + 1 + match[2].length });
  }
  const description = body.slice(0, starts[0]?.index ?? body.length).trim();
  const tags = starts.map((tag, i) => ({
    name: tag.name,
    text: body.slice(tag.after, starts[i + 1]?.index ?? body.length).trim(),
  }));
  return { description, tags };
}

/**
 * The `/** *\/` block in the trivia from `pos` (where a node's leading trivia starts) to `start`
 * (its first token): see `docBlockRange`. Both engines read blocks through this one function.
 */
export function readJsDocAt(text: string, pos: number, start: number): JsDocBlock | undefined {
  const found = docBlockRange(text, pos, start);
  if (!found) return undefined;
  return { ...parseJsDocComment(text.slice(found.pos, found.end)), ...found };
}

/**
 * The `/** *\/` block that documents `node`: the last one in the trivia before it. A block on the
 * line above counts, and so does one just before on the same line — also right after `{`, `(` or
 * `[` on the same line, which TypeScript itself does not attach. A block that trails the previous
 * statement on its own line (`a: string; /** x *\/` then a line break) is not this node's.
 */
export function readJsDoc(
  node: ts.Node,
  sourceFile: ts.SourceFile = node.getSourceFile(),
): JsDocBlock | undefined {
  // A shared type's fields are read once for every tool that uses it: remember each node's block.
  let block = blocks.get(node);
  if (block === undefined) {
    block = readJsDocAt(sourceFile.text, node.pos, node.getStart(sourceFile, false)) ?? null;
    blocks.set(node, block);
  }
  return block ?? undefined;
}

// Keyed by syntax node: an edited file is parsed anew, so a stale entry is never looked up again.
const blocks = new WeakMap<ts.Node, JsDocBlock | null>();
