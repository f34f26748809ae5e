import { BuildSession } from '../../src/build-session';
import type { HostContext, ReportMoment } from '../../src/host-context';
import type { BuildSettings, Options } from '../../src/options';

/** What a recording host was told: the messages of each channel, the files each module watches. */
export interface HostRecord {
  errors: string[];
  warnings: string[];
  watched: Map<string, readonly string[]>;
}

/**
 * A session over a host that records what it is told instead of a bundler's: for the session's
 * own behaviour (options, lints, dev code), where a real bundler would only add noise. The
 * hosts themselves are tested by building with the real bundlers.
 */
export function recordingSession(
  options: Options,
  settings: Partial<BuildSettings> & { root: string },
  reportsAt: ReportMoment = 'buildEnd',
): { session: BuildSession<undefined>; record: HostRecord } {
  const record: HostRecord = { errors: [], warnings: [], watched: new Map() };
  const host: HostContext<undefined> = {
    watchFiles: (_context, module, files) => record.watched.set(module, files),
    sink: () => ({
      error: (message) => record.errors.push(message),
      warn: (message) => record.warnings.push(message),
    }),
    reportsAt: () => reportsAt,
  };
  const session = new BuildSession(
    { cache: false, ...options },
    { mode: 'production', watching: false, ...settings },
    host,
  );
  return { session, record };
}

/** The call site `file` as the session delivers it: transformed, then its schema module loaded. */
export async function deliver(session: BuildSession<undefined>, file: string, code: string) {
  const transformed = session.transform(undefined, file, code);
  const id = transformed && /import \{[^}]*\} from ("[^"]+")/.exec(transformed.code)?.[1];
  const schemaModule = id
    ? await session.load(undefined, session.resolveId(JSON.parse(id)) ?? '')
    : undefined;
  return { transformed, schemaModule };
}
