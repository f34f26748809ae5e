import { type Dirent, readdirSync } from 'node:fs';
import { type FileStamp, settledStampOf } from './file-stamp';

/** Files whose presence can change what a program holds or where a module resolves. */
const PROGRAM_FILE = /\.(?:[cm]?[jt]sx?|json)$/;

/**
 * A folder as it was read: its listing (see `listingOf`; null when it could not be read) and,
 * when it can vouch for that listing, the stamp taken just before (see file-stamp.ts).
 */
export interface FolderRead {
  listing: string | null;
  stamp: FileStamp | undefined;
}

/**
 * What of a folder's entries can change what a program holds or where an import resolves, as one
 * string: its subfolders (but `node_modules`) and links, and its TypeScript, JavaScript and JSON
 * files, by name. A build's output (`.css`, `.map`, `.html`) or a file's content changes nothing in it.
 */
function listingOf(entries: readonly Dirent[]): string {
  const names: string[] = [];
  for (const entry of entries) {
    // Packages are the lockfile's to vouch for; the persistent cache itself is written under it.
    if (entry.name === 'node_modules') continue;
    if (entry.isDirectory()) names.push(`${entry.name}/`);
    else if (entry.isSymbolicLink()) names.push(`${entry.name}@`);
    else if (PROGRAM_FILE.test(entry.name)) names.push(entry.name);
  }
  return names.sort().join('\n');
}

/** Reads `folder` (stamped first: an entry created in between changes the stamp, never unseen); `entries` empty when it cannot be read. */
export function readFolder(folder: string): FolderRead & { entries: Dirent[] } {
  const stamp = settledStampOf(folder);
  try {
    const entries = readdirSync(folder, { withFileTypes: true });
    return { listing: listingOf(entries), stamp, entries };
  } catch {
    return { listing: null, stamp: undefined, entries: [] };
  }
}

/** The listing of `folder` now (see `listingOf`), or null when it is not a folder one can read. */
export function readListing(folder: string): string | null {
  try {
    return listingOf(readdirSync(folder, { withFileTypes: true }));
  } catch {
    return null;
  }
}
