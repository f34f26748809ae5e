/**
 * Names the first part of `value` that JSON cannot carry (`result.items[2] is a Map`), or undefined.
 * A loop, not recursion: a result JSON.stringify can carry (hundreds of thousands of levels deep)
 * must not overflow the stack here first.
 */
export function findNonJsonValue(value: unknown, path: string): string | undefined {
  // Depth-first in source order; an entry without a path marks leaving its object.
  const pending: [unknown, string?][] = [[value, path]];
  // Ancestors only, not every object seen: the same object twice in a tree is fine for JSON.
  const ancestors = new Set<unknown>();
  while (pending.length) {
    const [item, at] = pending.pop()!;
    if (at === undefined) {
      ancestors.delete(item);
      continue;
    }
    const type = typeof item;
    // The tag, not instanceof: a Map from another realm (an iframe) is a Map too.
    const tag = Object.prototype.toString.call(item).slice(8, -1);
    // What JSON walks into (a Date has toJSON: an ISO string).
    const walked = item && type === 'object' && typeof (item as { toJSON?: unknown }).toJSON !== 'function';
    const entries = walked ? Object.entries(item) : [];
    const kind =
      tag === 'Map' || tag === 'Set'
        ? tag
        : type === 'bigint'
          ? 'BigInt'
          : type === 'function' || type === 'symbol'
            ? type
            : ancestors.has(item)
              ? 'cycle'
              : // A DOM node, a Promise, a RegExp, an Error: JSON makes it `{}`, and the agent gets nothing.
                walked && tag !== 'Object' && tag !== 'Array' && !entries.length && tag;
    // The end of the path only: a result can be 100,000 levels deep.
    if (kind) return `${at.slice(-200)} is a ${kind}`;
    if (walked) {
      ancestors.add(item);
      pending.push([item]);
      for (let index = entries.length; index--; ) {
        const [key, child] = entries[index]!;
        pending.push([child, tag === 'Array' ? `${at}[${key}]` : `${at}.${key}`]);
      }
    }
  }
}
