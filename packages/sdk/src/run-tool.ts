import { warnOnResultMismatch } from './check-result';
import { messageOf } from './development';
import { errorResult, toCallToolResult } from './to-call-tool-result';
import type { ToolClaim } from './tool-entry';
import type { CallToolResult } from './types';
import { validateInput } from './validate-input';

/**
 * How long a call in flight may still return its result once its tool went away (its owner
 * unmounted, or a newer owner took the name): the "close the dialog" tool unmounts its own owner
 * and returns a moment later. Its signal is aborted at once; after this, the call is aborted.
 */
const IN_FLIGHT_GRACE_MS = 1000;

/**
 * Executes a claimed tool as WebMCP's `execute` would: parse and validate the input, call the
 * function with a signal, shape the result. Resolves with an error result on every failure and
 * rejects only when the call is aborted: at once when the host cancels it (`hostSignal`); when the
 * tool goes away (its `lifetime`, or `withdrawn` when a newer owner takes the name), the function's
 * signal aborts at once and a result it still returns within IN_FLIGHT_GRACE_MS is delivered.
 *
 * Per-call state (a controller, listeners, a timer) is released when the call settles: a page an
 * agent drives for hours holds nothing for the calls it has answered.
 */
export async function runTool(
  claim: ToolClaim,
  input: unknown,
  hostSignal?: AbortSignal,
  withdrawn?: AbortSignal,
): Promise<CallToolResult> {
  const controller = new AbortController();
  const { signal } = controller;
  // Aborted when the call settles: removes the listeners below, so nothing of the call stays.
  const settled = new AbortController();
  const listening = { signal: settled.signal };
  let stop!: (reason: unknown) => void;
  const stopped = new Promise<never>((_, reject) => (stop = reject));
  let graceTimer: ReturnType<typeof setTimeout> | undefined;
  for (const source of [hostSignal, claim.lifetime.signal, withdrawn]) source?.throwIfAborted();
  hostSignal?.addEventListener(
    'abort',
    () => {
      controller.abort(hostSignal.reason);
      stop(signal.reason);
    },
    listening,
  );
  for (const source of [claim.lifetime.signal, withdrawn]) {
    source?.addEventListener(
      'abort',
      () => {
        controller.abort();
        graceTimer ??= setTimeout(() => stop(signal.reason), IN_FLIGHT_GRACE_MS);
      },
      listening,
    );
  }
  try {
    // Hosts pass the arguments parsed (the polyfill does) or as the JSON text they received.
    const parsed = typeof input === 'string' ? JSON.parse(input) : (input ?? {});
    const problems = validateInput(parsed, claim.schema.inputSchema);
    if (problems.length) return errorResult(`Invalid input for "${claim.name}": ${problems.join('; ')}`);
    // The race settles the call even if the function ignores its signal.
    const value = await Promise.race([claim.invoke(parsed, { signal }), stopped]);
    try {
      if (process.env.NODE_ENV !== 'production' && claim.schema.outputSchema)
        warnOnResultMismatch(claim.name, value, claim.schema.outputSchema);
    } catch {}
    return toCallToolResult(claim.name, value);
  } catch (error) {
    signal.throwIfAborted();
    return errorResult(messageOf(error));
  } finally {
    clearTimeout(graceTimer);
    settled.abort();
  }
}
