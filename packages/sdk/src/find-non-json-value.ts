/** Names the first part of `value` that JSON cannot carry (`result.items[2] is a Map`), or undefined. */
export function findNonJsonValue(
  value: unknown,
  path: string,
  ancestors = new Set<unknown>(),
): string | undefined {
  const type = typeof value;
  const kind =
    value instanceof Map
      ? 'Map'
      : value instanceof Set
        ? 'Set'
        : type === 'bigint'
          ? 'BigInt'
          : type === 'function' || type === 'symbol'
            ? type
            : // Ancestors only, not every object seen: the same object twice in a tree is fine for JSON.
              ancestors.has(value) && 'cycle';
  if (kind) return `${path} is a ${kind}`;
  if (value && type === 'object' && typeof (value as { toJSON?: unknown }).toJSON !== 'function') {
    ancestors.add(value);
    for (const [key, item] of Object.entries(value)) {
      const found = findNonJsonValue(
        item,
        Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`,
        ancestors,
      );
      if (found) return found;
    }
    ancestors.delete(value);
  }
}
