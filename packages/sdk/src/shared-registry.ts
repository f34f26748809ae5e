import { createRegistry, type Registry } from './registry';

// Symbol.for, so two copies of the SDK on one page (e.g. app + a library bundling its own) share it.
const registryKey = Symbol.for('webmcp-nexus.registry');

/** The page's one registry, created on first use. */
export function getSharedRegistry(): Registry {
  // biome-ignore lint/suspicious/noAssignInExpressions: create-once in one expression keeps the shipped code small
  return ((globalThis as { [registryKey]?: Registry })[registryKey] ??= createRegistry());
}
