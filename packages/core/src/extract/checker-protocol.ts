import type { Diagnostic } from '../types';
import type { Engine } from './engine';
import type { CallSiteResult } from './merge-results';
import type { StoredExtraction } from './persistent-cache/entries';

/** What the checker engine answers for one call-site file, with what the persistent cache stores of it. */
export interface CheckerAnswer {
  result: CallSiteResult;
  /** The extractions derived afresh for this answer, keyed for the persistent cache. */
  fresh: StoredExtraction[];
  /** The tsconfig and every file it extends (they shaped every result). */
  configFiles: string[];
}

/** The requests the checker engine serves, wherever it runs (this thread or a worker). */
export interface CheckerRequests {
  extractFile(file: string, code?: string): CheckerAnswer;
  noteChange(file: string, code?: string): void;
  projectDiagnostics(): Diagnostic[];
}

/** Serves the checker requests with one warm engine. */
export function checkerRequestsOf(engine: Engine): CheckerRequests {
  return {
    extractFile(file, code) {
      const { tools, diagnostics, dependencies } = engine.extractFile(file, code);
      return {
        result: { tools, diagnostics, files: dependencies },
        fresh: engine.takeFresh(),
        configFiles: engine.tsconfig().configFiles,
      };
    },
    noteChange: (file, code) => engine.noteChange(file, code),
    projectDiagnostics: () => engine.tsconfig().diagnostics,
  };
}

/** A request as it crosses to a worker, and its answer. */
export type CheckerMessage = {
  [Method in keyof CheckerRequests]: {
    id: number;
    method: Method;
    args: Parameters<CheckerRequests[Method]>;
  };
}[keyof CheckerRequests];

export type CheckerReply = { id: number; value: unknown } | { id: number; error: string };
