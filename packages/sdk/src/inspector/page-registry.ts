import type { WebMcpRegistry } from '../types';

// The key `shared-registry.ts` uses. Read here rather than imported, so this entry shares no code
// (no chunk) with the SDK's main entries and sees the registry of whichever SDK copy made it.
const registryKey = Symbol.for('webmcp-nexus.registry');

/** The page's SDK registry (the testing face), once any SDK copy has created it. */
export function findPageRegistry(): WebMcpRegistry | undefined {
  return (globalThis as { [registryKey]?: WebMcpRegistry })[registryKey];
}
