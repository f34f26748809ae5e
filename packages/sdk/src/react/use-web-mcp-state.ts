import { useSyncExternalStore } from 'react';
import { getSharedRegistry } from '../shared-registry';
import type { WebMcpState } from '../types';

/** The registry's state (`idle` | `ready` | `no-host` | `error`), re-rendering when it changes. */
export function useWebMcpState(): WebMcpState {
  const registry = getSharedRegistry();
  return useSyncExternalStore(registry.subscribe, registry.getState, registry.getState);
}
