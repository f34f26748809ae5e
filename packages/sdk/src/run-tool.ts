import { messageOf } from './development';
import { errorResult, toCallToolResult } from './to-call-tool-result';
import type { ToolClaim } from './tool-entry';
import type { CallToolResult } from './types';
import { validateInput } from './validate-input';

/**
 * Executes a claimed tool as WebMCP's `execute` would: parse and validate the input, call the
 * function with a signal, shape the result. Resolves with an error result on every failure and
 * rejects only when the call is aborted (by the host's signal or because the tool went away).
 */
export async function runTool(
  claim: ToolClaim,
  input: unknown,
  hostSignal?: AbortSignal,
): Promise<CallToolResult> {
  const signal = AbortSignal.any([claim.lifetime.signal, hostSignal ?? claim.lifetime.signal]);
  try {
    signal.throwIfAborted();
    // Hosts pass the arguments parsed (the polyfill does) or as the JSON text they received.
    const parsed = typeof input === 'string' ? JSON.parse(input) : (input ?? {});
    const problems = validateInput(parsed, claim.schema.inputSchema);
    if (problems.length) return errorResult(`Invalid input for "${claim.name}": ${problems.join('; ')}`);
    const value = await Promise.race([
      claim.invoke(parsed, { signal }),
      // Settles the call when the tool goes away or the host cancels, even if the function ignores its signal.
      new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    ]);
    return toCallToolResult(claim.name, value);
  } catch (error) {
    signal.throwIfAborted();
    return errorResult(messageOf(error));
  }
}
