import { relative } from 'node:path';
import { type Diagnostic, formatDiagnostic } from '@webmcp-nexus/core';
// The named export: magic-string 1 is ESM-only (see inject-schemas.ts).
import { MagicString } from 'magic-string';
import type { UnpluginBuildContext } from 'unplugin';
import { INJECTION_MARKER, type InjectedModule, isAlreadyInjected } from './inject-schemas';
import { liveToolsSnippet } from './live-tools-snippet';
import { fileOfModuleId } from './paths';
import type { PluginState } from './plugin-state';
import { serializeSchema } from './serialize-schema';

/** The dev-only entry of the SDK that defines and mounts `<webmcp-nexus-inspector>`. */
const INSPECTOR_ENTRY = 'webmcp-nexus-sdk/inspector';

/** A module that imports the SDK by name (a call site): where the inspector gets imported. */
const IMPORTS_SDK = /(?:\bfrom|\bimport|\brequire\s*\()\s*['"]webmcp-nexus-sdk(?:\/core)?['"]/;

/** The modules of each plugin instance that reported skipped tools (a fixed one must clear its report). */
const modulesWithSkippedTools = new WeakMap<PluginState, Set<string>>();

type Transform<This> = (this: This, code: string, id: string) => InjectedModule | undefined;

/**
 * Wraps the factory's transform: in a dev server or watch mode (unless `inspector: false`), a
 * call-site module also imports the inspector and starts the page's side of the live-tools
 * bridge (`live-tools-snippet.ts`), and each module reports the tools the build
 * skipped because of an error located in it (an empty report clears a fixed one). A one-off
 * build gets exactly what `transform` returns: production bundles carry none of this.
 */
export function withDevInspector<This extends UnpluginBuildContext>(
  state: PluginState,
  transform: Transform<This>,
): Transform<This> {
  return function (code, id) {
    return addDevInspector(state, fileOfModuleId(id), code, transform.call(this, code, id));
  };
}

/**
 * What `withDevInspector` does to one module, for a host that transforms without the factory
 * (Next's Turbopack loader): `transformed` is the schema injection's result for `code`.
 */
export function addDevInspector(
  state: PluginState,
  file: string,
  code: string,
  transformed: InjectedModule | undefined,
): InjectedModule | undefined {
  if (!state.resolved().inspector || isAlreadyInjected(code)) return transformed;
  try {
    return addInspector(state, file, code, transformed);
  } catch {
    // The inspector is a dev convenience: whatever goes wrong here, the app's build goes on.
    return transformed;
  }
}

function addInspector(
  state: PluginState,
  file: string,
  code: string,
  transformed: InjectedModule | undefined,
): InjectedModule | undefined {
  const reported = modulesWithSkippedTools.get(state) ?? new Set<string>();
  modulesWithSkippedTools.set(state, reported);
  const index = state.index();
  const errors = index.scanned
    ? index.diagnostics().filter((diagnostic) => diagnostic.severity === 'error' && diagnostic.file === file)
    : [];
  if (!IMPORTS_SDK.test(code) && !errors.length && !reported.has(file)) return transformed;
  if (errors.length) reported.add(file);
  else reported.delete(file);
  const { root } = state.resolved();
  const skipped = errors.map((diagnostic) => skippedTool(diagnostic, root, code));
  const live = IMPORTS_SDK.test(code) ? liveToolsSnippet(root) : { imports: '', call: '' };
  const snippet = `\n${INJECTION_MARKER}import { reportSkippedTools as __webmcpReportSkipped } from ${JSON.stringify(INSPECTOR_ENTRY)};\n${live.imports}${live.call}__webmcpReportSkipped(${serializeSchema(relative(root, file))}, ${serializeSchema(skipped)});\n`;
  // Appended after everything: the positions of the code before it, and so its source map, stay as they are.
  if (transformed) return { code: transformed.code + snippet, map: transformed.map };
  const magic = new MagicString(code).append(snippet);
  return {
    code: magic.toString(),
    map: magic.generateMap({ hires: true, source: file, includeContent: true }),
  };
}

/** What the inspector shows of an error: the diagnostic, its location relative to the root, its code frame. */
function skippedTool(diagnostic: Diagnostic, root: string, code: string) {
  const file = relative(root, diagnostic.file).replaceAll('\\', '/');
  return {
    code: diagnostic.code,
    message: diagnostic.message,
    hint: diagnostic.hint,
    file,
    absoluteFile: diagnostic.file,
    line: diagnostic.line,
    column: diagnostic.column,
    frame: formatDiagnostic({ ...diagnostic, file }, { code }),
    toolName: diagnostic.toolName,
  };
}
