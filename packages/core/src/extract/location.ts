import type { ts } from 'ts-morph';
import type { SourceLocation } from '../types';

/** The 1-based location of a node's first token. */
export function locationOf(node: ts.Node): SourceLocation {
  const sourceFile = node.getSourceFile();
  const { line, character } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
  return { file: sourceFile.fileName, line: line + 1, column: character + 1 };
}
