import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  SubscribeRequestSchema,
  UnsubscribeRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import packageJson from '../../package.json';
import { type LiveToolsServer, startLiveToolsServer } from '../live-tools/live-tools-server';
import { countTools, formatToolCount, plural } from '../project/counts';
import type { ProjectOptions } from '../project/load-project';
import { resolveProjectDir } from '../project/resolve-project-dir';
import { callMcpTool, isOwnTool } from './call-mcp-tool';
import { listMcpResources, readMcpResource } from './mcp-resources';
import { MCP_TOOLS } from './mcp-tool-definitions';
import { createProjectSession, type ProjectSession } from './project-session';
import { TOOLS_RESOURCE_URI } from './resource-uris';
import { toMcpTool } from './to-mcp-tool';
import { type ProjectWatch, watchProject } from './watch-project';

/** Options of `createMcpServer`. */
export interface McpServerOptions extends ProjectOptions {
  /** The project directory (relative paths are resolved against the working directory). */
  root: string;
  /** Quiet time before file changes are re-extracted. @default 100 */
  debounceMs?: number;
  /** Where the server logs (never stdout: that is the protocol). @default process.stderr */
  log?: (line: string) => void;
  /**
   * Whether `watch()` also serves, as MCP tools, the tools registered by the project's pages open
   * in a development build (SPEC 4.1). @default true
   */
  liveTools?: boolean;
}

/** A project MCP server, not yet connected: `server.connect(transport)`, then `watch()`. */
export interface ProjectMcpServer {
  /** The official SDK's low-level server, with every handler set. */
  server: Server;
  session: ProjectSession;
  /** Starts watching the project and, unless `liveTools: false`, serving its open pages' tools. */
  watch(): void;
  /** Stops watching and closes the connection. */
  close(): Promise<void>;
}

/**
 * The webmcp-nexus MCP server for one project: read-only tools `list_tools` and `check_tools`, the
 * skill and the tools manifest as resources, and the tools of the project's pages open in a
 * development build (live, with `tools/list_changed`). Built on the SDK's low-level `Server` so the
 * input and output schemas are plain JSON Schema, validated here with messages that name the problem.
 */
export function createMcpServer(options: McpServerOptions): ProjectMcpServer {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const root = resolveProjectDir(options.root); // a clear UsageError for a missing folder, before any client connects
  const session = createProjectSession(root, options);
  const subscriptions = new Set<string>();
  const server = new Server(
    { name: 'webmcp-nexus', title: 'webmcp-nexus', version: packageJson.version },
    {
      capabilities: { tools: { listChanged: true }, resources: { listChanged: true, subscribe: true } },
      instructions:
        "Tools and the agent skill for a project that exposes WebMCP tools with webmcp-nexus. Read skill://webmcp-nexus/SKILL.md before writing or converting a tool; run check_tools afterwards. Every other tool listed is the app's own, registered by a page of the project open in a development build: calling it runs it in that page.",
    },
  );

  let live: LiveToolsServer | undefined;
  const shadowed = new Set<string>();
  const liveTools = () =>
    (live?.tools() ?? []).filter((tool) => {
      if (!isOwnTool(tool.name)) return true;
      if (!shadowed.has(tool.name)) {
        shadowed.add(tool.name);
        log(
          `webmcp-nexus mcp: live tools: the page's tool "${tool.name}" is hidden by this server's own tool of that name; rename it`,
        );
      }
      return false;
    });
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: [...MCP_TOOLS, ...liveTools().map(toMcpTool)],
  }));
  server.setRequestHandler(CallToolRequestSchema, (request) => {
    const { name, arguments: args } = request.params;
    if (live?.tools().some((tool) => tool.name === name) && !isOwnTool(name)) return live.call(name, args);
    return callMcpTool(session, name, args, { liveTools: !!live });
  });
  server.setRequestHandler(ListResourcesRequestSchema, () => ({ resources: listMcpResources() }));
  server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({ resourceTemplates: [] }));
  server.setRequestHandler(ReadResourceRequestSchema, (request) => {
    try {
      return readMcpResource(session, request.params.uri);
    } catch (error) {
      if (error instanceof McpError) throw error;
      throw new McpError(ErrorCode.InternalError, `internal error: ${(error as Error).message}`);
    }
  });
  server.setRequestHandler(SubscribeRequestSchema, (request) => {
    subscriptions.add(request.params.uri);
    return {};
  });
  server.setRequestHandler(UnsubscribeRequestSchema, (request) => {
    subscriptions.delete(request.params.uri);
    return {};
  });

  const notifyToolsChanged = async () => {
    // Hosts that discover skills over MCP refresh on list_changed (seed 001); subscribers want `updated`.
    await server.sendResourceListChanged();
    if (subscriptions.has(TOOLS_RESOURCE_URI)) await server.sendResourceUpdated({ uri: TOOLS_RESOURCE_URI });
  };

  let projectWatch: ProjectWatch | undefined;
  const onFilesChanged = (files: string[]) => {
    try {
      if (session.applyChanges(files)) {
        log(`webmcp-nexus mcp: tools changed (${files.length} file(s)): notifying the client`);
        notifyToolsChanged().catch((error) => log(`webmcp-nexus mcp: could not notify: ${error.message}`));
      }
    } catch (error) {
      log(`webmcp-nexus mcp: re-extraction failed: ${(error as Error).message}`);
    }
  };

  return {
    server,
    session,
    watch() {
      if (projectWatch) return;
      if (options.liveTools !== false) {
        live = startLiveToolsServer({
          root,
          log,
          onToolsChanged: () => {
            // (A page that closes once the client is gone has nobody to tell.)
            if (!server.transport) return;
            server
              .sendToolListChanged()
              .catch((error) => log(`webmcp-nexus mcp: could not notify: ${error.message}`));
          },
        });
      }
      projectWatch = watchProject(root, onFilesChanged, {
        debounceMs: options.debounceMs,
        onError: (error) => log(`webmcp-nexus mcp: watch: ${error.message}`),
      });
      // Extract once now, so the first change is compared with something and the first request is fast.
      setImmediate(() => {
        try {
          const { tools, diagnostics } = session.report();
          log(
            `webmcp-nexus mcp: ${root}: ${formatToolCount(countTools(tools))}, ${plural(diagnostics.length, 'diagnostic')}`,
          );
        } catch (error) {
          log(`webmcp-nexus mcp: extraction failed: ${(error as Error).message}`);
        }
      });
    },
    async close() {
      projectWatch?.close();
      await live?.close();
      await server.close();
    },
  };
}
