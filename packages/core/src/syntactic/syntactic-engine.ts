import type { CallSiteResult } from '../extract/merge-results';
import type { OxcToolkit } from '../syntax/oxc-toolkit';

/** Options of `createSyntacticEngine` (the extractor's, minus what only the checker engine needs). */
export interface SyntacticEngineOptions {
  /** Project root (absolute); the tsconfig is looked up from here upwards, as the checker engine does. */
  root: string;
  /** The tsconfig, absolute or relative to `root`. @default looked up from `root` */
  tsconfig?: string;
  /** `ExtractorOptions.outputSchema`: derive output schemas too (the engine bails on it for now). @default false */
  outputSchema?: boolean;
  /** oxc's parser and resolver when the host carries them (Vite 8 / Rolldown); else the core's own are loaded. */
  oxc?: Partial<OxcToolkit>;
}

/**
 * Why the engine left a call-site file to the checker engine: a short stable reason (counted by
 * the bench, e.g. `type:generic`, `tsconfig:extends`), plus where and what, for people.
 */
export interface Bail {
  bail: string;
  /** What exactly was met (`Page<User>` at src/api.ts:12:3). Free text: never compare it. */
  detail?: string;
}

/**
 * What the engine answers for one call-site file: exactly what the checker engine's
 * `extractCallSiteFile` gives for it (tools, diagnostics and files, sorted and de-duplicated as
 * `mergedResult` sorts them), or a bail.
 */
export type SyntacticExtraction = CallSiteResult | Bail;

/** A syntactic engine over one project: per-file scopes kept warm across calls. */
export interface SyntacticEngine {
  /**
   * The tools registered by the SDK calls of `file` (absolute or relative to `root`; `code`
   * replaces its text on disk), or why the engine cannot prove its answer identical to the
   * checker engine's. Never throws.
   */
  extractFile(file: string, code?: string): SyntacticExtraction;
  /** A file changed, appeared or was deleted: forget what was read of it (and module resolution, on a new or deleted file). */
  fileChanged(file: string): void;
}

/** Whether an answer is a bail. */
export function isBail(extraction: SyntacticExtraction): extraction is Bail {
  return 'bail' in extraction;
}

/** Creates the engine. Nothing is read, and oxc is not loaded, until the first `extractFile`. */
export function createSyntacticEngine(_options: SyntacticEngineOptions): SyntacticEngine {
  return {
    extractFile: () => ({ bail: 'engine:not-written' }),
    fileChanged: () => {},
  };
}
