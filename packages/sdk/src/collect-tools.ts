import { messageOf } from './development';
import type { SkippedTool } from './inspector/skipped-tools';
import { patternInputLimit } from './pattern-limit';
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

/** Warns once (in development) for each `pattern` of the tool's input that is never run on an agent's string (pattern-limit.ts). */
function warnUncheckedPatterns(registry: Registry, name: string, schemaKey: string): void {
  try {
    if (process.env.NODE_ENV !== 'production') {
      for (const [, text] of schemaKey.matchAll(/"pattern":("(?:\\.|[^"\\])*")/g)) {
        const pattern: string = JSON.parse(text!);
        if (!patternInputLimit(pattern))
          registry.warnOnce(
            `tool "${name}": agents' strings are not checked against the pattern /${pattern}/: it has a repeated group that no punctuation mark separates, or a backreference, so the SDK cannot bound the time its check takes (it can be exponential: the build's L7 says when it is). Write it so that it reads each text one way (^[a-z0-9]+(?:-[a-z0-9]+)*$ rather than ^([a-z0-9]+-?)+$, [ab]* rather than (a|b)*)`,
          );
      }
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
    if (schema) {
      const schemaKey = JSON.stringify(schema);
      warnUncheckedPatterns(registry, name, schemaKey);
      return { name, schema, schemaKey, invoke };
    }
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
