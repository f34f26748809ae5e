/** Paths per pattern: keeps each expression within what any bundler's regular-expression engine compiles. */
const PATHS_PER_PATTERN = 2000;

/**
 * Regular expressions that together match exactly the module ids `paths` (absolute paths) and
 * nothing else, each written as a prefix tree: `^/app/src/(?:a\.ts|b(?:\.ts|ar\.ts))$`. Bundlers
 * match filter patterns with a backtracking engine, where a plain alternation of a thousand paths
 * compares the shared folder prefix once per path and per module (measured: about 30 ms of a
 * 600 ms Vite 8 build); the tree compares each character once.
 */
export function exactPathPatterns(paths: readonly string[]): RegExp[] {
  const sorted = [...new Set(paths)].sort();
  const patterns: RegExp[] = [];
  for (let start = 0; start < sorted.length; start += PATHS_PER_PATTERN) {
    patterns.push(new RegExp(`^${prefixTree(sorted.slice(start, start + PATHS_PER_PATTERN))}$`));
  }
  return patterns;
}

/** The pattern of `sorted` (sorted, distinct, not empty): their common prefix, then each branch. */
function prefixTree(sorted: readonly string[]): string {
  // In sorted strings the common prefix of all is that of the first and the last.
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  let length = 0;
  while (length < first.length && first[length] === last[length]) length++;
  const rests = sorted.map((path) => path.slice(length));
  // The empty rest (one path ends here) sorts first.
  const endsHere = rests[0] === '';
  const branches: string[] = [];
  let start = endsHere ? 1 : 0;
  for (let index = start + 1; index <= rests.length; index++) {
    if (index === rests.length || rests[index][0] !== rests[start][0]) {
      branches.push(prefixTree(rests.slice(start, index)));
      start = index;
    }
  }
  const prefix = escapeRegExp(first.slice(0, length));
  if (branches.length === 0) return prefix;
  if (branches.length === 1 && !endsHere) return prefix + branches[0];
  return `${prefix}(?:${branches.join('|')})${endsHere ? '?' : ''}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
