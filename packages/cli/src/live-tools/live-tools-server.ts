import { createServer, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { compareText, liveToolsEndpoint } from '@webmcp-nexus/core';
import { WebSocketServer } from 'ws';
import type { WebMcpTool } from '../mcp/to-mcp-tool';
import { type LivePage, servePage } from './live-page';
import { isLoopbackHost, isLoopbackOrigin } from './loopback-origin';

/** How often a taken port is tried again (another `webmcp-nexus mcp` of the project may quit). */
const PORT_RETRY_MS = 2000;
/** Calls carry a tool's result, which may hold an image: generous, but bounded. */
const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;

/** Options of `startLiveToolsServer`. */
export interface LiveToolsServerOptions {
  /** The project directory (absolute): its cache folder holds the port and the secret. */
  root: string;
  log(line: string): void;
  /** The list of live tools changed (a page came, went, or its tools changed). */
  onToolsChanged(): void;
}

/** The bridge to the project's open pages. */
export interface LiveToolsServer {
  /** Every tool the project's open pages register, each name once (from the page last looked at). */
  tools(): WebMcpTool[];
  /** Runs `name` in the page that `tools()` took it from; an error result when none holds it. */
  call(name: string, args: unknown): Promise<CallToolResult>;
  close(): Promise<void>;
}

/**
 * Listens on 127.0.0.1 at the project's live-tools port (`liveToolsEndpoint`, created if the dev
 * server has not yet) for the pages of its development builds. A WebSocket upgrade from an origin
 * that is not this machine's is answered 403 and nothing else; a connection that does not prove
 * the project's secret is closed after its hello.
 */
export function startLiveToolsServer(options: LiveToolsServerOptions): LiveToolsServer {
  const { log } = options;
  const pages = new Set<LivePage>();
  const refusals = new Set<string>();
  let listedJson = '[]';
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const byActivity = () => [...pages].sort((a, b) => b.lastActive - a.lastActive);
  const tools = (): WebMcpTool[] => {
    const byName = new Map<string, WebMcpTool>();
    for (const page of byActivity())
      for (const tool of page.tools.values()) if (!byName.has(tool.name)) byName.set(tool.name, tool);
    return [...byName.values()].sort((a, b) => compareText(a.name, b.name));
  };
  const changed = () => {
    const json = JSON.stringify(tools());
    if (json === listedJson) return;
    listedJson = json;
    options.onToolsChanged();
  };

  const endpoint = liveToolsEndpoint(options.root);
  const http = createServer((_request, response) => response.writeHead(426).end());
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const refuseUpgrade = (socket: Duplex, origin: string | undefined) => {
    const key = `origin ${origin ?? '(none)'}`;
    if (!refusals.has(key)) {
      refusals.add(key);
      log(
        `webmcp-nexus mcp: live tools: refused a connection from ${origin ?? 'no origin (not a browser page)'}: only pages of this machine (localhost) may connect`,
      );
    }
    socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  };
  http.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const { origin, host } = request.headers;
    if (!endpoint || !isLoopbackOrigin(origin) || !isLoopbackHost(host)) return refuseUpgrade(socket, origin);
    sockets.handleUpgrade(request, socket, head, (webSocket) =>
      servePage(webSocket, origin as string, endpoint.secret, {
        admitted(page) {
          pages.add(page);
          log(`webmcp-nexus mcp: live tools: ${page.url} connected`);
        },
        changed,
        gone(page) {
          pages.delete(page);
          log(`webmcp-nexus mcp: live tools: ${page.url} disconnected`);
          changed();
        },
        refused(from, reason) {
          const key = `${from} ${reason}`;
          if (refusals.has(key)) return;
          refusals.add(key);
          log(
            `webmcp-nexus mcp: live tools: refused a page of ${from}: ${reason} (a page built before its project's secret changed: restart the dev server and reload it)`,
          );
        },
      }),
    );
  });

  let warnedTaken = false;
  const listen = () => {
    if (closed || !endpoint) return;
    const onListenError = (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EADDRINUSE') {
        log(
          `webmcp-nexus mcp: live tools off: cannot listen on 127.0.0.1:${endpoint.port}: ${error.message}`,
        );
        return;
      }
      if (!warnedTaken) {
        warnedTaken = true;
        log(
          `webmcp-nexus mcp: live tools: 127.0.0.1:${endpoint.port} is taken (another webmcp-nexus mcp of this project serves its pages, or another program holds it); trying again every ${PORT_RETRY_MS / 1000} s. To move the project to another port, delete ${endpoint.file} and restart the dev server.`,
        );
      }
      retryTimer = setTimeout(listen, PORT_RETRY_MS);
    };
    http.once('error', onListenError);
    http.listen(endpoint.port, '127.0.0.1', () => {
      http.off('error', onListenError);
      log(`webmcp-nexus mcp: live tools: waiting for this project's pages on 127.0.0.1:${endpoint.port}`);
    });
  };
  if (endpoint) listen();
  else
    log(
      `webmcp-nexus mcp: live tools off: no package.json holds ${options.root}, so there is no cache folder to share the project's secret through`,
    );

  return {
    tools,
    call(name, args) {
      const holder = byActivity().find((page) => page.tools.has(name));
      if (!holder) {
        return Promise.resolve({
          content: [
            {
              type: 'text',
              text: `No open page of this project registers "${name}" now (its component unmounted, or the page was closed or reloaded): list the tools again.`,
            },
          ],
          isError: true,
        });
      }
      return holder.call(name, args);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      await new Promise<void>((resolve) => (http.listening ? http.close(() => resolve()) : resolve()));
    },
  };
}
