import path from 'node:path';
import { findUp } from './project-snapshot';

/** The environment variable that turns the persistent cache off (`0`, `false` or `off`). */
export const CACHE_ENV = 'WEBMCP_NEXUS_CACHE';

/**
 * Where the persistent cache lives: `node_modules/.cache/webmcp-nexus` of the package that holds
 * the project (the nearest `package.json` from the root up), as other build tools keep theirs.
 * Undefined when it is turned off or no package holds the project.
 */
export function cacheFolderFor(root: string, enabled: boolean | undefined): string | undefined {
  if (enabled === false || /^(?:0|false|off)$/i.test(process.env[CACHE_ENV] ?? '')) return undefined;
  const manifest = findUp(root, ['package.json']).found;
  return manifest
    ? path.posix.join(path.posix.dirname(manifest), 'node_modules/.cache/webmcp-nexus')
    : undefined;
}
