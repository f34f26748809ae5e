// Talks to Chromium's native WebMCP as an agent outside the page does (chrome-devtools-mcp, a
// browser's own agent): through the DevTools protocol's `WebMCP` domain, never through the page's
// JavaScript or webmcp-nexus-sdk. `WebMCP.enable` reports the tools already registered, then each
// change; `WebMCP.invokeTool` starts a call whose answer arrives as a `toolResponded` event.

/**
 * A tool as `WebMCP.toolsAdded` reports it (its `frameId` and `stackTrace` dropped). The protocol
 * carries no `title`, and names the hints without `Hint`.
 * @typedef {object} ProtocolTool
 * @property {string} name
 * @property {string} description
 * @property {Record<string, unknown>} [inputSchema]
 * @property {{ readOnly: boolean, untrustedContent: boolean, consequential: boolean, debugging: boolean }} [annotations]
 */

/**
 * How a call ended, as `WebMCP.toolResponded` reports it: `Completed` with the value the tool's
 * `execute` resolved with, or `Error` with the exception it rejected with.
 * @typedef {{ status: 'Completed', output: any }
 *   | { status: 'Error' | 'Canceled', errorText: string, exception?: { className?: string, description?: string } }} ProtocolResponse
 */

/**
 * @typedef {object} WebMcpProtocol
 * @property {() => ProtocolTool[]} listTools the main frame's tools now, sorted by name
 * @property {() => string[]} changes every `added name` / `removed name` seen since enabling, in order
 * @property {(names: string[], options?: { present?: boolean, timeout?: number }) => Promise<void>} waitForTools
 *   waits until every name is listed (or, with `present: false`, none is)
 * @property {(toolName: string, input: Record<string, unknown>) => Promise<{ answer: () => Promise<ProtocolResponse>, cancel: () => Promise<void> }>} startCall
 *   sends `WebMCP.invokeTool` (rejects when the browser refuses the call: `Tool not found`);
 *   `cancel()` sends `WebMCP.cancelInvocation`, as an agent that gives up does
 * @property {(toolName: string, input: Record<string, unknown>) => Promise<ProtocolResponse>} call
 *   a call and its answer
 * @property {() => Promise<void>} close
 */

/**
 * Opens a DevTools session on `page` and enables its `WebMCP` domain.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<WebMcpProtocol>}
 */
export async function connectWebMcpProtocol(page) {
  const session = await page.context().newCDPSession(page);
  const { frameTree } = await session.send('Page.getFrameTree');
  const frameId = frameTree.frame.id;
  /** @type {Map<string, ProtocolTool>} */
  const tools = new Map();
  /** @type {string[]} */
  const changes = [];
  /** @type {Map<string, ProtocolResponse>} */
  const responses = new Map();
  /** @type {Set<() => void>} */
  const listeners = new Set();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  session.on('WebMCP.toolsAdded', (/** @type {any} */ { tools: added }) => {
    for (const { frameId: toolFrame, stackTrace: _stackTrace, ...tool } of added) {
      if (toolFrame !== frameId) continue;
      tools.set(tool.name, tool);
      changes.push(`added ${tool.name}`);
    }
    notify();
  });
  session.on('WebMCP.toolsRemoved', (/** @type {any} */ { tools: removed }) => {
    for (const { frameId: toolFrame, name } of removed) {
      if (toolFrame !== frameId) continue;
      tools.delete(name);
      changes.push(`removed ${name}`);
    }
    notify();
  });
  session.on('WebMCP.toolResponded', (/** @type {any} */ { invocationId, ...response }) => {
    responses.set(invocationId, response);
    notify();
  });
  await session.send(/** @type {any} */ ('WebMCP.enable'));

  /**
   * Resolves with `read()` once it is not undefined, re-reading after each protocol event; on
   * timeout, rejects with `what` and what the protocol showed instead.
   * @template T
   * @param {() => T | undefined} read
   * @param {string} what
   * @param {number} timeout
   * @returns {Promise<T>}
   */
  const until = (read, what, timeout) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const value = read();
        if (value === undefined) return;
        finish();
        resolve(value);
      };
      const timer = setTimeout(() => {
        finish();
        reject(
          new Error(
            `waited ${timeout} ms for ${what}; the protocol lists ${JSON.stringify([...tools.keys()])}`,
          ),
        );
      }, timeout);
      const finish = () => {
        clearTimeout(timer);
        listeners.delete(check);
      };
      listeners.add(check);
      check();
    });

  /** @type {WebMcpProtocol['startCall']} */
  const startCall = async (toolName, input) => {
    const { invocationId } = await session.send(/** @type {any} */ ('WebMCP.invokeTool'), {
      frameId,
      toolName,
      input,
    });
    return {
      answer: () => until(() => responses.get(invocationId), `the answer of ${toolName}`, 30_000),
      cancel: async () => {
        await session.send(/** @type {any} */ ('WebMCP.cancelInvocation'), { invocationId });
      },
    };
  };

  return {
    listTools: () => [...tools.values()].sort((a, b) => (a.name < b.name ? -1 : 1)),
    changes: () => [...changes],
    waitForTools: (names, { present = true, timeout = 10_000 } = {}) =>
      until(
        () => (names.every((name) => tools.has(name) === present) ? true : undefined),
        `${JSON.stringify(names)} to be ${present ? 'listed' : 'gone'}`,
        timeout,
      ).then(() => undefined),
    startCall,
    call: async (toolName, input) => (await startCall(toolName, input)).answer(),
    close: () => session.detach().catch(() => undefined),
  };
}
