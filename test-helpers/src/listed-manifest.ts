import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The built CLI, as `npx webmcp-nexus` runs it. */
const CLI_PATH = fileURLToPath(new URL('../../packages/cli/dist/cli.js', import.meta.url));

/** What `webmcp-nexus list --json` prints for the project at `root`: the manifest a build must write. */
export function listedManifest(root: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [CLI_PATH, 'list', '--json', root],
      { encoding: 'utf8' },
      (error, stdout, stderr) =>
        error ? reject(new Error(`webmcp-nexus list --json failed: ${stderr}`)) : resolve(stdout),
    );
  });
}

/** A project with one tool that lints: `deleteNote` deletes without `@consequential` (L6). */
export const L6_TOOL_FILE = `import { registerGlobalTools } from 'webmcp-nexus-sdk';

/** Deletes a note */
export function deleteNote(params: { /** Note ID */ id: string }) {}

registerGlobalTools({ deleteNote });
`;
