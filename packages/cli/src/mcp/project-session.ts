import { createExtractor, type Extractor, type ExtractResult } from '@webmcp-nexus/core';
import { toToolsManifest } from '../list/tools-manifest';
import { type ProjectOptions, readProjectSettings } from '../project/load-project';
import { buildProjectReport, type ProjectReport } from '../project/project-report';

/** A project kept warm for the MCP server: one extractor, refreshed file by file as files change. */
export interface ProjectSession {
  readonly root: string;
  /** The current report (extracted on first use, then kept until files change). */
  report(): ProjectReport;
  /** Files changed on disk (or were deleted): refresh them; returns whether the tools manifest changed. */
  applyChanges(files: readonly string[]): boolean;
}

/** Opens a project session on `root` (absolute). Nothing is extracted until the first `report()`. */
export function createProjectSession(root: string, options: ProjectOptions = {}): ProjectSession {
  let extractor: { warm: Extractor; options: string } | undefined;
  let current: ProjectReport | undefined;
  let manifestJson: string | undefined;

  const report = (): ProjectReport => {
    if (current) return current;
    const settings = readProjectSettings(root, options);
    extractor ??= { warm: createExtractor(settings.extractor), options: JSON.stringify(settings.extractor) };
    current = buildProjectReport(root, extractor.warm.extractProject(), settings.lint);
    manifestJson = JSON.stringify(toToolsManifest(current));
    return current;
  };

  const applyChanges = (files: readonly string[]): boolean => {
    if (!current || !extractor) return false; // nothing extracted yet: the first report() reads the files fresh
    const previousManifest = manifestJson;
    // The settings are read again: webmcp-nexus.config.json may be one of the changed files.
    const settings = readProjectSettings(root, options);
    let extracted: ExtractResult | undefined;
    if (JSON.stringify(settings.extractor) !== extractor.options) {
      // Other extraction options (outputSchema…) derive other schemas: a new extractor.
      extractor = { warm: createExtractor(settings.extractor), options: JSON.stringify(settings.extractor) };
      extracted = extractor.warm.extractProject();
    } else {
      // The core refreshes each file (a tsconfig of the project starts it over) and re-extracts the project.
      for (const file of files) extracted = extractor.warm.updateFile(file);
    }
    if (extracted) current = buildProjectReport(root, extracted, settings.lint);
    manifestJson = JSON.stringify(toToolsManifest(current));
    return manifestJson !== previousManifest;
  };

  return { root, report, applyChanges };
}
