import { DiagnosticCode } from '../diagnostics/codes';
import { toAbsolutePosixPath } from '../project/paths';
import type { Diagnostic, ExtractorOptions, ExtractResult } from '../types';
import { createCheckerClient } from './checker-client';
import { type CallSiteResult, mergedResult } from './merge-results';
import { openCache } from './open-cache';

/** Options of `createSchemaService`: the extractor's, and how the checker engine runs. */
export interface SchemaServiceOptions extends ExtractorOptions {
  /**
   * Whether the checker engine runs in a worker thread (when the build ships one), so that loading
   * TypeScript and checking never block the thread that serves the bundler.
   * @default true
   */
  worker?: boolean;
}

/** The build-facing face of the core: one call-site file at a time, asynchronously. */
export interface SchemaService {
  /**
   * The tools registered by the call sites of `file` (whose text is `code`, else read from disk),
   * each with the slot that delivers its schema, and their diagnostics and dependencies.
   */
  extractCallSites(file: string, code?: string): Promise<ExtractResult>;
  /**
   * A file changed (`code` given, else re-read) or was deleted: returns the call-site files whose
   * results it may change (their next `extractCallSites` derives them again).
   */
  fileChanged(file: string, code?: string): string[];
  /** The tsconfig's own problems (P1, P2), which concern every call site. */
  projectDiagnostics(): Promise<Diagnostic[]>;
  /** Starts the checker engine now, when the host knows it will be needed, so that it is warm by then. */
  warmUp(): void;
  /** Stops the checker engine's worker. */
  close(): Promise<void>;
}

interface Served {
  result: CallSiteResult;
  /** The text the result was derived from (undefined: what was on disk). */
  code: string | undefined;
}

/**
 * Creates the schema service of one build: each call-site file is served from the persistent cache
 * when everything its result was derived from is unchanged, else derived by the checker engine
 * (in a worker thread) and stored for the next process. Results are kept until a file they
 * depend on changes.
 */
export function createSchemaService(options: SchemaServiceOptions = {}): SchemaService {
  const root = toAbsolutePosixPath(options.root ?? process.cwd());
  const { worker, ...extractorOptions } = options;
  const engineOptions = { ...extractorOptions, root };
  const cache = openCache(root, engineOptions);
  const checker = createCheckerClient(engineOptions, { worker });
  let checkerStarted = false;
  const served = new Map<string, Served>();
  const inFlight = new Map<string, { code: string | undefined; result: Promise<CallSiteResult> }>();
  /** Counts the changes reported, so that a result derived across one is not kept. */
  let changes = 0;

  function startChecker() {
    if (!checkerStarted) {
      checkerStarted = true;
      checker.start();
    }
    return checker;
  }

  async function derive(file: string, code: string | undefined): Promise<CallSiteResult> {
    const stored = cache?.readFile(file, code);
    if (stored) return stored;
    const answer = await startChecker().extractFile(file, code);
    cache?.writeExtractions(answer.fresh, answer.configFiles);
    return answer.result;
  }

  async function extractCallSites(fileName: string, code?: string): Promise<ExtractResult> {
    const file = toAbsolutePosixPath(fileName, root);
    const known = served.get(file);
    if (known && (code === undefined || code === known.code)) return mergedResult([known.result]);
    let flight = inFlight.get(file);
    if (!flight || flight.code !== code) {
      const changesBefore = changes;
      const derived = derive(file, code).then((result) => {
        // A file changed meanwhile may have changed the answer: it is returned, never kept.
        if (changes === changesBefore) served.set(file, { result, code });
        return result;
      });
      const started = { code, result: derived };
      flight = started;
      inFlight.set(file, started);
      void derived.finally(() => inFlight.get(file) === started && inFlight.delete(file)).catch(() => {});
    }
    return mergedResult([await flight.result]);
  }

  function fileChanged(fileName: string, code?: string): string[] {
    const file = toAbsolutePosixPath(fileName, root);
    changes++;
    inFlight.clear();
    cache?.forget(file);
    if (checkerStarted) void checker.noteChange(file, code).catch(() => {});
    const affected: string[] = [];
    for (const [callSite, { result }] of served) {
      // What an untraceable value waits for cannot be pinned to a file: any change traces it again.
      const untraceable = result.diagnostics.some(
        (diagnostic) => diagnostic.code === DiagnosticCode.Untraceable,
      );
      if (callSite === file || untraceable || result.files.includes(file)) affected.push(callSite);
    }
    for (const callSite of affected) served.delete(callSite);
    return affected.sort();
  }

  return {
    extractCallSites,
    fileChanged,
    projectDiagnostics: () => startChecker().projectDiagnostics(),
    warmUp: () => void startChecker(),
    close: () => checker.close(),
  };
}
