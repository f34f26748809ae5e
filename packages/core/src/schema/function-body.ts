import { ts } from 'ts-morph';

/**
 * Visits every node of a function's body without entering nested functions or classes when
 * `ownOnly` is set (their `return`s are not the tool's). Stops when `visit` returns true.
 */
export function walkFunctionBody(
  fn: ts.SignatureDeclaration,
  visit: (node: ts.Node) => boolean | undefined,
  options: { ownOnly: boolean },
): void {
  const body = (fn as { body?: ts.Node }).body;
  if (!body) return;
  let stopped = false;
  const walk = (node: ts.Node): void => {
    if (stopped) return;
    if (visit(node)) {
      stopped = true;
      return;
    }
    if (options.ownOnly && (ts.isFunctionLike(node) || ts.isClassLike(node))) return;
    ts.forEachChild(node, walk);
  };
  walk(body);
}
