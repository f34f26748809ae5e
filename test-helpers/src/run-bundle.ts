import vm from 'node:vm';

/** A tool as a minimal `document.modelContext` recorded it. */
export interface RecordedTool {
  name: string;
  title?: string;
  description: string;
  inputSchema: unknown;
  annotations?: Record<string, unknown>;
  execute(input: unknown, options?: unknown): Promise<unknown>;
}

/** What running a bundle gave: the tools it registered and the values it exported. */
export interface BundleRun {
  tools: Map<string, RecordedTool>;
  exports: Record<string, any>;
}

/**
 * Runs a built bundle (CommonJS, or an IIFE assigning `var bundle`) in a fresh V8 context whose
 * only WebMCP host is a recorder on `document.modelContext`, then lets registration settle.
 */
export async function runBundle(code: string): Promise<BundleRun> {
  const tools = new Map<string, RecordedTool>();
  const modelContext = {
    async registerTool(tool: RecordedTool, options?: { signal?: AbortSignal }) {
      tools.set(tool.name, tool);
      options?.signal?.addEventListener('abort', () => tools.delete(tool.name));
    },
  };
  const module = { exports: {} as Record<string, any> };
  const context = vm.createContext({
    document: { modelContext },
    console,
    setTimeout,
    clearTimeout,
    queueMicrotask,
    structuredClone,
    AbortController,
    AbortSignal,
    Event,
    EventTarget,
    DOMException,
    TextEncoder,
    TextDecoder,
    URL,
    process: { env: { NODE_ENV: 'production' } },
    module,
    exports: module.exports,
  });
  vm.runInContext('globalThis.window = globalThis;', context);
  vm.runInContext(code, context, { filename: 'bundle.js' });
  await new Promise((resolve) => setTimeout(resolve, 20));
  const exports = (context.bundle as Record<string, any> | undefined) ?? module.exports;
  return { tools, exports };
}
