import { type FSWatcher, readdirSync, statSync, watch } from 'node:fs';
import { basename, join } from 'node:path';

/** Folders that never hold the project's own tool sources. */
const IGNORED_DIRECTORY = /^(?:node_modules|dist|build|coverage|out)$|^\./;
/** Files whose change can change a tool: sources, the configs that shape module resolution, and ours. */
const RELEVANT_FILE =
  /\.[cm]?[jt]sx?$|(?:^|[\\/])(?:tsconfig.*|jsconfig.*|package|webmcp-nexus\.config)\.json$/;

/** A running watch; `close()` stops every underlying watcher and pending timer. */
export interface ProjectWatch {
  close(): void;
}

/** Options of `watchProject`. */
export interface WatchProjectOptions {
  /** Quiet time before a batch of changes is reported (editors write files in several steps). @default 100 */
  debounceMs?: number;
  /** Called when a watcher fails (the watch goes on without that folder). */
  onError?: (error: Error) => void;
}

/**
 * Watches the source files under `root` (absolute) and reports changed paths in debounced
 * batches. One non-recursive `fs.watch` per folder, skipping `node_modules`, build output and
 * dot-folders: recursive watching would also walk `node_modules`, which is large and irrelevant.
 */
export function watchProject(
  root: string,
  onChange: (files: string[]) => void,
  options: WatchProjectOptions = {},
): ProjectWatch {
  const watchers = new Map<string, FSWatcher>();
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const flush = () => {
    timer = undefined;
    if (closed || pending.size === 0) return;
    const files = [...pending].sort();
    pending.clear();
    onChange(files);
  };
  const enqueue = (file: string) => {
    pending.add(file);
    clearTimeout(timer);
    timer = setTimeout(flush, options.debounceMs ?? 100);
  };

  const watchDirectory = (dir: string, reportFiles: boolean) => {
    if (closed || watchers.has(dir)) return;
    let watcher: FSWatcher;
    try {
      watcher = watch(dir, (_event, name) => {
        if (name) onEntryChanged(join(dir, name.toString()));
      });
    } catch (error) {
      options.onError?.(error as Error);
      return;
    }
    // A folder that is deleted ends its watcher with an error on some platforms: drop it quietly.
    watcher.on('error', () => {
      watcher.close();
      watchers.delete(dir);
    });
    watchers.set(dir, watcher);
    for (const entry of readEntries(dir)) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && !IGNORED_DIRECTORY.test(entry.name)) watchDirectory(path, reportFiles);
      else if (reportFiles && entry.isFile() && RELEVANT_FILE.test(entry.name)) enqueue(path);
    }
  };

  const onEntryChanged = (path: string) => {
    const stats = statSync(path, { throwIfNoEntry: false });
    // A folder that appears (created or moved in) may bring files with it: watch it and report them.
    if (stats?.isDirectory()) {
      if (!IGNORED_DIRECTORY.test(basename(path))) watchDirectory(path, true);
      return;
    }
    if (RELEVANT_FILE.test(path)) enqueue(path);
  };

  watchDirectory(root, false);
  return {
    close() {
      closed = true;
      clearTimeout(timer);
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}

function readEntries(dir: string) {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return []; // removed between the event and the read
  }
}
