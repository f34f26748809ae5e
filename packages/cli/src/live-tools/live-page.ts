import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { WebSocket } from 'ws';
import type { WebMcpTool } from '../mcp/to-mcp-tool';
import { parsePageMessage } from './page-messages';
import { isPageProof, newNonce, proofOf } from './page-proof';

/** WebSocket close codes of the protocol (4000-4999 are the application's). */
const CloseCode = {
  /** The page did not prove the project's secret (in time). */
  Unauthorized: 4001,
  /** A message no page of this protocol sends. */
  ProtocolError: 4002,
} as const;

/** How long a page has to prove the secret after the challenge. */
const HELLO_TIMEOUT_MS = 5000;

/** What a connection tells the server about. */
export interface LivePageEvents {
  /** The page proved the secret: it may now offer tools. */
  admitted(page: LivePage): void;
  /** The page's tools, or its activity, changed. */
  changed(): void;
  /** The connection ended (after `admitted`, or not). */
  gone(page: LivePage): void;
  /** The page could not prove the secret, or spoke out of turn. */
  refused(origin: string, reason: string): void;
}

/** One tab of the project's app, connected to the CLI. */
export interface LivePage {
  readonly origin: string;
  /** The page's URL (origin and path), as it said in its hello. */
  readonly url: string;
  /** Its tools by name, as its SDK registry lists them. */
  readonly tools: ReadonlyMap<string, WebMcpTool>;
  /** When it was last focused or shown (a counter): the latest holds a name several pages have. */
  readonly lastActive: number;
  /** Runs `name` in the page; resolves with its result, or an error result when the page goes away first. */
  call(name: string, args: unknown): Promise<CallToolResult>;
}

let activity = 0;

/**
 * Serves one WebSocket from a loopback origin: challenges it at once, and admits it only when its
 * hello proves the project's secret; proves the CLI's knowledge back; then keeps its tools and
 * routes calls to it. Before admission nothing the page sends is read but its hello.
 */
export function servePage(socket: WebSocket, origin: string, secret: string, events: LivePageEvents): void {
  const challenge = newNonce();
  let page: (LivePage & { tools: Map<string, WebMcpTool>; lastActive: number }) | undefined;
  const pending = new Map<number, (result: CallToolResult) => void>();
  let nextCallId = 0;
  const refuse = (code: number, reason: string) => {
    events.refused(origin, reason);
    socket.close(code, reason);
  };
  const helloTimer = setTimeout(() => refuse(CloseCode.Unauthorized, 'no hello in time'), HELLO_TIMEOUT_MS);

  socket.send(JSON.stringify({ type: 'challenge', protocol: 1, nonce: challenge }));
  socket.on('message', (data, isBinary) => {
    const message = isBinary ? undefined : parsePageMessage(String(data));
    if (!message) return refuse(CloseCode.ProtocolError, 'a message no page sends');
    if (!page) {
      if (message.type !== 'hello' || !isPageProof(secret, challenge, message.proof))
        return refuse(CloseCode.Unauthorized, 'it does not know this project’s secret');
      clearTimeout(helloTimer);
      page = {
        origin,
        url: message.page.url,
        tools: new Map(),
        lastActive: ++activity,
        call(name, args) {
          const id = ++nextCallId;
          return new Promise((resolve) => {
            pending.set(id, resolve);
            socket.send(JSON.stringify({ type: 'call', id, name, arguments: args ?? {} }));
          });
        },
      };
      socket.send(JSON.stringify({ type: 'welcome', proof: proofOf(secret, 'cli', message.nonce) }));
      events.admitted(page);
      return;
    }
    if (message.type === 'tools') {
      page.tools = new Map(message.tools.map((tool) => [tool.name, tool]));
      if (message.refused.length)
        events.refused(origin, `tools it sent malformed: ${message.refused.join(', ')}`);
      events.changed();
    } else if (message.type === 'active') {
      page.lastActive = ++activity;
      events.changed();
    } else if (message.type === 'result') {
      pending.get(message.id)?.(message.result);
      pending.delete(message.id);
    }
  });
  socket.on('close', () => {
    clearTimeout(helloTimer);
    for (const resolve of pending.values())
      resolve({
        content: [{ type: 'text', text: `The page (${page?.url}) closed before the tool answered.` }],
        isError: true,
      });
    pending.clear();
    if (page) events.gone(page);
  });
  socket.on('error', () => socket.terminate());
}
