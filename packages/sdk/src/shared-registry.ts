import { createRegistry, type Registry } from './registry';

// Symbol.for, so two copies of the SDK on one page (e.g. app + a library bundling its own) share it.
const registryKey = Symbol.for('webmcp-nexus.registry');

/** The page's one registry, created on first use. */
export function getSharedRegistry(): Registry {
  const holder = globalThis as { [registryKey]?: Registry };
  holder[registryKey] ??= createRegistry();
  return holder[registryKey];
}
