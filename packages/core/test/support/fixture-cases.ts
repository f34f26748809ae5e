import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExtractResult } from '../../src/types';
import { CASE_COMPILER_OPTIONS } from './case-compiler-options';

/** `fixtures/types/` at the repository root. */
export const FIXTURES_DIR = fileURLToPath(new URL('../../../../fixtures/types/', import.meta.url));

const CORE_NODE_MODULES = fileURLToPath(new URL('../../node_modules', import.meta.url));

/** Options a case may set in `case.json`. */
export interface CaseOptions {
  /** `false`: run without any tsconfig (the case must not have one either). @default true */
  tsconfig?: boolean;
  /** The extractor's `outputSchema` option: derive each tool's output schema too. @default false */
  outputSchema?: boolean;
}

/** The tsconfig a case gets when it brings none. */
const DEFAULT_CASE_TSCONFIG = {
  compilerOptions: CASE_COMPILER_OPTIONS,
  include: ['**/*'],
};

/** Every case folder, sorted. */
export function listFixtureCases(): string[] {
  return readdirSync(FIXTURES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Reads a case's `case.json` (all defaults when absent). */
export function readCaseOptions(caseDir: string): CaseOptions {
  const file = path.join(caseDir, 'case.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as CaseOptions) : {};
}

/**
 * Copies a case out of the repository, so that the tsconfig lookup (which walks upwards like
 * tsc) cannot find the monorepo's own tsconfig. Packages resolve through a link to the core's
 * node_modules (zod and friends).
 */
export function copyCaseToScratch(caseName: string, scratchRoot: string): string {
  const source = path.join(FIXTURES_DIR, caseName);
  const target = path.join(scratchRoot, caseName);
  cpSync(source, target, {
    recursive: true,
    filter: (file) => !['expected.json', 'case.json'].includes(path.basename(file)),
  });
  symlinkSync(CORE_NODE_MODULES, path.join(target, 'node_modules'), 'dir');
  const options = readCaseOptions(source);
  if (options.tsconfig !== false && !existsSync(path.join(target, 'tsconfig.json'))) {
    writeFileSync(path.join(target, 'tsconfig.json'), `${JSON.stringify(DEFAULT_CASE_TSCONFIG, null, 2)}\n`);
  }
  return target.replace(/\\/g, '/');
}

/** A fresh scratch directory outside any tsconfig's reach. */
export function createScratchRoot(): { root: string; dispose: () => void } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'webmcp-core-fixtures-'));
  mkdirSync(root, { recursive: true });
  return { root: root.replace(/\\/g, '/'), dispose: () => rmSync(root, { recursive: true, force: true }) };
}

/** The part of a result that golden files hold: paths relative to the case, nothing machine-specific. */
export function goldenOf(result: ExtractResult, caseDir: string) {
  const relative = (file: string) => (file.startsWith(`${caseDir}/`) ? file.slice(caseDir.length + 1) : file);
  const scrub = (text: string) => text.split(caseDir).join('<case>');
  return {
    tools: result.tools.map((tool) => ({
      name: tool.name,
      kind: tool.kind,
      definition: `${relative(tool.definition.file)}:${tool.definition.line}:${tool.definition.column}`,
      schema: tool.schema,
      dependencies: tool.dependencies.filter((file) => file.startsWith(`${caseDir}/`)).map(relative),
    })),
    diagnostics: result.diagnostics.map((diagnostic) => ({
      code: diagnostic.code,
      severity: diagnostic.severity,
      file: relative(diagnostic.file),
      line: diagnostic.line,
      column: diagnostic.column,
      message: scrub(diagnostic.message),
    })),
  };
}
