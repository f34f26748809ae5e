import { readFileSync } from 'node:fs';
import { createEngine } from '../../src/extract/engine';
import { isCallSiteCandidate, mentionsSdk } from '../../src/project/prefilter';
import {
  createSyntacticEngine,
  isBail,
  type SyntacticEngine,
  type SyntacticResult,
} from '../../src/syntactic/syntactic-engine';
import type { ExtractResult } from '../../src/types';

/** How one call-site file came out of the two engines. */
export type Comparison =
  | { file: string; outcome: 'bail'; reason: string; detail?: string; tools: number }
  | { file: string; outcome: 'match'; tools: number }
  | { file: string; outcome: 'mismatch'; tools: number; differences: string[] };

/** Options of one project's comparison. */
export interface CompareOptions {
  root: string;
  outputSchema?: boolean;
  /** The call-site files to compare (default: every file that mentions the SDK). */
  files?: string[];
}

/**
 * Runs both engines on each call-site file of a project: the checker engine fresh per file (its
 * answer must not depend on other files extracted before), the syntactic engine warm across
 * them. The syntactic engine must bail or give exactly the checker engine's tools, diagnostics
 * and files, byte for byte (JSON with keys in the same order).
 */
export function compareEngines(options: CompareOptions, files: readonly string[]): Comparison[] {
  const syntactic: SyntacticEngine = createSyntacticEngine({
    root: options.root,
    outputSchema: options.outputSchema,
  });
  return files.map((file) => {
    const checker = createEngine({ root: options.root, outputSchema: options.outputSchema }).extractFile(
      file,
    );
    const answer = syntactic.extractFile(file);
    if (isBail(answer))
      return {
        file,
        outcome: 'bail',
        reason: answer.bail,
        detail: answer.detail,
        tools: checker.tools.length,
      };
    const differences = differencesBetween(checker, answer);
    return differences.length === 0
      ? { file, outcome: 'match', tools: checker.tools.length }
      : { file, outcome: 'mismatch', tools: checker.tools.length, differences };
  });
}

/** How the two engines read a project's tsconfig problems (P1, P2): the syntactic engine's may be `undefined` (ask the checker). */
export function compareProjectDiagnostics(options: CompareOptions): {
  outcome: 'match' | 'not-served' | 'mismatch';
  checker: string;
  syntactic: string | undefined;
} {
  const checker = JSON.stringify(createEngine({ root: options.root }).tsconfig().diagnostics);
  const answer = createSyntacticEngine({ root: options.root }).projectDiagnostics();
  const syntactic = answer === undefined ? undefined : JSON.stringify(answer);
  return {
    outcome: syntactic === undefined ? 'not-served' : syntactic === checker ? 'match' : 'mismatch',
    checker,
    syntactic,
  };
}

/** The files of a folder listing that may hold call sites (they mention the SDK). */
export function callSiteFiles(files: readonly string[]): string[] {
  return files.filter((file) => isCallSiteCandidate(file) && mentionsSdk(readFileSync(file, 'utf8'))).sort();
}

function differencesBetween(checker: ExtractResult, syntactic: SyntacticResult): string[] {
  const differences: string[] = [];
  const compare = (what: string, expected: unknown, actual: unknown) => {
    const left = JSON.stringify(expected);
    const right = JSON.stringify(actual);
    if (left !== right) differences.push(`${what}:\n  checker   ${left}\n  syntactic ${right}`);
  };
  compare('tool count', checker.tools.length, syntactic.tools.length);
  for (const [index, tool] of checker.tools.entries())
    compare(`tool ${tool.name}`, tool, syntactic.tools[index]);
  compare('diagnostics', checker.diagnostics, syntactic.diagnostics);
  compare('files', checker.dependencies, syntactic.files);
  return differences;
}
