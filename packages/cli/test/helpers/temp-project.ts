import { cpSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixturePath } from './paths';

/** A copy of a fixture project in a fresh temp folder (realpath: the watcher reports real paths); `remove()` deletes it. */
export function copyFixture(name: string): { dir: string; remove(): void } {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), `webmcp-nexus-cli-${name}-`)));
  if (name !== 'empty') cpSync(fixturePath(name), dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
