import { randomBytes, randomInt } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { projectCacheFolder } from '../extract/persistent-cache/cache-folder';

/**
 * Where `webmcp-nexus mcp` listens for the project's pages, and the secret they share: written
 * once in the project's cache folder by whichever starts first, the CLI or a development build,
 * and read by the other, so either may start first. The port is fixed per project so that a page
 * built before the CLI started still finds it.
 */
export interface LiveToolsEndpoint {
  /** The loopback TCP port the CLI listens on (127.0.0.1). */
  port: number;
  /** 32 random bytes, base64url: both sides prove they know it without sending it. */
  secret: string;
  /** The file it was read from. */
  file: string;
}

/** The file's name in the project's cache folder. */
const ENDPOINT_FILE = 'live-tools.json';

// Ports outside the ephemeral ranges of Linux (32768-60999) and of Windows and macOS
// (49152-65535), so that an outgoing connection never holds the project's port.
const FIRST_PORT = 41000;
const LAST_PORT = 48999;

const SECRET = /^[A-Za-z0-9_-]{43}$/;

/**
 * The live-tools endpoint of the project at `root` (absolute): read from its cache folder, or
 * created there (atomically: two processes starting together agree on one). Undefined when no
 * package holds the project or the folder cannot be written; an unreadable or invalid file is
 * replaced.
 */
export function liveToolsEndpoint(root: string): LiveToolsEndpoint | undefined {
  const folder = projectCacheFolder(root);
  if (!folder) return undefined;
  const file = `${folder}/${ENDPOINT_FILE}`;
  const existing = readEndpoint(file);
  if (existing) return existing;
  try {
    mkdirSync(folder, { recursive: true });
    const fresh = {
      port: randomInt(FIRST_PORT, LAST_PORT + 1),
      secret: randomBytes(32).toString('base64url'),
    };
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    // Only this user reads it: the secret lets a page's tools be called.
    writeFileSync(temporary, `${JSON.stringify(fresh)}\n`, { mode: 0o600 });
    try {
      // A link fails when the file exists: whoever links first wins, the other reads the winner's.
      linkSync(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Still invalid after losing the race: this process's endpoint replaces it.
      if (!readEndpoint(file)) renameSync(temporary, file);
    } finally {
      rmSync(temporary, { force: true });
    }
    return readEndpoint(file);
  } catch {
    return undefined;
  }
}

function readEndpoint(file: string): LiveToolsEndpoint | undefined {
  try {
    const { port, secret } = JSON.parse(readFileSync(file, 'utf8'));
    if (Number.isInteger(port) && port >= 1024 && port <= 65535 && SECRET.test(secret))
      return { port, secret, file };
  } catch {}
  return undefined;
}
