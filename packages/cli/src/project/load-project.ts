import { createExtractor, type LintOptions, readLintConfig } from '@webmcp-nexus/core';
import { buildProjectReport, type ProjectLintSettings, type ProjectReport } from './project-report';

/** Options shared by `check`, `list` and `mcp`. */
export interface ProjectOptions {
  /** Path to the tsconfig, absolute or relative to the project. @default looked up from the project upwards */
  tsconfig?: string;
  /** Makes every H1 (a schema keyword outside the WebMCP subset) an error, as `"strict": true` in the config does. */
  strict?: boolean;
}

/** Extracts every tool of the project at `root` (absolute) once, with the project-wide checks. */
export function loadProject(root: string, options: ProjectOptions = {}): ProjectReport {
  const extractor = createExtractor({ root, tsconfig: options.tsconfig });
  return buildProjectReport(root, extractor.extractProject(), readProjectLintSettings(root, options));
}

/** `webmcp-nexus.config.json` of the project (the same file the build plugins read), with the command line's overrides. */
export function readProjectLintSettings(root: string, options: ProjectOptions = {}): ProjectLintSettings {
  const config = readLintConfig(root);
  const lintOptions: LintOptions = options.strict ? { ...config.options, strict: true } : config.options;
  return { options: lintOptions, diagnostics: config.diagnostics };
}
