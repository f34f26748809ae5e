import { ts } from 'ts-morph';

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
    block = scanJsDoc(node, sourceFile) ?? null;
    blocks.set(node, block);
  }
  return block ?? undefined;
}

// Keyed by syntax node: an edited file is parsed anew, so a stale entry is never looked up again.
const blocks = new WeakMap<ts.Node, JsDocBlock | null>();

function scanJsDoc(node: ts.Node, sourceFile: ts.SourceFile): JsDocBlock | undefined {
  const text = sourceFile.text;
  const start = node.getStart(sourceFile, false);
  let found: { pos: number; end: number } | undefined;
  let sawNewlineBefore = false;
  let candidateOnFirstLine = false;
  // Walk the trivia by hand: ts.getLeadingCommentRanges skips comments on the first line.
  const scanner = triviaScanner(sourceFile.languageVariant, text);
  scanner.resetTokenState(node.pos);
  while (scanner.getTokenEnd() < start) {
    const kind = scanner.scan();
    if (kind === ts.SyntaxKind.NewLineTrivia) {
      sawNewlineBefore = true;
      // At the very start of the file no statement precedes the block, so it is this node's.
      if (found && candidateOnFirstLine)
        found = node.pos === 0 || isAfterOpener(text, node.pos) ? found : undefined;
      candidateOnFirstLine = false;
    } else if (kind === ts.SyntaxKind.MultiLineCommentTrivia) {
      const pos = scanner.getTokenStart();
      const end = scanner.getTokenEnd();
      if (text.startsWith('/**', pos) && !text.startsWith('/**/', pos)) {
        found = { pos, end };
        candidateOnFirstLine = !sawNewlineBefore;
      }
    } else if (kind !== ts.SyntaxKind.WhitespaceTrivia && kind !== ts.SyntaxKind.SingleLineCommentTrivia) {
      break;
    }
  }
  if (!found) return undefined;
  return { ...parseJsDocComment(text.slice(found.pos, found.end)), ...found };
}

// One scanner per language variant, reused: creating one per call is measurable at 1,000 tools.
const scanners = new Map<ts.LanguageVariant, ts.Scanner>();

function triviaScanner(languageVariant: ts.LanguageVariant, text: string): ts.Scanner {
  let scanner = scanners.get(languageVariant);
  if (!scanner) {
    scanner = ts.createScanner(ts.ScriptTarget.Latest, false, languageVariant);
    scanners.set(languageVariant, scanner);
  }
  scanner.setText(text);
  return scanner;
}

/** Whether the last token before `pos` opens a list (`{`, `(`, `[`), so a same-line block belongs to what follows. */
function isAfterOpener(text: string, pos: number): boolean {
  let i = pos - 1;
  while (i >= 0 && /\s/.test(text[i])) i--;
  return i >= 0 && '{(['.includes(text[i]);
}
