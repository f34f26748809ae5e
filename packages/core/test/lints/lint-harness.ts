import { afterAll } from 'vitest';
import { createExtractor } from '../../src/extractor';
import { type LintRunOptions, lintExtractResult } from '../../src/lints/lint-tools';
import type { Diagnostic } from '../../src/types';
import { createScratchProject, type ScratchProject } from '../support/scratch-project';

const projects: ScratchProject[] = [];
afterAll(() => {
  for (const project of projects) project.dispose();
});

/** Extracts and lints `src/main.ts` (the SDK import is added): the diagnostics as `CODE line:column severity`. */
export function lintSource(
  source: string,
  options: LintRunOptions = {},
  otherFiles: Record<string, string> = {},
): { lines: string[]; diagnostics: Diagnostic[] } {
  const project = createScratchProject({
    ...otherFiles,
    'src/main.ts': `import { registerGlobalTools, useWebMcpTools } from 'webmcp-nexus-sdk';\n${source}`,
    'node_modules/webmcp-nexus-sdk/index.d.ts':
      'export declare function registerGlobalTools(...maps: object[]): void;\nexport declare function useWebMcpTools(...maps: object[]): void;',
  });
  projects.push(project);
  const result = lintExtractResult(createExtractor({ root: project.root }).extractProject(), options);
  return {
    diagnostics: result.diagnostics,
    lines: result.diagnostics.map((d) => `${d.code} ${d.line}:${d.column} ${d.severity}`),
  };
}
