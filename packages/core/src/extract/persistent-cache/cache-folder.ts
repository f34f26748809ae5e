import path from 'node:path';
import { codeLocation } from '../load-engine';
import { extractorFingerprint } from './fingerprint';
import { contentHash } from './hash';
import { findUp } from './project-snapshot';
import { createJsonStore } from './store';

/** The environment variable that turns the persistent cache off (`0`, `false` or `off`). */
const CACHE_ENV = 'WEBMCP_NEXUS_CACHE';

/**
 * The project's cache folder: `node_modules/.cache/webmcp-nexus` of the package that holds the
 * project (the nearest `package.json` from the root up), as other build tools keep theirs.
 * Undefined when no package holds the project.
 */
export function projectCacheFolder(root: string): string | undefined {
  const manifest = findUp(root, ['package.json']).found;
  return manifest
    ? path.posix.join(path.posix.dirname(manifest), 'node_modules/.cache/webmcp-nexus')
    : undefined;
}

/** Where the persistent cache lives: the project's cache folder, unless the cache is turned off. */
function cacheFolderFor(root: string, enabled: boolean | undefined): string | undefined {
  if (enabled === false || /^(?:0|false|off)$/i.test(process.env[CACHE_ENV] ?? '')) return undefined;
  return projectCacheFolder(root);
}

let fingerprint: string | undefined;

/**
 * The folder of one kind of stored result under the project's cache folder: named by the hash of
 * the extractor's fingerprint (its code, ts-morph's and TypeScript's versions, computed once per
 * process) and `parts` (the options that shape the results), so that nothing stored by another
 * extractor or under other options is ever read. Undefined when the cache is off.
 */
export function fingerprintedCacheFolder(
  root: string,
  enabled: boolean | undefined,
  parts: readonly unknown[],
): string | undefined {
  const folder = cacheFolderFor(root, enabled);
  if (!folder) return undefined;
  fingerprint ??= extractorFingerprint(codeLocation.folder, codeLocation.require, createJsonStore(folder));
  return `${folder}/${contentHash(JSON.stringify([fingerprint, ...parts]))}`;
}
