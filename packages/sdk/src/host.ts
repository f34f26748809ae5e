import type { RegisteredTool } from './types';

/** What `registerTool` receives (WebMCP `ModelContextTool`): the tool and how to run it. */
export interface HostToolDescriptor extends RegisteredTool {
  execute(input: unknown, options?: { signal?: AbortSignal }): Promise<unknown>;
}

/** The part of `document.modelContext` the SDK uses. Modern hosts return a promise; old Chrome throws synchronously. */
export interface ModelContextHost {
  registerTool(tool: HostToolDescriptor, options?: { signal?: AbortSignal }): unknown;
}

/** The page's WebMCP host: `document.modelContext`, else the deprecated `navigator.modelContext`; none during SSR. */
export function findModelContextHost(): ModelContextHost | undefined {
  if (typeof document === 'undefined') return undefined;
  // Read navigator only as a fallback: the polyfill's navigator getter logs a deprecation warning.
  // A host without a working registerTool is still a host: its refusal is reported per tool.
  return (
    (document as { modelContext?: ModelContextHost }).modelContext ??
    (globalThis.navigator as { modelContext?: ModelContextHost } | undefined)?.modelContext
  );
}
