import { type CheckReport, toCheckReport } from './check/check-report';
import { type ToolsManifest, toToolsManifest } from './list/tools-manifest';
import { loadProject, type ProjectOptions } from './project/load-project';
import { resolveProjectDir } from './project/resolve-project-dir';

/** What `webmcp-nexus check --json` prints, for the project in `dir` (a `UsageError` when `dir` is not a directory). */
export function runCheck(dir: string, options: ProjectOptions = {}): CheckReport {
  return toCheckReport(loadProject(resolveProjectDir(dir), options));
}

/** What `webmcp-nexus list --json` prints, for the project in `dir`. */
export function listTools(dir: string, options: ProjectOptions = {}): ToolsManifest {
  return toToolsManifest(loadProject(resolveProjectDir(dir), options));
}
