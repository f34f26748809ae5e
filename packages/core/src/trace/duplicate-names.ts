import path from 'node:path';
import { DiagnosticCode } from '../diagnostics/codes';
import type { Diagnostic, SourceLocation } from '../types';

/** What the duplicate check needs of an entry, whichever engine traced it (no TypeScript here: the syntactic engine shares it). */
export interface EntryView {
  name: string;
  /** The function's identity: the same value for the same function. */
  fn: unknown;
  /** Where the key is written. */
  key: SourceLocation;
  /** The sides of `?:`/`&&`/`||`/`??` the entry sits on (`branching`: the expression's identity). */
  branches: readonly { branching: unknown; side: number }[];
  /** The object literal whose key names the entry, when one does (its identity). */
  literal?: unknown;
}

/**
 * Keeps one entry per name and function. Two different functions under one name in one call
 * are both kept: the later map wins at run time (the guide's "later maps override"), and either
 * may be the one registered, so both need schemas. Only where the later entry is present
 * whenever the earlier one is (an unconditional override) can the earlier one never be
 * registered: an M5 warning (`overridden(earlier, later)`) at the earlier key.
 */
export function keepDistinctEntries<T>(
  entries: readonly T[],
  view: (entry: T) => EntryView,
  overridden: (earlier: T, later: T) => void,
): T[] {
  const kept: T[] = [];
  // The entries kept so far under each name (one call can hold a thousand tools).
  const byName = new Map<string, T[]>();
  for (const entry of entries) {
    const seen = view(entry);
    const sameName = byName.get(seen.name) ?? [];
    if (sameName.some((other) => view(other).fn === seen.fn)) continue;
    for (const earlier of sameName) {
      // Two keys of one literal are an M9 error already (duplicate-keys.ts).
      const literal = view(earlier).literal;
      if (literal !== undefined && literal === seen.literal) continue;
      if (alwaysPresentWith(seen.branches, view(earlier).branches)) overridden(earlier, entry);
    }
    kept.push(entry);
    byName.set(seen.name, [...sameName, entry]);
  }
  return kept;
}

/** True when every condition `later` needs is also needed by `earlier`: `later` is there whenever `earlier` is. */
function alwaysPresentWith(later: EntryView['branches'], earlier: EntryView['branches']): boolean {
  return later.every((choice) =>
    earlier.some((other) => other.branching === choice.branching && other.side === choice.side),
  );
}

/** M5's text: `earlier` is always overridden by `later`. */
export function overriddenText(
  earlier: EntryView,
  later: EntryView,
): Omit<Diagnostic, 'file' | 'line' | 'column'> {
  const where =
    later.key.file === earlier.key.file
      ? `line ${later.key.line}`
      : `${path.basename(later.key.file)}:${later.key.line}`;
  return {
    code: DiagnosticCode.DuplicateName,
    severity: 'warning',
    message: `"${earlier.name}" is always overridden by a different function later in this call (at ${where}): this one is never registered`,
    hint: 'Remove this entry, or make one of the two conditional (later maps override earlier ones)',
    toolName: earlier.name,
  };
}
