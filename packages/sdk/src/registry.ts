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
  /** Read at call time: the claim whose function new calls run. */
  claim: ToolClaim;
  /**
   * Withdraws the tool: its calls in flight hear it (their signal aborts) at once. The browser's
   * own WebMCP keeps a started call when its tool is unregistered (webmcp PR #248), so the tool
   * goes at once there; the polyfill cancels such a call ("Tool unregistered"), so there the tool
   * stays, refusing new calls, until its calls in flight have answered. `now` lets go at once
   * (the host itself went away).
   */
  withdraw(now?: boolean): void;
  /** A same-schema successor (a remount, another instance) takes over, even mid-withdrawal. */
  takeOver(successor: ToolClaim): void;
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
    for (const listener of listeners) {
      try {
        listener();
      } catch (error) {
        // A subscriber's bug is reported as an event listener's would be, never breaking the change
        // (a registration, a release) that notified it.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
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

  // A host getter may throw (a permissions policy forbidding WebMCP): that is no host.
  const readHost = () => {
    try {
      return getHost();
    } catch {}
  };

  function syncHost() {
    const current = readHost();
    for (const [name, registration] of registrations) {
      // A new (or vanished) host knows none of our tools; a tool that went, or whose schema
      // changed, needs a new registration (once its calls in flight have answered).
      if (current !== host || winnerOf(name)?.schemaKey !== registration.claim.schemaKey)
        registration.withdraw(current !== host);
    }
    host = current;
    for (const winner of winners()) {
      const registration = registrations.get(winner.name);
      // A registration of another schema still holds the name until its calls have answered.
      if (registration?.claim.schemaKey === winner.schemaKey) registration.takeOver(winner);
      else if (!registration && host) register(host, winner);
    }
    watchHost();
    notify();
  }

  // Polling, not a property hook: the polyfill installs a getter on Document.prototype and checks
  // `document.modelContext` before installing, so shadowing that property would break it. While
  // tools exist, a property read every half second notices a host that appears, goes or is
  // replaced (the polyfill cleaned up and initialised again, an extension swapping it). Never on
  // a server (no document), where a timer would keep the process alive.
  function watchHost() {
    if (claims.length && !pollTimer && typeof document === 'object') {
      pollTimer = setTimeout(() => {
        pollTimer = undefined;
        if (readHost() !== host) syncHost();
        else watchHost();
      }, 500);
    }
  }

  function register(target: ModelContextHost, claim: ToolClaim) {
    const { name } = claim;
    const controller = new AbortController();
    let withdrawn = new AbortController();
    let calls = 0;
    // Only a browser's own implementation is known to keep calls across unregistration.
    const keepsCalls = /\[native code/.test(target.registerTool as never);
    const letGo = () => {
      controller.abort();
      if (registrations.get(name) === registration) {
        registrations.delete(name);
        failures.delete(name);
      }
    };
    const registration: HostRegistration = {
      claim,
      withdraw(now) {
        withdrawn.abort();
        if (now || !calls || keepsCalls) letGo();
      },
      takeOver(successor) {
        registration.claim = successor;
        if (withdrawn.signal.aborted) withdrawn = new AbortController();
      },
    };
    registrations.set(name, registration);
    const descriptor: HostToolDescriptor = {
      ...toToolInfo(claim),
      execute: async (input, options) => {
        calls++;
        try {
          return await runTool(registration.claim, input, options?.signal, withdrawn.signal);
        } finally {
          // The last call of a withdrawn tool has answered: once the host has passed the answer on
          // (letting go now would make it report "Tool unregistered" instead), let the tool go.
          if (!--calls && withdrawn.signal.aborted) {
            setTimeout(() => {
              if (!calls && withdrawn.signal.aborted) {
                letGo();
                claimsChanged();
              }
            });
          }
        }
      },
    };
    const { signal } = controller;
    // The executor turns a synchronous throw (old Chrome) into a rejection like a modern host's.
    new Promise((resolve) => resolve(target.registerTool(descriptor, { signal }))).catch((error) => {
      if (signal.aborted) return; // we withdrew it ourselves
      failures.set(name, messageOf(error));
      try {
        if (process.env.NODE_ENV !== 'production')
          registry.warnOnce(`host refused tool "${name}": ${messageOf(error)}`);
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
        // Same schema and same code = the same tool again (another instance of a component, a
        // repeated call): nothing to report. Other code under an identical schema is another tool.
        // (Hooks and class components hand over wrappers whose text is the tool's own.)
        try {
          if (
            process.env.NODE_ENV !== 'production' &&
            previous &&
            (previous.schemaKey !== claimed.schemaKey || String(previous.invoke) !== String(claimed.invoke))
          ) {
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
