/** Prints a development-only warning with the package prefix (silent when NODE_ENV is "production"). */
export function warnInDevelopment(message: string): void {
  // Bundlers replace the whole `process.env.NODE_ENV` expression; without one, `process` may not
  // exist, and then this is not a production build that a bundler prepared: warn.
  try {
    if (process.env.NODE_ENV === 'production') return;
  } catch {}
  console.warn(`[webmcp-nexus] ${message}`);
}

/** The message of anything thrown, never its stack. */
export function messageOf(error: unknown): string {
  return String((error as { message?: unknown } | null)?.message ?? error);
}
