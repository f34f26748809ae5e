import { toolEntry } from '../collect-tools';
import type { Registry } from '../registry';
import type { ToolEntry, ToolInvoker } from '../tool-entry';
import type { WebMcpSchema } from '../types';

type ClassToolSchemas = Record<string, WebMcpSchema>;

/**
 * The class's `__webmcpTools` maps (emitted by the build plugin right after each class), merged
 * from the base class down so that a subclass's own entries win.
 */
export function readClassToolSchemas(componentClass: Function): ClassToolSchemas {
  const maps: ClassToolSchemas[] = [];
  for (
    let current = componentClass;
    current && current !== Function.prototype;
    current = Object.getPrototypeOf(current)
  ) {
    if (Object.hasOwn(current, '__webmcpTools'))
      maps.unshift((current as unknown as { __webmcpTools: ClassToolSchemas }).__webmcpTools);
  }
  return Object.assign({}, ...maps);
}

/** Registry entries for a mounted instance's tools, each calling `instance[member]` with `this` = instance. */
export function classToolEntries(
  instance: Record<string, unknown>,
  schemas: ClassToolSchemas,
  methodNames: readonly string[] | undefined,
  registry: Registry,
  owner: string,
): ToolEntry[] {
  const entries: ToolEntry[] = [];
  for (const member of methodNames ?? Object.keys(schemas)) {
    const method = instance[member] as (Function & { __webmcpSchema?: WebMcpSchema }) | undefined;
    if (typeof method !== 'function') {
      // Only names the caller listed can be missing: a typo (`['serach']`) or a non-method.
      try {
        if (process.env.NODE_ENV !== 'production')
          registry.warnOnce(`${owner}: skipped "${member}": the component has no method of that name`);
      } catch {}
      continue;
    }
    // Looked up on every call: always the current method, reading the current state and props.
    const invoke: ToolInvoker = (input, options) =>
      (instance[member] as Function).call(instance, input, options);
    // The registry tells tools apart by their code (development only): this wrapper's is the method's.
    try {
      if (process.env.NODE_ENV !== 'production') invoke.toString = () => String(method);
    } catch {}
    const entry = toolEntry(
      member,
      // Arrow fields exist per instance only, which is why the class map is the primary source.
      () => (Object.hasOwn(schemas, member) ? schemas[member] : method.__webmcpSchema),
      invoke,
      registry,
      owner,
    );
    if (entry) entries.push(entry);
  }
  return entries;
}
