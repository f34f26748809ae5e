import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';
import { installPolyfill, type PolyfillContext, removePolyfill } from './polyfill';

/** The host a React test runs against: the real polyfill's context and a spy on its `registerTool`. */
export interface ReactTestHost {
  readonly context: PolyfillContext;
  readonly registerSpy: MockInstance;
  /** The names of the tools on the host now. */
  toolNames(): Promise<string[]>;
}

/**
 * Before each test, installs the real @mcp-b/webmcp-polyfill with a spy on `registerTool`; after
 * it, unmounts what the test rendered and removes the polyfill (and every tool on it).
 */
export function hostForEachTest(): ReactTestHost {
  let context: PolyfillContext;
  let registerSpy: MockInstance;
  beforeEach(() => {
    context = installPolyfill();
    registerSpy = vi.spyOn(context, 'registerTool');
  });
  afterEach(() => {
    cleanup();
    removePolyfill();
    vi.restoreAllMocks();
  });
  return {
    get context() {
      return context;
    },
    get registerSpy() {
      return registerSpy;
    },
    toolNames: async () => (await context.getTools()).map((tool) => tool.name),
  };
}
