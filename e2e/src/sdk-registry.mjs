// The SDK's own view of a page (its shared registry, found by its `Symbol.for` key), for the
// things a WebMCP host cannot show: the `consequentialHint` (@mcp-b/webmcp-polyfill 5.1 drops it),
// the registry's state and who owns each tool. Everything an agent sees is checked through the host instead.

/**
 * @typedef {object} SdkRegistryView
 * @property {string} state `idle` | `ready` | `no-host` | `error`
 * @property {string[]} failures registrations the host refused, as `name: message`
 * @property {Record<string, { readOnlyHint: boolean, untrustedContentHint: boolean, consequentialHint: boolean }>} annotations
 *   by tool name, exactly as the SDK hands them to `registerTool`
 * @property {Record<string, string>} owners by tool name, which call holds it (`useWebMcpTools#3`)
 */

/**
 * Reads the SDK registry's state, failures and annotations on `page`.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<SdkRegistryView>}
 */
export function readSdkRegistry(page) {
  return page.evaluate(() => {
    const registry = /** @type {any} */ (globalThis)[Symbol.for('webmcp-nexus.registry')];
    if (!registry) throw new Error('no webmcp-nexus registry on this page (the SDK never ran)');
    const snapshot = registry.getSnapshot();
    return {
      state: snapshot.state,
      // A record of name → message (an array of { name, message } in early SDK builds).
      failures: Array.isArray(snapshot.failures)
        ? snapshot.failures.map((/** @type {any} */ failure) => `${failure.name}: ${failure.message}`)
        : Object.entries(snapshot.failures).map(([name, message]) => `${name}: ${message}`),
      annotations: Object.fromEntries(
        snapshot.tools.map((/** @type {any} */ tool) => [tool.name, tool.annotations]),
      ),
      owners: Object.fromEntries(snapshot.tools.map((/** @type {any} */ tool) => [tool.name, tool.owner])),
    };
  });
}
