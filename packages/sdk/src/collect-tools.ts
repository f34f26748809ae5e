import { messageOf } from './development';
import type { Registry } from './registry';
import type { ToolEntry, ToolInvoker } from './tool-entry';
import type { ToolMap, WebMcpSchema } from './types';

/** Warns once (in development) that `name` has no schema and so was skipped, pointing at the build plugin. */
function warnMissingSchema(registry: Registry, name: string, where: string): void {
  try {
    if (process.env.NODE_ENV !== 'production')
      registry.warnOnce(
        `${where}: skipped "${name}": no __webmcpSchema (is the webmcp-nexus build plugin set up?)`,
      );
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
