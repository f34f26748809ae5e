import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/**
 * Creates a fresh directory under the OS temp dir, deleted after the suite. Build outputs go
 * there, not into the shared checkout, so parallel runs never overwrite each other.
 */
export async function makeSuiteTempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `webmcp-e2e-${prefix}-`));
  afterAll(() => rm(dir, { recursive: true, force: true }));
  return dir;
}
