/** A tool the build skipped: one error diagnostic, as the build plugin hands it to the page. */
export interface SkippedTool {
  /** The diagnostic's stable code, e.g. `M2`. */
  code: string;
  message: string;
  /** The one-line fix. */
  hint: string;
  /** The file, relative to the project root. */
  file: string;
  /**
   * The file relative to the dev server's working directory: what its `/__open-in-editor`
   * resolves (an editor link), without an absolute path ever reaching the page.
   */
  editorPath: string;
  line: number;
  column: number;
  /** The formatted diagnostic: location, message, code frame with a caret, fix. */
  frame: string;
  /** The tool's name, when the diagnostic is about one tool. */
  toolName?: string;
}

interface SkippedToolsStore {
  /** Per reporting module: what its latest transform found (a module re-run replaces its entry). */
  byModule: Map<string, SkippedTool[]>;
  listeners: Set<() => void>;
}

// Page-wide, like the registry: two copies of this entry (two bundles) share one list.
const storeKey = Symbol.for('webmcp-nexus.inspector.skipped');

function store(): SkippedToolsStore {
  // biome-ignore lint/suspicious/noAssignInExpressions: create once, shared by every copy
  return ((globalThis as { [storeKey]?: SkippedToolsStore })[storeKey] ??= {
    byModule: new Map(),
    listeners: new Set(),
  });
}

/**
 * Records what the build skipped in `module` (called by the code the dev build plugin adds to
 * each call-site and tool module; an empty list clears a fixed module).
 */
export function reportSkippedTools(module: string, skipped: SkippedTool[]): void {
  const { byModule, listeners } = store();
  if (skipped.length) byModule.set(module, skipped);
  else if (!byModule.delete(module)) return;
  for (const listener of listeners) listener();
}

/** Every skipped tool reported so far, in module order. */
export function listSkippedTools(): SkippedTool[] {
  return [...store().byModule.values()].flat();
}

/** Calls `listener` when the skipped tools change; returns the unsubscribe function. */
export function subscribeToSkippedTools(listener: () => void): () => void {
  const { listeners } = store();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
