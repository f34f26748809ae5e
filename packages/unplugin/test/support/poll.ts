/** Calls `read` until `accept` holds for its result (or fails after `timeoutMs`); returns that result. */
export async function pollUntil<T>(
  read: () => Promise<T> | T,
  accept: (value: T) => boolean,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  let lastError: unknown;
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
