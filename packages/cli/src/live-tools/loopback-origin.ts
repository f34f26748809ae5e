/**
 * Whether a WebSocket request's `Origin` is a page of this machine: `http(s)://localhost`, a
 * `*.localhost` name, `127.x.x.x` or `[::1]`, on any port. Browsers set `Origin` themselves, so a
 * page of any other site (including one whose name a DNS rebinding points at 127.0.0.1) is
 * refused before it sees a byte; a request without one (not a browser page) is refused too.
 */
export function isLoopbackOrigin(origin: string | undefined): boolean {
  if (!origin) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && isLoopbackHostname(url.hostname);
}

/** Whether the `Host` a request was sent to names this machine (a rebound name does not). */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  try {
    return isLoopbackHostname(new URL(`http://${host}`).hostname);
  } catch {
    return false;
  }
}

function isLoopbackHostname(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127(?:\.\d{1,3}){3}$/.test(hostname)
  );
}
