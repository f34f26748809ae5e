import { messageOf } from './development';
import { findModelContextHost, type HostToolDescriptor, type ModelContextHost } from './host';
import { runTool } from './run-tool';
import type { ToolClaim, ToolEntry } from './tool-entry';
import { toToolInfo } from './tool-info';
import type { WebMcpRegistry, WebMcpSnapshot } from './types';

/** The framework-free store behind every API; one per page (see `getSharedRegistry`). */
export interface Registry extends WebMcpRegistry {
  /**
   * Claims `entries` for a new owner labelled `ownerLabel` (it becomes the newest owner of each
   * name); returns the release function, idempotent. Released names fall back to the previous owner.
   */
  claim(ownerLabel: string, entries: ToolEntry[]): () => void;
  /**
   * Prints a development warning, each distinct message once for the whole page (shared by all
   * SDK copies). Call it behind the development guard (see development.ts).
   */
  warnOnce(message: string): void;
}

interface HostRegistration {
  /** Read at call time: a same-schema successor takes over without re-registering. */
  claim: ToolClaim;
  controller: AbortController;
}

/** Creates a registry; `getHost` is injectable so tests can use a fake or a late host. */
export function createRegistry(getHost: () => ModelContextHost | undefined = findModelContextHost): Registry {
  // Every owner's claims in claim order; per name, the last one (the newest owner's) wins.
  let claims: ToolClaim[] = [];
  const winnerOf = (name: string) => claims.findLast((claim) => claim.name === name);
  const winners = () => claims.filter((claim) => winnerOf(claim.name) === claim);
  // What the host holds, per name, and the names it refused.
  const registrations = new Map<string, HostRegistration>();
  const failures = new Map<string, string>();
  const listeners = new Set<() => void>();
  const warned = new Set<string>();
  let host: ModelContextHost | undefined;
  let ownerCount = 0;
  let syncQueued = false;
  let pollTimer: unknown;
  let snapshot: WebMcpSnapshot | undefined;

  const notify = () => {
    snapshot = undefined;
    for (const listener of listeners) listener();
  };

  function claimsChanged() {
    // One host sync per task: StrictMode's mount/unmount/mount and a hook's re-claim reach the
    // host as their net effect, without a register/abort/register flicker.
    if (!syncQueued) {
      queueMicrotask(() => {
        syncQueued = false;
        syncHost();
      });
    }
    syncQueued = true;
    notify();
  }

  function syncHost() {
    const current = getHost();
    for (const [name, registration] of registrations) {
      // A new (or vanished) host knows none of our tools; a changed schema needs a new registration.
      if (current !== host || winnerOf(name)?.schemaKey !== registration.claim.schemaKey) {
        registration.controller.abort();
        registrations.delete(name);
        failures.delete(name);
      }
    }
    host = current;
    for (const winner of winners()) {
      const registration = registrations.get(winner.name);
      if (registration) registration.claim = winner;
      else if (host) register(host, winner);
    }
    // Polling, not a property hook: the polyfill installs a getter on Document.prototype and checks
    // `document.modelContext` before installing, so shadowing that property would break it.
    // Never on a server (no document), where a timer would keep the process alive.
    if (!host && claims.length && !pollTimer && typeof document === 'object') {
      pollTimer = setTimeout(() => {
        pollTimer = undefined;
        syncHost();
        // A property read every half second, only while tools wait for a host: cheap, and soon enough.
      }, 500);
    }
    notify();
  }

  function register(target: ModelContextHost, claim: ToolClaim) {
    const registration: HostRegistration = { claim, controller: new AbortController() };
    const { signal } = registration.controller;
    registrations.set(claim.name, registration);
    const descriptor: HostToolDescriptor = {
      ...toToolInfo(claim),
      execute: (input, options) => runTool(registration.claim, input, options?.signal),
    };
    // The executor turns a synchronous throw (old Chrome) into a rejection like a modern host's.
    new Promise((resolve) => resolve(target.registerTool(descriptor, { signal }))).catch((error) => {
      if (signal.aborted) return; // we withdrew it ourselves
      failures.set(claim.name, messageOf(error));
      try {
        if (process.env.NODE_ENV !== 'production')
          registry.warnOnce(`host refused tool "${claim.name}": ${messageOf(error)}`);
      } catch {}
      notify();
    });
  }

  const registry: Registry = {
    claim(ownerLabel, entries) {
      const owner = `${ownerLabel}#${++ownerCount}`;
      const lifetime = new AbortController();
      for (const entry of entries) {
        const claimed: ToolClaim = { ...entry, owner, lifetime };
        const previous = winnerOf(claimed.name);
        // Same schema = the same tool again (another instance, a repeated call): nothing to report.
        try {
          if (process.env.NODE_ENV !== 'production' && previous && previous.schemaKey !== claimed.schemaKey) {
            registry.warnOnce(
              `tool "${claimed.name}": ${ownerLabel} overrides ${previous.owner.split('#')[0]} until it goes away`,
            );
          }
        } catch {}
        claims.push(claimed);
      }
      claimsChanged();
      return () => {
        lifetime.abort();
        claims = claims.filter((claimed) => claimed.lifetime !== lifetime);
        claimsChanged();
      };
    },
    warnOnce(message) {
      // Guarded here too, for callers from other copies of the SDK (older ones did not guard).
      try {
        if (process.env.NODE_ENV !== 'production' && !warned.has(message)) {
          warned.add(message);
          console.warn(`[webmcp-nexus] ${message}`);
        }
      } catch {}
    },
    listTools: () => winners().map(toToolInfo),
    async callTool(name, args) {
      const claim = winnerOf(name);
      try {
        if (!claim) throw Error(`Unknown tool "${name}"`);
        const result = await runTool(claim, args);
        return result.isError
          ? { ok: false, result, error: String(result.content[0]?.text) }
          : { ok: true, result };
      } catch (error) {
        return { ok: false, error: messageOf(error) };
      }
    },
    getState: () => (!claims.length ? 'idle' : !host ? 'no-host' : failures.size ? 'error' : 'ready'),
    getSnapshot: () =>
      (snapshot ??= {
        state: registry.getState(),
        tools: registry.listTools(),
        failures: Object.fromEntries(failures),
      }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return registry;
}
