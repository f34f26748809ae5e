import { collectTools } from './collect-tools';
import { getSharedRegistry } from './shared-registry';
import type { ToolMap } from './types';

/**
 * Registers app-wide tools for the page's lifetime (call it once, in the entry file). Each map's
 * function values are tools named by their keys; later maps override earlier ones. Returns a
 * function that unregisters them (handy in tests and for HMR `dispose`). Without a `document`
 * (server rendering) it does nothing: registering is a browser-only act.
 *
 * @example
 * import * as userApi from './api/user';
 * registerGlobalTools(userApi, { searchProducts });
 */
export function registerGlobalTools(...toolMaps: ToolMap[]): () => void {
  // Server bundles carry no schemas (the plugins transform browser code only): a server render
  // registers nothing and warns about nothing, rather than one "no __webmcpSchema" per tool.
  if (typeof document === 'undefined') return () => {};
  const registry = getSharedRegistry();
  const label = 'registerGlobalTools';
  return registry.claim(label, collectTools(toolMaps, registry, label));
}
