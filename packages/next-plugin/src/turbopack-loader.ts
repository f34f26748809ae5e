import { fileOfModuleId, runGuarded } from '@webmcp-nexus/unplugin';
import { LoaderSession } from './loader-session';
import type { TurbopackLoaderOptions } from './options';

/** The part of the webpack loader API that Turbopack implements and this loader uses. */
interface TurbopackLoaderContext {
  resourcePath: string;
  rootContext?: string;
  /** 'development' in `next dev`, 'production' in `next build`. */
  mode?: string;
  getOptions(): TurbopackLoaderOptions;
  addDependency(file: string): void;
  emitError(error: Error): void;
  emitWarning(error: Error): void;
  async(): (error: Error | null, code?: string, map?: string) => void;
}

/** One session per worker and configuration (a worker may serve several projects' builds). */
const sessions = new Map<string, LoaderSession>();

/**
 * The Turbopack loader `withWebMcp` registers under `turbopack.rules`: injects the schemas of
 * the tools a module defines, before Turbopack strips its types.
 */
export default function webmcpTurbopackLoader(this: TurbopackLoaderContext, source: string): void {
  const callback = this.async();
  const file = fileOfModuleId(this.resourcePath);
  const session = sessionFor(this);
  const sink = {
    error: (message: string) => this.emitError(locatedError(message)),
    warn: (message: string) => this.emitWarning(locatedError(message)),
  };
  session
    .load(file, source, sink)
    .then((loaded) => {
      for (const dependency of loaded.dependencies) this.addDependency(dependency);
      if (!loaded.injected) callback(null, source);
      else callback(null, loaded.injected.code, JSON.stringify(loaded.injected.map));
    })
    .catch((error: unknown) => {
      // Bad input never throws (it becomes diagnostics): this is a bug of ours, reported as such.
      try {
        runGuarded(`transforming ${file}`, session.failOnError, sink.warn, () => {
          throw error;
        });
        callback(null, source);
      } catch (guarded) {
        callback(guarded as Error);
      }
    });
}

function sessionFor(context: TurbopackLoaderContext): LoaderSession {
  const options = context.getOptions();
  const mode = (context.mode ?? process.env.NODE_ENV) === 'development' ? 'watch' : 'build';
  const root = context.rootContext ?? process.cwd();
  const key = JSON.stringify([mode, root, options]);
  let session = sessions.get(key);
  if (!session) {
    session = new LoaderSession(mode, root, options);
    sessions.set(key, session);
  }
  return session;
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
