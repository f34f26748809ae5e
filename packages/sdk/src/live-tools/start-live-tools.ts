import { findPageRegistry } from '../inspector/page-registry';
import type { CallToolResult, RegisteredToolInfo, WebMcpRegistry } from '../types';
import { bridgeWorkerProgram } from './bridge-worker';
import type { LiveTool, LiveToolsEndpoint, PageToWorker, WorkerToPage } from './live-tools-messages';

// Symbol.for: one bridge per page, whichever module (or SDK copy) starts it first.
const startedKey = Symbol.for('webmcp-nexus.live-tools');

/** How often the page looks for the SDK's registry until some SDK copy has created it. */
const REGISTRY_POLL_MS = 200;

/**
 * Offers this page's tools to `webmcp-nexus mcp` (the project's agent bridge) for as long as the
 * page lives: every tool the SDK's registry holds, updated as they come and go, and runs the
 * agent's calls through the registry, as a host would. The development build calls it in each
 * call-site module with the project's endpoint; the first call starts it, later ones do nothing.
 * No-op on a server and in browsers without shared workers.
 */
export function startLiveTools(endpoint: LiveToolsEndpoint): void {
  const scope = globalThis as { [startedKey]?: true };
  if (scope[startedKey] || typeof document !== 'object' || typeof SharedWorker !== 'function') return;
  scope[startedKey] = true;
  let worker: SharedWorker;
  try {
    const program = new Blob([`(${bridgeWorkerProgram})();`], { type: 'text/javascript' });
    worker = new SharedWorker(URL.createObjectURL(program), { name: 'webmcp-nexus live tools' });
  } catch {
    return; // a content security policy without blob: workers: no bridge, nothing else changes
  }
  const port = worker.port;
  const send = (message: PageToWorker) => port.postMessage(message);
  send({
    type: 'start',
    endpoint: { port: endpoint.port, secret: endpoint.secret },
    page: { url: location.origin + location.pathname, title: document.title },
  });
  watchTools(send);
  port.onmessage = (event: MessageEvent<WorkerToPage>) => {
    const message = event.data;
    if (message.type === 'call') {
      callTool(message.name, message.arguments).then((result) =>
        send({ type: 'result', id: message.id, result }),
      );
    } else if (message.type === 'unavailable') {
      console.warn(`[webmcp-nexus] live tools for agents are off: ${message.reason}`);
    }
  };
  // The agent's calls go to the tab the user last looked at when several hold a tool.
  const active = () => {
    if (document.visibilityState === 'visible') send({ type: 'active' });
  };
  addEventListener('focus', active);
  document.addEventListener('visibilitychange', active);
}

/** Sends the registry's tools now and after every change (coalesced per task), once it exists. */
function watchTools(send: (message: PageToWorker) => void): void {
  let sent: string | undefined;
  let queued = false;
  const sendTools = () => {
    queued = false;
    const tools = findPageRegistry()?.listTools().map(toLiveTool) ?? [];
    const text = JSON.stringify(tools);
    if (text !== sent) {
      sent = text;
      send({ type: 'tools', tools });
    }
  };
  const changed = () => {
    if (!queued) queueMicrotask(sendTools);
    queued = true;
  };
  const subscribe = (registry: WebMcpRegistry | undefined) => {
    if (!registry) return setTimeout(() => subscribe(findPageRegistry()), REGISTRY_POLL_MS);
    registry.subscribe(changed);
    changed();
  };
  sendTools();
  subscribe(findPageRegistry());
}

function toLiveTool({ owner: _owner, ...tool }: RegisteredToolInfo): LiveTool {
  return tool;
}

/** Runs a tool as a host would; never rejects. */
async function callTool(name: string, args: unknown): Promise<CallToolResult> {
  const registry = findPageRegistry();
  if (!registry) return failure(`Unknown tool "${name}": this page registers no tools`);
  try {
    const outcome = await registry.callTool(name, args);
    return outcome.result ?? failure(outcome.error ?? `Tool "${name}" gave no result`);
  } catch (error) {
    return failure(error instanceof Error ? error.message : String(error));
  }
}

function failure(message: string): CallToolResult {
  return { content: [{ type: 'text', text: message }], isError: true };
}
