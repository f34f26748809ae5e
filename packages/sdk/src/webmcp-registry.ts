import { getSharedRegistry } from './shared-registry';
import type { WebMcpRegistry } from './types';

/**
 * The in-page testing face: list the registered tools, call one (`{ ok, result?, error? }`) and
 * observe the state (`idle` | `ready` | `no-host` | `error`), with or without a host. It is the
 * page's shared registry itself, seen through its public interface.
 */
export const webmcpRegistry: WebMcpRegistry = /* @__PURE__ */ getSharedRegistry();
