import type { HostToolDescriptor, ModelContextHost } from '../../src/host';

/**
 * A unit-test double with the shape of `document.modelContext` (used in Node only, where no DOM
 * exists; DOM tests use the real polyfill). `mode` picks a modern host (returns a promise,
 * duplicates reject with InvalidStateError) or an old Chrome one (throws synchronously).
 */
export class FakeHost implements ModelContextHost {
  readonly tools = new Map<string, HostToolDescriptor>();
  readonly signals = new Map<string, AbortSignal | undefined>();
  registerCalls = 0;

  constructor(private readonly mode: 'promise' | 'sync' = 'promise') {}

  registerTool(tool: HostToolDescriptor, options?: { signal?: AbortSignal }): Promise<void> | undefined {
    this.registerCalls++;
    if (this.tools.has(tool.name)) {
      const error = new DOMException(`Tool already registered: ${tool.name}`, 'InvalidStateError');
      if (this.mode === 'sync') throw error;
      return Promise.reject(error);
    }
    this.tools.set(tool.name, tool);
    this.signals.set(tool.name, options?.signal);
    options?.signal?.addEventListener('abort', () => {
      if (this.tools.get(tool.name) === tool) this.tools.delete(tool.name);
    });
    return this.mode === 'sync' ? undefined : Promise.resolve();
  }

  /** Calls a registered tool the way a host does (input object, no options). */
  execute(name: string, input: unknown, options?: { signal?: AbortSignal }): Promise<unknown> {
    const tool = this.tools.get(name);
    if (!tool) throw new Error(`no tool ${name}`);
    return tool.execute(input, options);
  }
}
