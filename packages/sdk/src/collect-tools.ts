import { messageOf } from './development';
import type { SkippedTool } from './inspector/skipped-tools';
import type { Registry } from './registry';
import type { ToolEntry, ToolInvoker } from './tool-entry';
import type { ToolMap, WebMcpSchema } from './types';

/**
 * Warns once (in development) that `name` has no schema and so was skipped: the error the build
 * reported for it when the dev build plugin handed one to the page (the inspector's list of
 * skipped tools), else a pointer at the build plugin.
 */
function warnMissingSchema(registry: Registry, name: string, where: string): void {
  try {
    if (process.env.NODE_ENV !== 'production') {
      const skipped = (globalThis as { [key: symbol]: { byModule: Map<string, SkippedTool[]> } | undefined })[
        Symbol.for('webmcp-nexus.inspector.skipped')
      ];
      const error = [...(skipped?.byModule.values() ?? [])].flat().find((tool) => tool.toolName === name);
      registry.warnOnce(
        error
          ? `${where}: skipped "${name}": the build reported ${error.code} for it at ${error.file}:${error.line}:${error.column}: ${error.message} (fix: ${error.hint})`
          : `${where}: skipped "${name}": no __webmcpSchema (is the webmcp-nexus build plugin set up?)`,
      );
    }
  } catch {}
}

/**
 * The registry entry for one tool, or undefined (with a development warning) when its schema is
 * missing or JSON cannot encode it (a hand-written cycle, a BigInt, a throwing getter): one bad
 * tool is skipped, never thrown out of the call that registers its neighbours.
 */
export function toolEntry(
  name: string,
  readSchema: () => WebMcpSchema | undefined,
  invoke: ToolInvoker,
  registry: Registry,
  where: string,
): ToolEntry | undefined {
  try {
    const schema = readSchema();
    if (schema) return { name, schema, schemaKey: JSON.stringify(schema), invoke };
    warnMissingSchema(registry, name, where);
  } catch (error) {
    try {
      if (process.env.NODE_ENV !== 'production')
        registry.warnOnce(
          `${where}: skipped "${name}": its __webmcpSchema is not JSON (${messageOf(error)})`,
        );
    } catch {}
  }
}

/** Reads the tools of `maps` by name (later maps override earlier ones); `invoke` is the function itself. */
export function collectTools(maps: readonly ToolMap[], registry: Registry, where: string): ToolEntry[] {
  const tools = new Map<string, ToolEntry>();
  for (const map of maps) {
    for (const name of Object.keys(map || {})) {
      const fn = (map as Record<string, unknown>)[name] as ToolInvoker & { __webmcpSchema?: WebMcpSchema };
      // Namespace imports carry constants and `default` too: those are not tools, silently.
      if (name === 'default' || typeof fn !== 'function') continue;
      const entry = toolEntry(name, () => fn.__webmcpSchema, fn, registry, where);
      if (entry) tools.set(name, entry);
    }
  }
  return [...tools.values()];
}
