import { createHash } from 'node:crypto';

/** The content hash the persistent cache keys files by. */
export function contentHash(text: string | Buffer): string {
  return createHash('sha1').update(text).digest('base64url');
}
