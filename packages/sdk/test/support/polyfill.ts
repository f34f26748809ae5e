import { cleanupWebMCPPolyfill, initializeWebMCPPolyfill } from '@mcp-b/webmcp-polyfill';

/** The polyfill's `document.modelContext`, as the page (and an agent bridge) sees it. */
export interface PolyfillContext {
  registerTool(tool: object, options?: { signal?: AbortSignal }): Promise<void>;
  getTools(): Promise<Array<Record<string, unknown> & { name: string }>>;
  executeTool(tool: object, inputJson: string, options?: { signal?: AbortSignal }): Promise<string>;
}

/** Installs the real @mcp-b/webmcp-polyfill on jsdom's document and returns its context. */
export function installPolyfill(): PolyfillContext {
  initializeWebMCPPolyfill();
  return (document as unknown as { modelContext: PolyfillContext }).modelContext;
}

/** Removes the polyfill (and every tool on it). */
export function removePolyfill(): void {
  cleanupWebMCPPolyfill();
}

/** Executes a tool the way an agent bridge does: find it in getTools(), pass JSON text, parse the answer. */
export async function executeByName(
  context: PolyfillContext,
  name: string,
  input: unknown,
  options?: { signal?: AbortSignal },
): Promise<unknown> {
  const tool = (await context.getTools()).find((candidate) => candidate.name === name);
  if (!tool) throw new Error(`no tool ${name} on the host`);
  return JSON.parse(await context.executeTool(tool, JSON.stringify(input), options));
}

/** Waits until `check` passes (the registry polls for a late host every 500 ms). */
export async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
