// For a helper that needs the value it waited for (tests themselves use `expect.poll`).

/**
 * Calls `read` until `accept` holds for its result (or fails after `timeoutMs`); returns that result.
 * @template T
 * @param {() => Promise<T> | T} read
 * @param {(value: T) => boolean} accept
 * @param {number} [timeoutMs]
 * @returns {Promise<T>}
 */
export async function pollUntil(read, accept, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  /** @type {T | undefined} */
  let last;
  /** @type {unknown} */
  let lastError;
  while (Date.now() < deadline) {
    try {
      last = await read();
      if (accept(last)) return last;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `gave up after ${timeoutMs} ms; last value: ${JSON.stringify(last)}; last error: ${String(lastError)}`,
  );
}
