import type { FileStamp } from '../../file-stamp';
import type { CallSiteResult } from '../merge-results';

/**
 * One call-site file's result as the persistent cache stores it, with everything it was derived
 * from: the content hash of every file that shaped it (null: the file did not exist) and the
 * paths module resolution tried without finding anything (a file created there could change
 * what an import means: a new `index.ts` shadowing one).
 */
export interface StoredExtraction {
  file: string;
  inputs: Record<string, string | null>;
  lookups: string[];
  /** Project files behind left-out imports, by the hash of what was read of them (see cut-graph.ts). */
  leftOut: Record<string, string>;
  /** Stamps of inputs and folders taken before they were read: one that keeps its stamp need not be read again. */
  stamps?: Record<string, FileStamp>;
  /**
   * Folders whose entries shaped the result, by their listing then (folder-listing.ts; null: missing):
   * how the syntactic engine, which cannot name the paths its resolver tried in vain, stands for
   * `lookups`.
   */
  folders?: Record<string, string | null>;
  result: CallSiteResult;
}

/** The project-wide facts a stored project scan depends on (see project-snapshot.ts). */
export interface StoredProject {
  /** The tsconfig used, or where one was expected when none was found. */
  configPath: string;
  configFound: boolean;
  /** The tsconfig and every file it extends, by content hash. */
  configInputs: Record<string, string | null>;
  /** The project's source files as the tsconfig lists them. */
  fileNames: string[];
  /** The folders `include` reads, and every source file found in them when the scan ran. */
  sourceFolders: { folder: string; recursive: boolean }[];
  listing: string[];
  /** The files of `fileNames` that may hold call sites. */
  callSites: string[];
  /** P1/P2 diagnostics of the tsconfig. */
  diagnostics: CallSiteResult['diagnostics'];
}
