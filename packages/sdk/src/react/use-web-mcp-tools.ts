import { useEffect, useInsertionEffect, useRef } from 'react';
import { collectTools } from '../collect-tools';
import { getSharedRegistry } from '../shared-registry';
import type { ToolInvoker } from '../tool-entry';
import type { ToolMap } from '../types';

/**
 * Registers a component's tools while it is mounted. Tools always run the latest render's
 * closures; the registration changes only when the set of names or their schemas does.
 *
 * @example
 * const setUserFilter = useCallback(async (params: { keyword?: string }) => { ... }, [keyword]);
 * useWebMcpTools({ setUserFilter }, isAdmin ? { clearAll } : {});
 */
export function useWebMcpTools(...toolMaps: ToolMap[]): void {
  const registry = getSharedRegistry();
  // Nothing on a server render (no document): its bundle has no schemas, and effects never run there.
  const tools = typeof document === 'undefined' ? [] : collectTools(toolMaps, registry, 'useWebMcpTools');
  const latestTools = useRef(tools);
  // Committed renders only (a discarded concurrent render must not leak its closures); insertion
  // effects run before the registration effect below, and never on the server.
  useInsertionEffect(() => {
    latestTools.current = tools;
  });
  const signature = tools.map((tool) => tool.name + tool.schemaKey).join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: by design, only names and schemas re-register; tools are read through the ref
  useEffect(
    () =>
      registry.claim(
        'useWebMcpTools',
        latestTools.current.map((tool) => {
          const invoke: ToolInvoker = (input, options) =>
            (latestTools.current.find((latest) => latest.name === tool.name) ?? tool).invoke(input, options);
          // The registry tells tools apart by their code (development only): this wrapper's is the tool's.
          try {
            if (process.env.NODE_ENV !== 'production') invoke.toString = () => String(tool.invoke);
          } catch {}
          return { ...tool, invoke };
        }),
      ),
    [registry, signature],
  );
}
