/**
 * A mistake in how the CLI (or an MCP tool) was called: an unknown command or flag, a missing
 * directory, a path outside the project. Reported as a plain message (exit code 2), never a stack.
 */
export class UsageError extends Error {
  override name = 'UsageError';
}
