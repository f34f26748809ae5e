import { statSync } from 'node:fs';
import { BuildSession, createWatchedFiles, type HostContext } from '@webmcp-nexus/unplugin';
import type { TurbopackLoaderOptions } from './options';

/** The part of the webpack loader API that Turbopack implements and this loader uses. */
export interface TurbopackLoaderContext {
  /** The module's path, query and fragment, as requested. */
  resource?: string;
  /** The module's path up to the first `?` or `#` (even when the `#` is part of a folder's name). */
  resourcePath: string;
  /** The query the host added (`?…`), or ''. */
  resourceQuery?: string;
  rootContext?: string;
  /** 'development' in `next dev`, 'production' in `next build`. */
  mode?: string;
  getOptions(): TurbopackLoaderOptions;
  addDependency(file: string): void;
  emitError(error: Error): void;
  emitWarning(error: Error): void;
  async(): (error: Error | null, code?: string, map?: string) => void;
}

/** The session of one loader worker, with the one thing Turbopack needs beyond the other hosts. */
export interface TurbopackSession {
  session: BuildSession<TurbopackLoaderContext>;
  /** Brings the session up to date with the disk before a module is answered (see `turbopackSession`). */
  refresh(): Promise<void>;
  /**
   * After an answer: whether it may have been derived from a file as this worker's engine read it
   * before it changed (one it had never stamped, modified since the worker started). The session
   * has then been told, and the module must be answered again.
   */
  settle(): Promise<boolean>;
}

/**
 * Turbopack as a host of the build session. Its one real difference: loader workers share
 * nothing in memory, and Turbopack re-runs the loader of a module when a file it
 * `addDependency`'d changes, in whichever worker it picks, whose session never saw that change.
 * So in `next dev` every file the worker's schemas were derived from is stamped (modification time
 * and size), compared to the disk before each answer, and fed to the session when it changed.
 * Turbopack has no virtual modules: the schema module's code goes into the call site itself.
 */
export function turbopackSession(root: string, development: boolean, options: TurbopackLoaderOptions) {
  const watched = createWatchedFiles();
  // The engine of a worker may have read a file for one call site, then another worker saw it
  // change: when that file first shows up among this worker's dependencies, it is stamped as it is
  // now, after the change. Any file modified since the worker started is told to the session then.
  const startedAt = Date.now();
  const unsure = new Set<string>();
  const host: HostContext<TurbopackLoaderContext> = {
    watchFiles(context, module, files) {
      for (const file of files) context.addDependency(file);
      if (!development) return;
      for (const file of [module, ...files])
        if (!watched.has(file) && modifiedSince(file, startedAt)) unsure.add(file);
      watched.add(module, ...files);
    },
    sink: (context) => ({
      error: (message) => context.emitError(locatedError(message)),
      warn: (message) => context.emitWarning(locatedError(message)),
    }),
    // A loader call is all Turbopack shows a plugin: each module reports as it is loaded.
    reportsAt: () => 'transform',
  };
  const mode = development ? 'development' : 'production';
  const session = new BuildSession(options, { root, mode, watching: development }, host);
  return {
    session,
    async refresh() {
      if (development) for (const file of watched.takeModified()) await session.fileChanged(file);
    },
    async settle() {
      if (unsure.size === 0) return false;
      for (const file of unsure) await session.fileChanged(file);
      unsure.clear();
      return true;
    },
  } satisfies TurbopackSession;
}

/** Whether `file` was modified after `time` (milliseconds since the epoch). */
function modifiedSince(file: string, time: number): boolean {
  try {
    return statSync(file).mtimeMs > time;
  } catch {
    return false;
  }
}

/**
 * An error whose "stack" is its message: the message already says where and how to fix it, and
 * the loader's own frames would only hide it.
 */
function locatedError(message: string): Error {
  const error = new Error(message);
  error.name = 'WebMcpError';
  error.stack = message;
  return error;
}
