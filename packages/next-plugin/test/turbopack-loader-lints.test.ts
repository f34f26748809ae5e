// The Turbopack loader lints with the `rules` and `strict` options of withWebMcp, merged over
// webmcp-nexus.config.json (the options win), as the webpack path does. The loader runs for real
// on a project on disk; only Turbopack's loader context around it is built here.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TurbopackLoaderOptions, WebMcpOptions } from '../src/options';
import webmcpTurbopackLoader from '../src/turbopack-loader';
import { withWebMcp } from '../src/with-web-mcp';

// Inside the fixture app, so that `webmcp-nexus-sdk` resolves as in a user's project.
const root = fileURLToPath(
  new URL(`../../../fixtures/apps/next-shop/.e2e/loader-lints-${process.pid}`, import.meta.url),
);
const PROJECT: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, module: 'ESNext', moduleResolution: 'Bundler', target: 'ES2022' },
    include: ['src'],
  }),
  'webmcp-nexus.config.json': '{ "rules": { "L6": "error" }, "strict": false }',
  // L6: destroys without @consequential. H1: a union of objects is `anyOf`, outside the WebMCP subset.
  'src/notes.ts': `import { registerGlobalTools } from 'webmcp-nexus-sdk';

/** Deletes a note */
export function deleteNote(params: { /** Note ID */ id: string }) {}

/**
 * Moves a note
 * @consequential
 */
export function moveNote(params: {
  /** Where to */
  to: { /** A folder name */ folder: string } | { /** Into the trash */ trash: true };
}) {}

registerGlobalTools({ deleteNote, moveNote });
`,
};
const NOTES = join(root, 'src/notes.ts');

beforeAll(() => {
  // Nothing of these runs may land in (or come from) the fixture app's persistent cache.
  vi.stubEnv('WEBMCP_NEXUS_CACHE', '0');
  for (const [file, text] of Object.entries(PROJECT)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
});
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});

/** The loader options withWebMcp puts in its Turbopack rule for `options`. */
function loaderOptionsOf(options: WebMcpOptions | undefined): TurbopackLoaderOptions {
  const rule = withWebMcp({}, options).turbopack.rules['*.ts'] as { loaders: [{ options: object }] };
  return JSON.parse(JSON.stringify(rule.loaders[0].options)); // Turbopack serialises them
}

/** Runs the loader on src/notes.ts as `next build` does; resolves with the "code severity" lines it reported. */
function lintsReported(options: WebMcpOptions | undefined): Promise<string[]> {
  const reported: string[] = [];
  const line = (severity: string) => (error: Error) => {
    for (const match of error.message.matchAll(/ - (?:error|warning) ([A-Z]\d+)/g))
      reported.push(`${match[1]} ${severity}`);
  };
  return new Promise((resolveRun, rejectRun) => {
    webmcpTurbopackLoader.call(
      {
        resourcePath: NOTES,
        rootContext: root,
        mode: 'production',
        getOptions: () => loaderOptionsOf(options),
        addDependency: () => {},
        emitError: line('error'),
        emitWarning: line('warning'),
        async: () => (error) => (error ? rejectRun(error) : resolveRun(reported.sort())),
      },
      PROJECT['src/notes.ts'] as string,
    );
  });
}

describe('the Turbopack loader with lint options', () => {
  it("lints with webmcp-nexus.config.json's settings when withWebMcp sets none", async () => {
    expect(await lintsReported(undefined)).toEqual(['H1 warning', 'L6 error']);
  }, 60_000);

  it('lets the rules and strict options win over the config file', async () => {
    expect(await lintsReported({ rules: { L6: 'off' } })).toEqual(['H1 warning']);
    expect(await lintsReported({ rules: { L6: 'warn' }, strict: true })).toEqual(['H1 error', 'L6 warning']);
  }, 60_000);

  it("prints no warnings with warnings: 'none', and still the errors", async () => {
    expect(await lintsReported({ warnings: 'none' })).toEqual(['L6 error']);
  }, 60_000);
});
