import {
  createExtractor,
  type ExtractionOptions,
  type ExtractorOptions,
  extractorOptions,
  readProjectConfig,
  resolveExtractionOptions,
} from '@webmcp-nexus/core';
import { buildProjectReport, type ProjectLintSettings, type ProjectReport } from './project-report';

/**
 * Options shared by `check`, `list` and `mcp`: the core's extraction options (`--tsconfig`,
 * `--output-schema`), which win over those of `webmcp-nexus.config.json`, as a plugin's do.
 */
export interface ProjectOptions extends ExtractionOptions {
  /** Makes every H1 (a schema keyword outside the WebMCP subset) an error, as `"strict": true` in the config does. */
  strict?: boolean;
}

/** What a project is extracted and linted with: `webmcp-nexus.config.json` under the command line's options. */
export interface ProjectSettings {
  extractor: ExtractorOptions;
  lint: ProjectLintSettings;
}

/** Extracts every tool of the project at `root` (absolute) once, with the project-wide checks. */
export function loadProject(root: string, options: ProjectOptions = {}): ProjectReport {
  const settings = readProjectSettings(root, options);
  return buildProjectReport(root, createExtractor(settings.extractor).extractProject(), settings.lint);
}

/** Reads `webmcp-nexus.config.json` of the project (the same file the build plugins read) under `options`. */
export function readProjectSettings(root: string, options: ProjectOptions = {}): ProjectSettings {
  const config = readProjectConfig(root);
  const extraction = resolveExtractionOptions(root, options, config.extraction);
  const lint = options.strict ? { ...config.lint, strict: true } : config.lint;
  return {
    extractor: extractorOptions(extraction),
    lint: { options: lint, diagnostics: config.diagnostics, cache: extraction.cache },
  };
}
