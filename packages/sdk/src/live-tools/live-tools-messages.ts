// What the page, its bridge worker and `webmcp-nexus mcp` say to each other. Over the WebSocket
// (worker ↔ CLI) every message is one JSON text frame. Version 1:
//
//   CLI → worker   challenge  { protocol: 1, nonce }            at once, to a page of a loopback origin
//   worker → CLI   hello      { protocol: 1, nonce, proof, page } proof = HMAC-SHA256(secret, "page|" + CLI's nonce)
//   CLI → worker   welcome    { proof }                         proof = HMAC-SHA256(secret, "cli|" + worker's nonce)
//   worker → CLI   tools      { tools }                         after the welcome, and after every change
//   worker → CLI   active     {}                                the tab was focused or shown
//   CLI → worker   call       { id, name, arguments }
//   worker → CLI   result     { id, result }                    the CallToolResult, unchanged
//
// Neither side sends the secret, and neither sends anything else before the other proved it knows
// it: a page of another project, or a program squatting the port, learns nothing.
import type { CallToolResult, RegisteredTool } from '../types';

/** Where `webmcp-nexus mcp` listens, and the project's secret (from its cache folder, via the dev build). */
export interface LiveToolsEndpoint {
  port: number;
  secret: string;
}

/** A tool as the page offers it to the CLI: the SDK's `listTools()` entry without its owner. */
export type LiveTool = RegisteredTool;

/** The page's own words to its worker. */
export type PageToWorker =
  | { type: 'start'; endpoint: LiveToolsEndpoint; page: { url: string; title: string } }
  | { type: 'tools'; tools: LiveTool[] }
  | { type: 'active' }
  | { type: 'result'; id: number; result: CallToolResult };

/** The worker's words to its page. */
export type WorkerToPage =
  | { type: 'call'; id: number; name: string; arguments: unknown }
  /** The worker cannot connect from here (no WebCrypto: not a secure context). */
  | { type: 'unavailable'; reason: string };
