import { collectTools } from './collect-tools';
import { getSharedRegistry } from './shared-registry';
import type { ToolMap } from './types';

/**
 * Registers app-wide tools for the page's lifetime (call it once, in the entry file). Each map's
 * function values are tools named by their keys; later maps override earlier ones. Returns a
 * function that unregisters them (handy in tests and for HMR `dispose`).
 *
 * @example
 * import * as userApi from './api/user';
 * registerGlobalTools(userApi, { searchProducts });
 */
export function registerGlobalTools(...toolMaps: ToolMap[]): () => void {
  const registry = getSharedRegistry();
  const label = 'registerGlobalTools';
  return registry.claim(label, collectTools(toolMaps, registry, label));
}
