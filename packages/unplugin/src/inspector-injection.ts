import { relative } from 'node:path';
import { type Diagnostic, formatDiagnostic } from '@webmcp-nexus/core';
// The named export: magic-string 1 is ESM-only (see inject-schemas.ts).
import { MagicString } from 'magic-string';
import { INJECTION_MARKER, type InjectedModule } from './inject-schemas';
import { liveToolsSnippet } from './live-tools-snippet';
import { serializeSchema } from './serialize-schema';

/** The dev-only entry of the SDK that defines and mounts `<webmcp-nexus-inspector>`. */
const INSPECTOR_ENTRY = 'webmcp-nexus-sdk/inspector';

/** A module that imports the SDK by name (a call site): where the inspector gets imported. */
const IMPORTS_SDK = /(?:\bfrom|\bimport|\brequire\s*\()\s*['"]webmcp-nexus-sdk(?:\/core)?['"]/;

/** What the dev code of the page needs from the session. */
export interface DevPage {
  /** Paths on the page are relative to it: no absolute path reaches a page. */
  root: string;
  /** The modules that reported skipped tools (a fixed one must clear its report). */
  reported: Set<string>;
}

/**
 * The dev code a development build adds to one module (the session calls this only when the
 * inspector is on): a call-site module imports the inspector, and each module reports the tools
 * the build skipped because of an error in `errors` (those located in it; an empty report clears
 * a fixed one). `transformed` is the schema delivery's result for `code`. A production build never
 * gets here: its bundles carry none of this.
 */
export function addDevInspector(
  page: DevPage,
  file: string,
  code: string,
  transformed: InjectedModule | undefined,
  errors: readonly Diagnostic[],
): InjectedModule | undefined {
  try {
    if (!IMPORTS_SDK.test(code) && !errors.length && !page.reported.has(file)) return transformed;
    if (errors.length) page.reported.add(file);
    else page.reported.delete(file);
    const skipped = errors.map((diagnostic) => skippedTool(diagnostic, page.root, code));
    // A call site also starts the page's side of the live-tools bridge (`live-tools-snippet.ts`).
    const live = IMPORTS_SDK.test(code) ? liveToolsSnippet(page.root) : { imports: '', call: '' };
    const snippet = `\n${INJECTION_MARKER}import { reportSkippedTools as __webmcpReportSkipped } from ${JSON.stringify(INSPECTOR_ENTRY)};\n${live.imports}${live.call}__webmcpReportSkipped(${serializeSchema(projectPath(page.root, file))}, ${serializeSchema(skipped)});\n`;
    // Appended after everything: the positions of the code before it, and so its source map, stay as they are.
    if (transformed) return { code: transformed.code + snippet, map: transformed.map };
    const magic = new MagicString(code).append(snippet);
    return {
      code: magic.toString(),
      map: magic.generateMap({ hires: true, source: file, includeContent: true }),
    };
  } catch {
    // The inspector is a dev convenience: whatever goes wrong here, the app's build goes on.
    return transformed;
  }
}

/** What the inspector shows of an error: the diagnostic, its location relative to the root, its code frame. */
function skippedTool(diagnostic: Diagnostic, root: string, code: string) {
  const file = projectPath(root, diagnostic.file);
  return {
    code: diagnostic.code,
    message: diagnostic.message,
    hint: diagnostic.hint,
    file,
    line: diagnostic.line,
    column: diagnostic.column,
    frame: formatDiagnostic({ ...diagnostic, file }, { code }),
    toolName: diagnostic.toolName,
  };
}

/** `file` relative to the project root, `/`-separated: what a page may be told of a file. */
function projectPath(root: string, file: string): string {
  return relative(root, file).replaceAll('\\', '/');
}
