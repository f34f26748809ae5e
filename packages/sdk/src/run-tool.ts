import { warnOnResultMismatch } from './check-result';
import { messageOf } from './development';
import { errorResult, toCallToolResult } from './to-call-tool-result';
import type { ToolClaim } from './tool-entry';
import type { CallToolResult } from './types';
import { validateInput } from './validate-input';

/**
 * Executes a claimed tool as WebMCP's `execute` would: parse and validate the input, call the
 * function with a signal, shape the result. Resolves with an error result on every failure, and
 * at once when the host cancels the call (`hostSignal`); rejects only a call that arrives
 * cancelled, or for a tool already gone. When the tool goes away (its
 * `lifetime`, or `withdrawn` when a newer owner takes the name), the function's signal aborts, but
 * the call goes on and its result is delivered however late: WebMCP never cancels an execution
 * whose callback has started (webmcp PR #248), and a "close the dialog" tool that unmounts its own
 * owner and then waits on the network has already done what the agent asked.
 *
 * Per-call state (a controller, listeners) is released when the call settles: a page an agent
 * drives for hours holds nothing for the calls it has answered.
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
  let stop!: () => void;
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  const sources = [hostSignal, claim.lifetime.signal, withdrawn];
  for (const source of sources) source?.throwIfAborted();
  for (const source of sources) {
    source?.addEventListener(
      'abort',
      () => {
        controller.abort(source.reason);
        if (source === hostSignal) stop();
      },
      { signal: settled.signal },
    );
  }
  try {
    // Hosts pass the arguments parsed (the polyfill does) or as the JSON text they received.
    const parsed = typeof input === 'string' ? JSON.parse(input) : (input ?? {});
    const problems = validateInput(parsed, claim.schema.inputSchema);
    if (problems.length) return errorResult(`Invalid input for "${claim.name}": ${problems.join('; ')}`);
    // The race ends a cancelled call even if the function ignores its signal.
    const value = await Promise.race([claim.invoke(parsed, { signal }), stopped]);
    if (!hostSignal?.aborted) {
      try {
        if (process.env.NODE_ENV !== 'production' && claim.schema.outputSchema)
          warnOnResultMismatch(claim.name, value, claim.schema.outputSchema);
      } catch {}
      return toCallToolResult(claim.name, value);
    }
  } catch (error) {
    if (!hostSignal?.aborted) return errorResult(messageOf(error));
  } finally {
    settled.abort();
  }
  // The host cancelled the call and has given up on its answer (Chromium reports it `Canceled`
  // whatever comes back): end it with an error result, not a rejection, which Chromium would log
  // in the page's console as an error.
  return errorResult(`Call of "${claim.name}" cancelled`);
}
