import { DiagnosticCode } from '../diagnostics/codes';
import { toAbsolutePosixPath } from '../project/paths';
import { createSyntacticEngine, isBail } from '../syntactic/syntactic-engine';
import type { OxcToolkit } from '../syntax/oxc-toolkit';
import type { Diagnostic, ExtractorOptions, ExtractResult } from '../types';
import { createCheckerClient } from './checker-client';
import { type CallSiteResult, mergedResult } from './merge-results';
import { openCache } from './open-cache';
import { storedSyntacticExtraction } from './persistent-cache/syntactic-extraction';

/** Options of `createSchemaService`: the extractor's, and how its two engines run. */
export interface SchemaServiceOptions extends ExtractorOptions {
  /**
   * Whether the checker engine runs in a worker thread (when the build ships one), so that loading
   * TypeScript and checking never block the thread that serves the bundler.
   * @default true
   */
  worker?: boolean;
  /** oxc's parser and resolver when the host already carries them (Vite 8, Rolldown). */
  oxc?: Partial<OxcToolkit>;
  /**
   * Development: once the service has been idle a moment, the checker engine derives again every
   * result the syntactic engine gave, and a difference pins that file to the checker (reported as
   * an I1 diagnostic, `onResultChanged` called).
   * @default false
   */
  shadow?: boolean;
  /** A call-site file's result changed without a file change (a shadow check): serve it again. */
  onResultChanged?: (file: string) => void;
}

/** Which engine answered, for the bench and for people: counts, and why the syntactic engine bailed. */
export interface SchemaServiceStats {
  served: { cache: number; syntactic: number; checker: number };
  /** Bail reason → call-site files that bailed for it. */
  bails: Record<string, string[]>;
  /** Fast answers the checker checked (development, `shadow`). */
  shadowChecked: number;
  /** Call-site files whose shadow check found a difference. */
  mismatches: string[];
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
  stats(): SchemaServiceStats;
  /** Stops the checker engine's worker and any pending shadow check. */
  close(): Promise<void>;
}

/** How long the service must have been idle before a shadow check runs. */
const SHADOW_IDLE_MS = 1000;

interface Served {
  result: CallSiteResult;
  /** The text the result was derived from (undefined: what was on disk). */
  code: string | undefined;
}

/**
 * Creates the schema service of one build. Each call-site file is served from the persistent
 * cache when everything its result was derived from is unchanged; else by the syntactic engine
 * when it can prove its answer the checker's; else by the checker engine, in a worker thread.
 * What either engine derives is stored for the next process. Results are kept until a file they
 * depend on changes.
 */
