import type { ts } from 'ts-morph';

/** The first line of a node's source text, shortened for a message (`makeName(...)`). */
export function shortSourceText(node: ts.Node, max = 60): string {
  const line = node.getText().split('\n')[0].trim();
  return line.length > max ? `${line.slice(0, max - 3)}...` : line;
}
