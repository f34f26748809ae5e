import { existsSync } from 'node:fs';
import path from 'node:path';
import { type FileStamp, isSettled, sameStamp, stampOf } from '../../file-stamp';
import { readListing } from '../../folder-listing';
import { isCallSiteCandidate, isDeclarationFile } from '../../project/prefilter';
import { mayDeclareGlobals } from '../../project/script-files';
import { readTextFile } from '../../read-text-file';
import type { CallSiteResult } from '../merge-results';
import type { StoredExtraction, StoredProject } from './entries';
import { createFileFacts, type StoredFileFacts, snapshotFileFacts } from './file-facts';
import { contentHash } from './hash';
import { environmentOf, listSourceFiles } from './project-snapshot';
import { createJsonStore } from './store';
import { isWellFormedExtraction, isWellFormedProject } from './stored-result';

/**
 * Schemas and diagnostics per call-site file, kept on disk between processes. A stored result is
 * served only while everything it was derived from is unchanged: the content of every file that
 * shaped it, the tsconfig and the files it extends, the lockfile, the extractor and TypeScript
 * (the folder's name is their fingerprint and the options), and every path module resolution
 * tried in vain (a file created there could change an import) or, for the syntactic engine's
 * results, the entries of every folder it looked at. Checking reads files and hashes them, except
 * files that keep the stamp recorded when they were read, and the project files whose stamp the
 * stored scan recorded with what the checks read of them (file-facts.ts); it never loads
 * TypeScript. A stale result is a defect, a miss only costs time.
 */
export interface PersistentCache {
  /** The whole project's call-site results, when the stored scan is still exact. */
  readProject():
    | {
        results: Map<string, CallSiteResult>;
        diagnostics: CallSiteResult['diagnostics'];
        /** The project's source files now (what the tsconfig listed, less those deleted since). */
        fileNames: string[];
      }
    | undefined;
  /** One call-site file's stored result, still valid for `code` (else the text on disk). */
  readFile(file: string, code?: string): CallSiteResult | undefined;
  /** Stores results; `configFiles` (the tsconfig and what it extends) shaped them all. */
  writeExtractions(extractions: readonly StoredExtraction[], configFiles: readonly string[]): void;
  writeProject(
    project: Omit<StoredProject, 'configInputs' | 'configLookups'> & { configFiles: string[] },
  ): void;
  /** A file changed: its text is read again (checks otherwise read each file once per process). */
  forget(file: string): void;
}

interface StoredProjectFile extends StoredProject {
  configLookups: string[];
  fileFacts?: StoredFileFacts;
}

