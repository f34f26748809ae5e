/**
 * Runs one step of the plugin. Bad input never throws (the core turns it into diagnostics), so
 * an exception here is a bug of webmcp-nexus: a build fails with a message that says so (and the
 * stack, for the bug report); a dev server or watch build warns and goes on without schemas for
 * that step rather than dying.
 */
export function runGuarded<T>(
  step: string,
  failOnError: boolean,
  warn: (message: string) => void,
  run: () => T,
): T | undefined {
  try {
    return run();
  } catch (error) {
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    const message = `webmcp-nexus: internal error while ${step}. Please report it with this message.\n${detail}`;
    if (failOnError) throw new Error(message);
    warn(message);
    return undefined;
  }
}
