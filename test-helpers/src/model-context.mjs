// Talks to the page's WebMCP host exactly as an agent-side browser would: through the host's own
// `document.modelContext.getTools()` and Chromium's `executeTool()` extension (which
// @mcp-b/webmcp-polyfill implements), never through webmcp-nexus-sdk. What these helpers see is
// what an agent sees.

/**
 * A tool as the host lists it (the page-only `window` member dropped).
 * @typedef {object} ListedTool
 * @property {string} name
 * @property {string} title
 * @property {string} description
 * @property {Record<string, unknown>} [inputSchema]
 * @property {string} origin
 * @property {{ readOnlyHint: boolean, untrustedContentHint: boolean }} [annotations]
 */

/**
 * MCP CallToolResult as the host returns it from executeTool (it returns JSON text; parsed here).
 * @typedef {object} CallToolResult
 * @property {Array<{ type: string, text?: string }>} content
 * @property {unknown} [structuredContent]
 * @property {boolean} [isError]
 */

/**
 * How an executeTool call ended: the host's text (and its parse) or the host's rejection.
 * @typedef {{ status: 'fulfilled', text: string, result: CallToolResult | undefined }
 *   | { status: 'rejected', errorName: string, message: string }} ToolCallOutcome
 */

/**
 * Lists the tools registered on the page's host, sorted by name (the host's order).
 * @param {import('playwright-core').Page} page
 * @returns {Promise<ListedTool[]>}
 */
export function listTools(page) {
  return page.evaluate(async () => {
    const host = /** @type {any} */ (document).modelContext;
    if (!host) throw new Error('document.modelContext is missing: the page did not initialise a WebMCP host');
    const tools = await host.getTools();
    return tools.map((/** @type {any} */ { window: _pageWindow, ...tool }) => tool);
  });
}

/**
 * Waits until every name in `names` is listed by the host (or, with `present: false`, none is).
 * Re-checks on each `toolchange` event (and every 50 ms, for a host that does not exist yet);
 * on timeout the error says what the host listed instead.
 * @param {import('playwright-core').Page} page
 * @param {string[]} names
 * @param {{ present?: boolean, timeout?: number }} [options]
 */
export async function waitForTools(page, names, { present = true, timeout = 10_000 } = {}) {
  // Not page.waitForFunction: it does not await an async predicate, and getTools() is async.
  await page.evaluate(
    async ({ expected, shouldBePresent, timeoutMs }) => {
      const deadline = performance.now() + timeoutMs;
      /** @returns {Promise<string[] | undefined>} */
      const listedNames = async () => {
        const host = /** @type {any} */ (document).modelContext;
        return host ? (await host.getTools()).map((/** @type {any} */ tool) => tool.name) : undefined;
      };
      for (;;) {
        const listed = await listedNames();
        if (listed && expected.every((name) => listed.includes(name) === shouldBePresent)) return;
        if (performance.now() > deadline) {
          const wanted = shouldBePresent ? 'listed' : 'gone';
          throw new Error(
            `waited ${timeoutMs} ms for ${JSON.stringify(expected)} to be ${wanted}; the host lists ${listed ? JSON.stringify(listed) : 'nothing (no document.modelContext)'}`,
          );
        }
        await new Promise((resolve) => {
          /** @type {any} */ (document).modelContext?.addEventListener('toolchange', resolve, { once: true });
          setTimeout(resolve, 50);
        });
      }
    },
    { expected: names, shouldBePresent: present, timeoutMs: timeout },
  );
}

/**
 * Turns the host's JSON text into a CallToolResult, or undefined when it is not JSON.
 * @param {string} text
 */
