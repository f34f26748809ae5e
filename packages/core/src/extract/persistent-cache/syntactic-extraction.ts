import type { FileStamp } from '../../file-stamp';
import { isInNodeModules } from '../../project/paths';
import type { SyntacticProvenance } from '../../syntactic/syntactic-engine';
import type { CallSiteResult } from '../merge-results';
import type { StoredExtraction } from './entries';
import { contentHash } from './hash';

/**
 * A result of the syntactic engine as the persistent cache stores it: every project file the
 * engine had read by then is an input (more than this call site needed when it served others
 * before: a miss costs time, a stale result is a defect), with the stamp that spares the next
 * process reading it; and every folder whose entries it looked at, by its listing then. Packages
 * are left to the lockfile, as for the checker engine's results. Undefined when the call-site
 * file itself was not read (a file that never names the SDK is cheaper to read than to look up).
 */
export function storedSyntacticExtraction(
  file: string,
  result: CallSiteResult,
  provenance: SyntacticProvenance,
): StoredExtraction | undefined {
  if (!provenance.reads.has(file)) return undefined;
  const inputs: Record<string, string | null> = {};
  const stamps: Record<string, FileStamp> = {};
  for (const [read, { text, stamp }] of provenance.reads) {
    if (isInNodeModules(read)) continue;
    inputs[read] = text === undefined ? null : contentHash(text);
    if (stamp) stamps[read] = stamp;
  }
  const folders: Record<string, string | null> = {};
  for (const [folder, { listing, stamp }] of provenance.folders) {
    folders[folder] = listing;
    if (stamp) stamps[folder] = stamp;
  }
  return { file, inputs, stamps, lookups: [], leftOut: {}, folders, result };
}