export function createSchemaService(options: SchemaServiceOptions = {}): SchemaService {
  const root = toAbsolutePosixPath(options.root ?? process.cwd());
  const { worker, oxc, shadow, onResultChanged, ...extractorOptions } = options;
  const engineOptions = { ...extractorOptions, root };
  const cache = openCache(root, engineOptions);
  const syntactic = createSyntacticEngine({ ...engineOptions, oxc });
  const checker = createCheckerClient(engineOptions, { worker });
  let checkerStarted = false;
  const served = new Map<string, Served>();
  const inFlight = new Map<string, { code: string | undefined; result: Promise<CallSiteResult> }>();
  /** Counts the changes reported, so that a result derived across one is not kept. */
  let changes = 0;
  const stats: SchemaServiceStats = {
    served: { cache: 0, syntactic: 0, checker: 0 },
    bails: {},
    shadowChecked: 0,
    mismatches: [],
  };
  /** Files the shadow check found the syntactic engine wrong about: the checker serves them. */
  const pinned = new Set<string>();
  const shadowQueue = new Map<string, Served>();
  let shadowTimer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  function startChecker() {
    if (!checkerStarted) {
      checkerStarted = true;
      checker.start();
    }
    return checker;
  }

  async function derive(file: string, code: string | undefined): Promise<CallSiteResult> {
    const stored = cache?.readFile(file, code);
    if (stored) {
      stats.served.cache++;
      return stored;
    }
    if (!pinned.has(file)) {
      const fast = syntactic.extractFile(file, code);
      if (!isBail(fast)) {
        stats.served.syntactic++;
        storeSyntactic(file, fast);
        if (shadow) queueShadowCheck(file, { result: fast, code });
        return fast;
      }
      stats.bails[fast.bail] = [...(stats.bails[fast.bail] ?? []), file];
    }
    stats.served.checker++;
    const answer = await startChecker().extractFile(file, code);
    cache?.writeExtractions(answer.fresh, answer.configFiles);
    return answer.result;
  }

  // What the syntactic engine read is taken with its answer, and hashed and written once the
  // answer is on its way (or when the service closes): storing is no part of serving.
  const unstored = new Map<string, () => void>();
  let storing: ReturnType<typeof setImmediate> | undefined;
  function storeSyntactic(file: string, result: CallSiteResult): void {
    const provenance = cache && syntactic.provenance();
    if (!provenance) return;
    unstored.set(file, () => {
      const stored = storedSyntacticExtraction(file, result, provenance);
      if (stored) cache?.writeExtractions([stored], provenance.configFiles);
    });
    storing ??= setImmediate(storeAll);
  }
  function storeAll(): void {
    clearImmediate(storing);
    storing = undefined;
    for (const [file, store] of unstored) {
      unstored.delete(file);
      store();
    }
  }

  async function extractCallSites(fileName: string, code?: string): Promise<ExtractResult> {
    const file = toAbsolutePosixPath(fileName, root);
    postponeShadowCheck();
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
    shadowQueue.clear();
    cache?.forget(file);
    syntactic.fileChanged(file);
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

  function queueShadowCheck(file: string, answer: Served): void {
    shadowQueue.set(file, answer);
    postponeShadowCheck();
  }

  // The check waits for a quiet moment: it must never compete with the bundler for the machine.
  function postponeShadowCheck(): void {
    if (!shadow || closed) return;
    clearTimeout(shadowTimer);
    shadowTimer = shadowQueue.size > 0 ? setTimeout(runShadowChecks, SHADOW_IDLE_MS) : undefined;
    shadowTimer?.unref?.();
  }

  async function runShadowChecks(): Promise<void> {
    shadowTimer = undefined;
    const changesBefore = changes;
    for (const [file, fast] of [...shadowQueue]) {
      shadowQueue.delete(file);
      const answer = await startChecker().extractFile(file, fast.code);
      // A change arrived meanwhile: what was compared is no longer what is served.
      if (closed || changes !== changesBefore) return;
      stats.shadowChecked++;
      if (JSON.stringify(answer.result) === JSON.stringify(fast.result)) continue;
      pinned.add(file);
      stats.mismatches.push(file);
      unstored.delete(file);
      // What was stored of the syntactic engine's answer is replaced too.
      cache?.writeExtractions(answer.fresh, answer.configFiles);
      const result = { ...answer.result, diagnostics: [...answer.result.diagnostics, engineMismatch(file)] };
      served.set(file, { result, code: fast.code });
      onResultChanged?.(file);
    }
  }

  return {
    extractCallSites,
    fileChanged,
    // Read without TypeScript when the tsconfig reads cleanly (the usual case): only a broken one
    // needs the checker's words, and the checker then starts.
    projectDiagnostics: async () => syntactic.projectDiagnostics() ?? startChecker().projectDiagnostics(),
    warmUp: () => void startChecker(),
    stats: () => structuredClone(stats),
    close: async () => {
      closed = true;
      clearTimeout(shadowTimer);
      storeAll();
      await checker.close();
    },
  };
}

function engineMismatch(file: string): Diagnostic {
  return {
    code: DiagnosticCode.EngineMismatch,
    severity: 'warning',
    message:
      'The fast syntactic engine answered differently from the TypeScript checker for this file; the checker answers for it from now on',
    hint: 'Nothing to change in your code: please report this file to webmcp-nexus (its schemas are right)',
    file,
    line: 1,
    column: 1,
  };
}
