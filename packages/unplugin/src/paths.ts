import { readFileSync } from 'node:fs';

/** The module's file path without a bundler query or hash, with `/` separators (as the core reports paths). */
export function fileOfModuleId(id: string): string {
  return id.replace(/[?#].*$/, '').replaceAll('\\', '/');
}

/** The file's text, or `undefined` when it cannot be read (deleted, a directory, no permission). */
export function readTextFile(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** The package whose calls register tools: a file that does not mention it has no call site. */
export const SDK_PACKAGE = 'webmcp-nexus-sdk';

/** The cheap text pre-check: whether `code` may contain a registering call site. */
export function mayContainCallSite(code: string): boolean {
  return code.includes(SDK_PACKAGE);
}
