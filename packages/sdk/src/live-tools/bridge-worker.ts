/**
 * The program of the page's bridge worker, which holds the connection to `webmcp-nexus mcp`:
 * connects, proves the project's secret and checks the CLI's proof, relays the page's tools and
 * the CLI's calls, and retries quietly while the CLI is not running.
 *
 * It runs in a SharedWorker of its own (made from this function's source, see
 * `start-live-tools.ts`), not in the page: a connection refused while no agent runs is logged by
 * the browser in the console of the context that tried, and a page's console must stay clean
 * (a shared worker's console is its own). So this function must be self-contained: it may use
 * nothing from outside its body, and only syntax every development bundler passes through.
 */
export function bridgeWorkerProgram(): void {
  /** While the CLI is not there: one quiet attempt a second. */
  const RETRY_MS = 1000;
  /** After the CLI turned down our proof (a page built with an older secret): rarely. */
  const REFUSED_RETRY_MS = 30_000;
  const scope = self as unknown as { onconnect: ((event: MessageEvent) => void) | null };
  const encoder = new TextEncoder();
  const toHex = (bytes: ArrayBuffer | Uint8Array) =>
    Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

  scope.onconnect = (connected) => {
    const page = connected.ports[0] as MessagePort;
    let socket: WebSocket | undefined;
    let welcomed = false;
    let tools: string | undefined;
    let hello: { port: number; page: unknown; key: Promise<CryptoKey> } | undefined;

    const sign = async (text: string) =>
      toHex(await crypto.subtle.sign('HMAC', await hello!.key, encoder.encode(text)));

    const connect = () => {
      if (!hello) return;
      const ws = new WebSocket(`ws://127.0.0.1:${hello.port}`);
      let nonce: string | undefined;
      let retryMs = RETRY_MS;
      socket = ws;
      ws.onmessage = async (event) => {
        let message: { type?: unknown; nonce?: unknown; proof?: unknown };
        try {
          message = JSON.parse(String(event.data));
        } catch {
          ws.close(4002);
          return;
        }
        if (message.type === 'challenge' && !nonce && typeof message.nonce === 'string') {
          nonce = toHex(crypto.getRandomValues(new Uint8Array(16)));
          const proof = await sign(`page|${message.nonce}`);
          ws.send(JSON.stringify({ type: 'hello', protocol: 1, nonce, proof, page: hello?.page }));
        } else if (message.type === 'welcome' && nonce && !welcomed) {
          // Something that does not know the secret holds the port: tell it nothing.
          if (message.proof !== (await sign(`cli|${nonce}`))) {
            retryMs = REFUSED_RETRY_MS;
            ws.close(4001);
            return;
          }
          welcomed = true;
          if (tools) ws.send(tools);
        } else if (welcomed && message.type === 'call') {
          page.postMessage(message);
        }
      };
      ws.onclose = (event) => {
        if (socket !== ws) return;
        socket = undefined;
        welcomed = false;
        // 4001: the CLI does not know this page's secret (rebuilt since): asking again soon is noise.
        setTimeout(connect, event.code === 4001 ? REFUSED_RETRY_MS : retryMs);
      };
    };

    page.onmessage = (event) => {
      const message = event.data as {
        type: string;
        endpoint?: { port: number; secret: string };
        page?: unknown;
      };
      if (message.type === 'start' && !hello && message.endpoint) {
        if (!self.crypto?.subtle) {
          page.postMessage({
            type: 'unavailable',
            reason:
              'this page is not a secure context (WebCrypto is missing): open it on localhost or 127.0.0.1',
          });
          return;
        }
        const key = crypto.subtle.importKey(
          'raw',
          encoder.encode(message.endpoint.secret),
          { name: 'HMAC', hash: 'SHA-256' },
          false,
          ['sign'],
        );
        hello = { port: message.endpoint.port, page: message.page, key };
        connect();
      } else if (message.type === 'tools') {
        tools = JSON.stringify(message);
        if (welcomed) socket?.send(tools);
      } else if (welcomed && (message.type === 'result' || message.type === 'active')) {
        socket?.send(JSON.stringify(message));
      }
    };
  };
}
