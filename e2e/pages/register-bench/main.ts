// Times how long it takes, from the registering call, until the host lists every tool. The
// `direct` mode registers the same descriptors straight on the polyfill: the host's own cost,
// to set the SDK's figure against.
import { initializeWebMCPPolyfill } from '@mcp-b/webmcp-polyfill';
import { registerGlobalTools } from 'webmcp-nexus-sdk/core';
import { makeTools } from './make-tools';

initializeWebMCPPolyfill();
const host = (document as any).modelContext;

/** Resolves once the host lists at least `count` tools, checking on every toolchange event. */
function whenHostListsAtLeast(count: number): Promise<void> {
  return new Promise((resolve) => {
    let checking = false;
    let changedWhileChecking = false;
    const check = async () => {
      if (checking) {
        changedWhileChecking = true;
        return;
      }
      checking = true;
      do {
        changedWhileChecking = false;
        if ((await host.getTools()).length >= count) {
          host.removeEventListener('toolchange', check);
          resolve();
          return;
        }
      } while (changedWhileChecking);
      checking = false;
    };
    host.addEventListener('toolchange', check);
    void check();
  });
}

function registerDirectly(tools: ReturnType<typeof makeTools>) {
  for (const [name, tool] of Object.entries(tools)) {
    const { description, title, inputSchema, readOnly } = tool.__webmcpSchema;
    void host.registerTool(
      { name, title, description, inputSchema, annotations: { readOnlyHint: readOnly }, execute: tool },
      { signal: new AbortController().signal },
    );
  }
}

Object.assign(window, {
  /** Registers `count` tools once (reload the page between runs) and returns the milliseconds taken. */
  runRegisterBench: async (count: number, mode: 'sdk' | 'direct') => {
    const tools = makeTools(count);
    const listed = whenHostListsAtLeast(count);
    const started = performance.now();
    if (mode === 'sdk') registerGlobalTools(tools);
    else registerDirectly(tools);
    await listed;
    return performance.now() - started;
  },
});
document.body.dataset.ready = 'true';
