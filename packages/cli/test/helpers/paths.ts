import { fileURLToPath } from 'node:url';

/** The package folder. */
export const packageDir = fileURLToPath(new URL('../..', import.meta.url));
/** The built bin, as `npx webmcp-nexus` runs it. */
export const cliPath = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
/** Absolute path of a fixture project under `test/fixtures/`. */
export function fixturePath(name: string): string {
  return fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
}
