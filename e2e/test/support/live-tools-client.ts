// An agent's side of `webmcp-nexus mcp`: the official MCP SDK client spawning the built CLI over
// stdio for a project, exactly as `claude mcp add webmcp -- npx webmcp-nexus mcp` does.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import {
  type CallToolResult,
  type Tool,
  ToolListChangedNotificationSchema,
} from '@modelcontextprotocol/sdk/types.js';
import type { ShopTool } from '../../../fixtures/apps/shop/expected-tools.js';

const cliPath = fileURLToPath(new URL('../../../packages/cli/dist/cli.js', import.meta.url));
const liveToolsEntry = fileURLToPath(new URL('../../../packages/sdk/dist/live-tools.js', import.meta.url));

/** The CLI's own tools, listed before the pages' ones. */
const OWN_TOOL_NAMES = ['list_tools', 'check_tools'];

/** How long a condition may take on a loaded 2-core machine; every wait ends as soon as it holds. */
const DEADLINE_MS = 120_000;

/** A running `webmcp-nexus mcp` and the client connected to it. */
export interface LiveToolsCli {
  client: Client;
  /** Everything the CLI logged to stderr so far. */
  stderr(): string;
  /** How many `notifications/tools/list_changed` arrived so far. */
  listChangedCount(): number;
  /**
   * Lists the tools until `accept` holds of the pages' tool names (the CLI's own left out),
   * listing again at each `tools/list_changed`; returns the pages' tools then.
   */
  liveToolsWhen(accept: (names: string[]) => boolean): Promise<Tool[]>;
  /** Calls a tool; the result as the client received it. */
  call(name: string, args?: Record<string, unknown>): Promise<CallToolResult>;
  /** Resolves once the CLI logged `text`. */
  logged(text: string): Promise<void>;
  close(): Promise<void>;
}

/** Starts `webmcp-nexus mcp <root>` with a connected MCP client. */
export async function startLiveToolsCli(root: string): Promise<LiveToolsCli> {
  for (const built of [cliPath, liveToolsEntry])
    if (!existsSync(built)) throw new Error(`${built} missing: run \`pnpm build\` first`);
  const client = new Client({ name: 'webmcp-nexus-e2e', version: '1.0.0' });
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [cliPath, 'mcp', root],
    stderr: 'pipe',
  });
  let stderr = '';
  const stderrWaiters = new Set<() => void>();
  transport.stderr?.on('data', (chunk) => {
    stderr += chunk;
    for (const wake of stderrWaiters) wake();
  });
  let notifications = 0;
  const notificationWaiters = new Set<() => void>();
  client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
    notifications++;
    for (const wake of notificationWaiters) wake();
  });
  await client.connect(transport);

  /** Waits for `wake` to be called by the next event, or fails with `describe()` past the deadline. */
  const waitFor = (waiters: Set<() => void>, holds: () => boolean, describe: () => string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!holds()) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve();
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(describe()));
      }, DEADLINE_MS);
      waiters.add(check);
      check();
    });

  const liveTools = async () =>
    (await client.listTools()).tools.filter((tool) => !OWN_TOOL_NAMES.includes(tool.name));
  return {
    client,
    stderr: () => stderr,
    listChangedCount: () => notifications,
    async liveToolsWhen(accept) {
      for (;;) {
        const seen = notifications;
        const tools = await liveTools();
        if (accept(tools.map((tool) => tool.name))) return tools;
        await waitFor(
          notificationWaiters,
          () => notifications > seen,
          () =>
            `no tools/list_changed for ${DEADLINE_MS} ms; the pages' tools are ${JSON.stringify(tools.map((tool) => tool.name))}; the CLI logged:\n${stderr}`,
        );
      }
    },
    call: async (name, args = {}) => (await client.callTool({ name, arguments: args })) as CallToolResult,
    logged: (text) =>
      waitFor(
        stderrWaiters,
        () => stderr.includes(text),
        () => `the CLI did not log ${JSON.stringify(text)}; it logged:\n${stderr}`,
      ),
    close: () => client.close(),
  };
}

/**
 * A shop tool as `webmcp-nexus mcp` must list it (SPEC 4.1), written from the spec, not from the
 * CLI's code: the SDK's title (the name when there is no `@title`), `readOnlyHint` as is and,
 * for a writer, `destructiveHint` true exactly when it is consequential; the four WebMCP
 * annotations under `_meta`.
 */
export function expectedMcpTool(tool: ShopTool): Tool {
  const readOnly = tool.readOnly === true;
  const consequential = tool.consequential === true;
  return {
    name: tool.name,
    title: tool.title ?? tool.name,
    description: tool.description,
    inputSchema: tool.inputSchema as Tool['inputSchema'],
    annotations: readOnly
      ? { readOnlyHint: true, ...(consequential ? { destructiveHint: true } : {}) }
      : { readOnlyHint: false, destructiveHint: consequential },
    _meta: {
      'webmcp-nexus/annotations': {
        readOnlyHint: readOnly,
        untrustedContentHint: tool.untrustedContent === true,
        consequentialHint: consequential,
        debugging: false,
      },
    },
  };
}
