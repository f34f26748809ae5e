/**
 * Orders strings by UTF-16 code units, as `Array.prototype.sort` does by default: the same on
 * every machine and locale (never `localeCompare`), so sorted output is byte-identical everywhere.
 */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
