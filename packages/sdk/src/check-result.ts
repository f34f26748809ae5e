import type { JsonSchema } from './types';
import { validateInput } from './validate-input';

/** `tool\0path` of every mismatch reported: one warning per tool and path, however often it recurs. */
let reported: Set<string> | undefined;

/**
 * Development only (call it behind the guard, see development.ts, so production bundles drop
 * it): warns when what `toolName` returned does not match the `outputSchema` its build derived
 * from the declared return type, naming the path (`$.price: expected number, got string`). The
 * result itself is left alone: the declared type is a promise to the agent, not a rule to enforce.
 */
export function warnOnResultMismatch(toolName: string, value: unknown, outputSchema: JsonSchema): void {
  // Wrapped under `$`, the validator's paths read as JSON paths: `$`, `$.price`, `$.lines[0].sku`.
  const problems = validateInput({ $: value }, { type: 'object', properties: { $: outputSchema } });
  for (const problem of problems) {
    const separator = problem.indexOf(': ');
    // The validator's "N more problems" line names no path: the listed ones say enough.
    if (!problem.startsWith('$') || separator < 0) continue;
    const path = problem.slice(0, separator);
    reported ??= new Set();
    if (reported.has(`${toolName}\0${path}`)) continue;
    reported.add(`${toolName}\0${path}`);
    console.warn(
      `[webmcp-nexus] ${toolName} returned a result that does not match its outputSchema at ${path}: ${problem.slice(separator + 2)} (the result is passed on unchanged; fix the function or its return type)`,
    );
  }
}
