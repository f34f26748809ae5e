import type { Registry } from './registry';
import type { ToolEntry, ToolInvoker } from './tool-entry';
import type { ToolMap, WebMcpSchema } from './types';

/** Warns once (in development) that `name` has no schema and so was skipped, pointing at the build plugin. */
export function warnMissingSchema(registry: Registry, name: string, where: string): void {
  try {
    if (process.env.NODE_ENV !== 'production')
      registry.warnOnce(
        `${where}: skipped "${name}": no __webmcpSchema (is the webmcp-nexus build plugin set up?)`,
      );
  } catch {}
}

/** Reads the tools of `maps` by name (later maps override earlier ones); `invoke` is the function itself. */
export function collectTools(maps: readonly ToolMap[], registry: Registry, where: string): ToolEntry[] {
  const tools = new Map<string, ToolEntry>();
  for (const map of maps) {
    for (const name of Object.keys(map || {})) {
      const fn = (map as Record<string, unknown>)[name] as ToolInvoker & { __webmcpSchema?: WebMcpSchema };
      // Namespace imports carry constants and `default` too: those are not tools, silently.
      if (name === 'default' || typeof fn !== 'function') continue;
      const schema = fn.__webmcpSchema;
      if (schema) tools.set(name, { name, schema, schemaKey: JSON.stringify(schema), invoke: fn });
      else warnMissingSchema(registry, name, where);
    }
  }
  return [...tools.values()];
}