function parseResultText(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Starts `executeTool(name, args)` on the host and returns at once, so a test can act while the
 * call is in flight: `abort()` aborts the AbortSignal the call was given, `settled()` resolves
 * with how the call ended. With `alreadyAborted`, the call is made with an aborted signal.
 * @param {import('playwright-core').Page} page
 * @param {string} name
 * @param {unknown} args
 * @param {{ alreadyAborted?: boolean }} [options]
 */
export async function startToolCall(page, name, args, { alreadyAborted = false } = {}) {
  const callId = await page.evaluate(
    async ({ toolName, input, abortFirst }) => {
      const host = /** @type {any} */ (document).modelContext;
      if (!host)
        throw new Error('document.modelContext is missing: the page did not initialise a WebMCP host');
      const tool = (await host.getTools()).find((/** @type {any} */ listed) => listed.name === toolName);
      if (!tool) throw new Error(`the host lists no tool named "${toolName}"`);
      const pending = /** @type {any} */ (window).__e2eToolCalls ?? new Map();
      /** @type {any} */ (window).__e2eToolCalls = pending;
      const id = pending.size + 1;
      const controller = new AbortController();
      if (abortFirst) controller.abort();
      const settled = Promise.resolve()
        .then(() => host.executeTool(tool, JSON.stringify(input), { signal: controller.signal }))
        .then(
          (/** @type {string} */ text) => ({ status: 'fulfilled', text }),
          (/** @type {any} */ error) => ({
            status: 'rejected',
            errorName: String(error?.name ?? 'Error'),
            message: String(error?.message ?? error),
          }),
        );
      pending.set(id, { controller, settled });
      return id;
    },
    { toolName: name, input: args, abortFirst: alreadyAborted },
  );
  return {
    /** Aborts the signal passed to this executeTool call. */
    abort: () =>
      page.evaluate((id) => /** @type {any} */ (window).__e2eToolCalls.get(id).controller.abort(), callId),
    /** @returns {Promise<ToolCallOutcome>} */
    settled: async () => {
      const outcome = await page.evaluate(
        (id) => /** @type {any} */ (window).__e2eToolCalls.get(id).settled,
        callId,
      );
      return outcome.status === 'fulfilled' ? { ...outcome, result: parseResultText(outcome.text) } : outcome;
    },
  };
}

/**
 * Calls a tool through the host and reports how it ended, rejections included.
 * @param {import('playwright-core').Page} page
 * @param {string} name
 * @param {unknown} args
 * @returns {Promise<ToolCallOutcome>}
 */
export async function executeTool(page, name, args) {
  return (await startToolCall(page, name, args)).settled();
}

/**
 * Calls a tool through the host and returns its CallToolResult; throws when the host rejects the
 * call or returns something that is not a CallToolResult.
 * @param {import('playwright-core').Page} page
 * @param {string} name
 * @param {unknown} args
 * @returns {Promise<CallToolResult>}
 */
export async function callTool(page, name, args) {
  const outcome = await executeTool(page, name, args);
  if (outcome.status === 'rejected') {
    throw new Error(
      `executeTool("${name}") was rejected by the host: ${outcome.errorName}: ${outcome.message}`,
    );
  }
  if (!outcome.result || !Array.isArray(outcome.result.content)) {
    throw new Error(`executeTool("${name}") returned ${JSON.stringify(outcome.text)}, not a CallToolResult`);
  }
  return outcome.result;
}

/**
 * Starts counting the host's `toolchange` events (one per registration or unregistration), to
 * prove that something did NOT re-register tools; `count()` reads the total so far.
 * @param {import('playwright-core').Page} page
 */
export async function countToolChanges(page) {
  await page.evaluate(() => {
    const host = /** @type {any} */ (document).modelContext;
    if (!host) throw new Error('document.modelContext is missing: the page did not initialise a WebMCP host');
    const counter = { changes: 0 };
    /** @type {any} */ (window).__e2eToolChanges = counter;
    host.addEventListener('toolchange', () => {
      counter.changes += 1;
    });
  });
  return {
    /** @returns {Promise<number>} */
    count: () => page.evaluate(() => /** @type {any} */ (window).__e2eToolChanges.changes),
  };
}
