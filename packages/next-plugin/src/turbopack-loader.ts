import { runGuarded } from '@webmcp-nexus/unplugin';
import { type TurbopackLoaderContext, type TurbopackSession, turbopackSession } from './turbopack-host';

/** One session per worker and configuration (a worker may serve several projects' builds). */
const sessions = new Map<string, TurbopackSession>();

/**
 * The Turbopack loader `withWebMcp` registers under `turbopack.rules`: the module, as the build
 * session of this worker delivers it, before Turbopack strips its types.
 */
export default function webmcpTurbopackLoader(this: TurbopackLoaderContext, source: string): void {
  const callback = this.async();
  const file = resourceFile(this);
  const { session, refresh, settle } = sessionFor(this);
  const answer = () => session.transformInline(this, file, source);
  refresh()
    .then(answer)
    .then(async (delivered) => ((await settle()) ? answer() : delivered))
    .then((delivered) => {
      if (!delivered) callback(null, source);
      else callback(null, delivered.code, JSON.stringify(delivered.map));
    })
    .catch((error: unknown) => {
      // Bad input never throws (it becomes diagnostics): this is a bug of ours, reported as such.
      try {
        runGuarded(
          `transforming ${file}`,
          session.options.failOnError,
          (m) => this.emitWarning(new Error(m)),
          () => {
            throw error;
          },
        );
        callback(null, source);
      } catch (guarded) {
        callback(guarded as Error);
      }
    });
}

function sessionFor(context: TurbopackLoaderContext): TurbopackSession {
  const options = context.getOptions();
  const development = (context.mode ?? process.env.NODE_ENV) === 'development';
  const root = context.rootContext ?? process.cwd();
  const key = JSON.stringify([development, root, options]);
  let session = sessions.get(key);
  if (!session) {
    session = turbopackSession(root, development, options);
    sessions.set(key, session);
  }
  return session;
}

/**
 * The file of the module being loaded: `resource` without the query the host added. Not
 * `resourcePath`, which Turbopack cuts at a `#` (it reads the rest as a fragment): a folder named
 * `app#2` would lose every tool under it.
 */
function resourceFile({ resource, resourcePath, resourceQuery }: TurbopackLoaderContext): string {
  const file =
    resource === undefined ? resourcePath : resourceQuery ? resource.replace(resourceQuery, '') : resource;
  return file.replaceAll('\\', '/');
}
