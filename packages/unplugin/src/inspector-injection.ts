import { relative } from 'node:path';
import { type Diagnostic, formatDiagnostic } from '@webmcp-nexus/core';
import { liveToolsSnippet } from './live-tools-snippet';
import { serializeSchema } from './serialize-schema';

/** The dev-only entry of the SDK that defines and mounts `<webmcp-nexus-inspector>`. */
const INSPECTOR_ENTRY = 'webmcp-nexus-sdk/inspector';

/**
 * The development code of a call site's schema module (the one place a development build adds
 * code to the page; the session adds it only when the bundler builds for development): it imports
 * the inspector, starts the page's side of the live-tools bridge, and reports the tools the build skipped because of the errors among `errors`
 * (each a diagnostic of this call site's tools, wherever it is located; an empty report clears a
 * fixed one, since the module is made again whenever its schemas change). Paths are relative to
 * `root`: no absolute path reaches a page.
 */
export function developmentCode(root: string, callSite: string, errors: readonly Diagnostic[]): string {
  const skipped = errors.map((diagnostic) => skippedTool(diagnostic, root));
  // A call site also starts the page's side of the live-tools bridge (`live-tools-snippet.ts`).
  const live = liveToolsSnippet(root);
  return `import { reportSkippedTools as __webmcpReportSkipped } from ${JSON.stringify(INSPECTOR_ENTRY)};
${live.imports}${live.call}__webmcpReportSkipped(${serializeSchema(projectPath(root, callSite))}, ${serializeSchema(skipped)});
`;
}

/** What the inspector shows of an error: the diagnostic, its location relative to the root, its code frame. */
function skippedTool(diagnostic: Diagnostic, root: string) {
  const file = projectPath(root, diagnostic.file);
  return {
    code: diagnostic.code,
    message: diagnostic.message,
    hint: diagnostic.hint,
    file,
    // Vite's `/__open-in-editor` (in this process) resolves it against the working directory.
    editorPath: relative(process.cwd(), diagnostic.file).replaceAll('\\', '/'),
    line: diagnostic.line,
    column: diagnostic.column,
    frame: formatDiagnostic(diagnostic, { root }),
    toolName: diagnostic.toolName,
  };
}

/** `file` relative to the project root, `/`-separated: what a page may be told of a file. */
function projectPath(root: string, file: string): string {
  return relative(root, file).replaceAll('\\', '/');
}
