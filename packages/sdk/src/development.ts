/** Whether development warnings are on: yes unless the bundler replaced NODE_ENV with "production". */
export function isDevelopment(): boolean {
  // Bundlers replace the whole `process.env.NODE_ENV` expression; without one, `process` may not exist.
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return true;
  }
}

/** Prints a development-only warning with the package prefix. */
export function warnInDevelopment(message: string): void {
  if (isDevelopment()) console.warn(`[webmcp-nexus] ${message}`);
}

/** The message of anything thrown, never its stack. */
export function messageOf(error: unknown): string {
  return String((error as { message?: unknown } | null)?.message ?? error);
}
