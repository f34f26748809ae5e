import { createHmac, randomBytes } from 'node:crypto';
import WebSocket from 'ws';

/** How a connection attempt went, as a page would see it. */
export interface ProtocolPage {
  /** Every message the CLI sent, parsed. */
  received: Record<string, unknown>[];
  /** Resolves with the close code once the connection ends (1006: refused or cut). */
  closed: Promise<number>;
  /** The HTTP status when the upgrade was refused. */
  refusedStatus?: number;
  /** The proof a CLI that knows the secret sends back in its welcome (what the SDK's worker checks). */
  welcomeProof: string;
  send(message: object): void;
  close(): void;
  /** Waits until a message of `type` arrives (or the connection ends: undefined). */
  next(type: string): Promise<Record<string, unknown> | undefined>;
}

/** HMAC-SHA256 of `role|nonce` under `secret`, hex: the protocol's proof. */
function proof(secret: string, role: 'page' | 'cli', nonce: string): string {
  return createHmac('sha256', secret).update(`${role}|${nonce}`).digest('hex');
}

/**
 * A WebSocket client that speaks the live-tools protocol the way the SDK's bridge worker does
 * (or, with a wrong `secret` or a foreign `origin`, the way an intruder would): a Node client can
 * send any `Origin`, so it plays pages the browser tests cannot make.
 */
export function connectProtocolPage(
  port: number,
  options: { origin?: string; host?: string; secret?: string; answerChallenge?: boolean; url?: string },
): ProtocolPage {
  const headers: Record<string, string> = {};
  if (options.host) headers.host = options.host;
  const socket = new WebSocket(`ws://127.0.0.1:${port}`, { origin: options.origin, headers });
  const received: Record<string, unknown>[] = [];
  const nonce = randomBytes(16).toString('hex');
  const waiters: { type: string; resolve(message?: Record<string, unknown>): void }[] = [];
  const page: ProtocolPage = {
    received,
    closed: new Promise((resolve) => {
      socket.on('close', (code) => {
        for (const waiter of waiters.splice(0)) waiter.resolve(undefined);
        resolve(code);
      });
      socket.on('error', () => undefined);
    }),
    welcomeProof: options.secret ? proof(options.secret, 'cli', nonce) : '',
    send: (message) => socket.send(JSON.stringify(message)),
    close: () => socket.close(),
    next: (type) => {
      const seen = received.find((message) => message.type === type);
      if (seen) return Promise.resolve(seen);
      if (socket.readyState >= WebSocket.CLOSING) return Promise.resolve(undefined);
      return new Promise((resolve) => waiters.push({ type, resolve }));
    },
  };
  socket.on('unexpected-response', (_request, response) => {
    page.refusedStatus = response.statusCode;
    socket.terminate();
  });
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    received.push(message);
    for (const waiter of waiters.filter((candidate) => candidate.type === message.type)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(message);
    }
    if (message.type === 'challenge' && options.answerChallenge !== false && options.secret) {
      page.send({
        type: 'hello',
        protocol: 1,
        nonce,
        proof: proof(options.secret, 'page', message.nonce),
        page: { url: options.url ?? `${options.origin}/`, title: 'test page' },
      });
    }
  });
  return page;
}

/** A tool as the SDK's `listTools()` gives it to the bridge. */
export function pageTool(
  name: string,
  annotations: Partial<Record<'readOnlyHint' | 'untrustedContentHint' | 'consequentialHint', boolean>> = {},
  description = `${name} of the page`,
) {
  return {
    name,
    title: name,
    description,
    inputSchema: { type: 'object', properties: { q: { type: 'string' } }, additionalProperties: false },
    annotations: {
      readOnlyHint: false,
      untrustedContentHint: false,
      consequentialHint: false,
      ...annotations,
    },
  };
}
