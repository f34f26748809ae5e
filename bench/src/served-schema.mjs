// Reads what a Vite dev server serves for a tool module: the code over HTTP, and the schema the
// plugin injected, taken from the evaluated module (Vite reprints the injected literal, so text
// matching would be fragile; a generated tool module has no imports, so it runs on its own).

/** Fetches `url` and returns the served code; throws on a non-200 answer or after `timeoutMs`. */
export async function fetchServedCode(url, timeoutMs = 30_000) {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  const code = await response.text();
  if (response.status !== 200)
    throw new Error(`GET ${url} answered ${response.status}: ${code.slice(0, 500)}`);
  return code;
}

/** The `__webmcpSchema` of the first export of the served module `code` that carries one, or undefined. */
export async function injectedSchemaOf(code) {
  const module = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  return Object.values(module).find((value) => value?.__webmcpSchema)?.__webmcpSchema;
}
