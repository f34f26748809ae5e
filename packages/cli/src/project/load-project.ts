import { createExtractor } from '@webmcp-nexus/core';
import { buildProjectReport, type ProjectReport } from './project-report';

/** Options shared by `check`, `list` and `mcp`. */
export interface ProjectOptions {
  /** Path to the tsconfig, absolute or relative to the project. @default looked up from the project upwards */
  tsconfig?: string;
}

/** Extracts every tool of the project at `root` (absolute) once, with the project-wide checks. */
export function loadProject(root: string, options: ProjectOptions = {}): ProjectReport {
  const extractor = createExtractor({ root, tsconfig: options.tsconfig });
  return buildProjectReport(root, extractor.extractProject());
}