/** Opens the cache of one project (`folder` already names the extractor's fingerprint and options). */
export function openPersistentCache(
  folder: string,
  root: string,
  explicitTsconfig: string | undefined,
): PersistentCache {
  const store = createJsonStore(folder);
  // Reads and stamps are numbered: a stamp vouches for a text only if it was taken before the read.
  let reads = 0;
  const readAt = new Map<string, number>();
  /** `read(path)`, once per path and process (`forget` drops it), numbered. */
  const readOnce = <T>(known: Map<string, T>, path: string, read: (path: string) => T): T => {
    if (!known.has(path)) {
      readAt.set(path, ++reads);
      known.set(path, read(path));
    }
    return known.get(path) as T;
  };
  const texts = new Map<string, string | undefined>();
  const textOf = (file: string) => readOnce(texts, file, readTextFile);
  const hashOf = (file: string) => {
    const text = textOf(file);
    return text === undefined ? null : contentHash(text);
  };
  let environment: { inputs: Record<string, string | null>; missing: string[] } | undefined;
  // Read once, before any extraction: what is stored is keyed by what the extraction saw.
  const environmentNow = () => {
    if (!environment) {
      const { files, missing } = environmentOf(root, explicitTsconfig);
      environment = { inputs: Object.fromEntries(files.map((file) => [file, hashOf(file)])), missing };
    }
    return environment;
  };
  // Stamps and listings now, once per file and folder and process (`forget` drops them).
  const stamps = new Map<string, { stamp: FileStamp; at: number; settled: boolean } | undefined>();
  const stampNow = (file: string) => {
    if (!stamps.has(file)) {
      const takenMs = Date.now();
      const stamped = stampOf(file);
      stamps.set(
        file,
        stamped && { stamp: stamped.stamp, at: ++reads, settled: isSettled(stamped, takenMs) },
      );
    }
    return stamps.get(file);
  };
  const listings = new Map<string, string | null>();
  const listingNow = (folder: string) => readOnce(listings, folder, readListing);
  // Stamped even when nothing stored one: see `freshStamps`.
  const keepsStamp = (stored: Record<string, FileStamp>, file: string) => {
    const now = stampNow(file);
    return Object.hasOwn(stored, file) && sameStamp(stored[file], now?.stamp);
  };
  /**
   * Stamps a served entry lacked (its files had just changed when it was stored) that now vouch for
   * what was read: taken before the read, of a file settled since. Stored back, so that the next
   * process stats the file instead of reading it, as git refreshes its index.
   */
  const freshStamps = (entry: StoredExtraction, code: string | undefined): Record<string, FileStamp> => {
    const fresh: Record<string, FileStamp> = {};
    for (const path of [...Object.keys(entry.inputs), ...Object.keys(entry.folders ?? {})]) {
      if (Object.hasOwn(entry.stamps ?? {}, path) || (code !== undefined && path === entry.file)) continue;
      const now = stamps.get(path);
      const read = readAt.get(path);
      if (now?.settled && read !== undefined && now.at < read) fresh[path] = now.stamp;
    }
    return fresh;
  };
  const unchanged = (
    {
      inputs,
      lookups,
      stamps: storedStamps = {},
      folders = {},
    }: Omit<StoredExtraction, 'file' | 'result' | 'leftOut'>,
    code?: [string, string],
  ) =>
    Object.entries(inputs).every(([file, hash]) =>
      code && file === code[0]
        ? contentHash(code[1]) === hash
        : keepsStamp(storedStamps, file) || hashOf(file) === hash,
    ) &&
    !lookups.some((lookup) => existsSync(lookup)) &&
    Object.entries(folders).every(
      ([folder, listing]) => keepsStamp(storedStamps, folder) || listingNow(folder) === listing,
    );
  const entryName = (file: string) => `files/${contentHash(file)}.json`;

  function readFile(file: string, code?: string): CallSiteResult | undefined {
    if (storedScan()?.globalsAdded) return undefined;
    const entry = store.read<unknown>(entryName(file));
    // An entry is data, never code: one that is not what this code writes is a miss (stored-result.ts).
    if (!isWellFormedExtraction(entry) || entry.file !== file) return undefined;
    if (!unchanged(entry, code === undefined ? undefined : [file, code])) return undefined;
    const leftOutUnchanged = Object.entries(entry.leftOut).every(
      ([walked, hash]) => fileFacts.of(walked).leftOutHash === hash,
    );
    if (!leftOutUnchanged) return undefined;
    const fresh = freshStamps(entry, code);
    if (Object.keys(fresh).length > 0)
      store.write(entryName(file), { ...entry, stamps: { ...entry.stamps, ...fresh } });
    return entry.result;
  }

  /**
   * The stored scan and how the source folders differ from its listing now, read once per
   * process: a file added since that is a `.d.ts` or a script may declare globals any stored
   * result could have resolved differently, so then nothing stored is served.
   */
  let scanNow:
    | { project: StoredProjectFile; added: string[]; removed: Set<string>; globalsAdded: boolean }
    | null
    | undefined;
  const storedScan = () => {
    if (scanNow === undefined) {
      const project = store.read<unknown>('project.json');
      if (!isWellFormedProject(project)) scanNow = null;
      else {
        const listing = listSourceFiles(project.sourceFolders);
        const before = new Set(project.listing);
        const now = new Set(listing);
        const added = listing.filter((file) => !before.has(file));
        const removed = new Set(project.listing.filter((file) => !now.has(file)));
        const globalsAdded = added.some(
          (file) => isDeclarationFile(file) || mayDeclareGlobals(file, textOf(file)),
        );
        scanNow = { project: project as StoredProjectFile, added, removed, globalsAdded };
      }
    }
    return scanNow;
  };

  const fileFacts = createFileFacts(() => storedScan()?.project.fileFacts, textOf);

  function readProject() {
    const scan = storedScan();
    if (!scan || scan.globalsAdded) return undefined;
    const { project, added, removed } = scan;
    if (!unchanged({ inputs: project.configInputs, lookups: project.configLookups })) return undefined;
    // Files appeared or went away: fine unless one may hold call sites or declare globals
    // (whether the tsconfig includes a new file, only TypeScript can tell).
    const mayHoldCallSites = (file: string) => isCallSiteCandidate(file) && fileFacts.of(file).mentionsSdk;
    if (added.some(mayHoldCallSites)) return undefined;
    const fileNames = project.fileNames.filter((file) => !removed.has(file));
    if (fileNames.length < project.fileNames.length && [...removed].some((file) => isDeclarationFile(file)))
      return undefined;
    const results = new Map<string, CallSiteResult>();
    for (const file of fileNames.filter(mayHoldCallSites)) {
      const result = readFile(file);
      if (!result) return undefined;
      results.set(file, result);
    }
    return { results, diagnostics: project.diagnostics, fileNames };
  }

  return {
    readProject,
    readFile,
    writeExtractions(extractions, configFiles) {
      const { inputs, missing } = environmentNow();
      const configInputs = Object.fromEntries(configFiles.map((file) => [file, hashOf(file)]));
      for (const extraction of extractions) {
        store.write(entryName(extraction.file), {
          ...extraction,
          inputs: { ...extraction.inputs, ...configInputs, ...inputs },
          lookups: [...new Set([...extraction.lookups, ...missing])].sort(),
        });
      }
    },
    writeProject({ configFiles, ...project }) {
      const { inputs, missing } = environmentNow();
      const configInputs = {
        ...Object.fromEntries(configFiles.map((file) => [file, hashOf(file)])),
        ...inputs,
      };
      store.write('project.json', {
        ...project,
        configInputs,
        configLookups: missing,
        fileFacts: snapshotFileFacts(project.listing),
      });
    },
    forget: (file) => {
      texts.delete(file);
      readAt.delete(file);
      stamps.delete(file);
      const folder = path.posix.dirname(file);
      stamps.delete(folder);
      readAt.delete(folder);
      listings.delete(folder);
      fileFacts.forget(file);
      if (environment && file in environment.inputs) environment = undefined;
    },
  };
}
