import type { ts } from 'ts-morph';
import { type AstNode, child, isNode, linkParents, walk } from '../syntax/ast';
import { oxcToolkit } from '../syntax/oxc-toolkit';
import { findStateWrite as findStateWriteInTree } from '../syntax/readonly-writes';

/** Where a function's body writes, in its file: the offset and the writing code. */
export interface LocatedWrite {
  start: number;
  text: string;
}

const toolkit = oxcToolkit();
// One oxc tree per TypeScript source file (an edited file is a new source file).
const trees = new WeakMap<ts.SourceFile, AstNode | null>();

/**
 * The first place where a tool's body clearly writes (see syntax/readonly-writes.ts: one detector
 * for both engines and the lints, on oxc's tree of the function's file). Undefined when it finds
 * none, or when oxc cannot read the file.
 */
export function findStateWrite(fn: ts.SignatureDeclaration): LocatedWrite | undefined {
  const body = (fn as { body?: ts.Node }).body;
  if (!body) return undefined;
  const sourceFile = fn.getSourceFile();
  const tree = oxcTreeOf(sourceFile);
  const start = body.getStart(sourceFile);
  let found: AstNode | undefined;
  if (tree)
    walk(tree, (node) => {
      if (found) return false;
      const nodeBody = child(node, 'body');
      if (isFunctionLike(node) && isNode(nodeBody) && nodeBody.start === start && nodeBody.end === body.end)
        found = node;
      return undefined;
    });
  const write = found && findStateWriteInTree(found, sourceFile.text);
  return write && { start: write.start, text: sourceFile.text.slice(write.start, write.end) };
}

function oxcTreeOf(sourceFile: ts.SourceFile): AstNode | undefined {
  let tree = trees.get(sourceFile);
  if (tree === undefined) {
    const result = toolkit.parseSync(sourceFile.fileName, sourceFile.text, { preserveParens: true });
    tree = result.program as unknown as AstNode;
    linkParents(tree);
    trees.set(sourceFile, tree);
  }
  return tree ?? undefined;
}

function isFunctionLike(node: AstNode): boolean {
  return (
    node.type === 'FunctionDeclaration' ||
    node.type === 'FunctionExpression' ||
    node.type === 'ArrowFunctionExpression'
  );
}
