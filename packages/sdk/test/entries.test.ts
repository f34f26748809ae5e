import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
// The committed size script: the same measurement is asserted here and printed by `node bench/src/sdk-size.mjs`.
import { measureBundle } from '../../../bench/src/sdk-size.mjs';

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const source = (entry: string) => join(packageRoot, 'src', entry);
const importsReact =
  /\bfrom\s*["']react(?:\/[^"']*)?["']|\brequire\(\s*["']react(?:\/[^"']*)?["']\s*\)|\bimport\(\s*["']react/;

describe('entries', () => {
  it('the React-free entry (webmcp-nexus-sdk/core) never imports react', async () => {
    const { imports, text } = await bundleWithPackagesExternal('core.ts');
    expect(imports).toEqual([]);
    expect(text).not.toMatch(importsReact);
  });

  it('the full entry imports react (the control for the check above)', async () => {
    const { imports } = await bundleWithPackagesExternal('index.ts');
    expect(imports).toContain('react');
  });

  // The built files are what users get; CI builds before testing (`pnpm test`), a bare `vitest run` may not have.
  it.runIf(existsSync(join(packageRoot, 'dist/core.js')))(
    'the built dist/core.{js,cjs} and their chunks never import react',
    () => {
      for (const entry of ['dist/core.js', 'dist/core.cjs']) {
        const seen = new Set<string>();
        const visit = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          const text = readFileSync(file, 'utf8');
          expect(text, file).not.toMatch(importsReact);
          for (const [, relative] of text.matchAll(/(?:from|require\()\s*["'](\.\/[^"']+\.c?js)["']/g)) {
            visit(join(dirname(file), relative!));
          }
        };
        visit(join(packageRoot, entry));
        expect(seen.size).toBeGreaterThan(1); // the entry and at least its shared chunk
      }
    },
  );
});

describe('size (minified + gzipped, React excluded)', () => {
  it('the React-free entry stays within 3.45 KB', async () => {
    const { gzipped } = await measureBundle(
      `export * from ${JSON.stringify(source('core.ts'))};`,
      packageRoot,
    );
    expect(gzipped).toBeLessThanOrEqual(3450);
  });

  it('the entry with hooks stays within 4 KB', async () => {
    const { gzipped } = await measureBundle(
      `export * from ${JSON.stringify(source('index.ts'))};`,
      packageRoot,
    );
    expect(gzipped).toBeLessThanOrEqual(4000);
  });
});

/** An entry bundled with every package left external: what it imports, and its code. */
async function bundleWithPackagesExternal(entry: string): Promise<{ imports: string[]; text: string }> {
  const result = await build({
    entryPoints: [source(entry)],
    bundle: true,
    packages: 'external',
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const imports = Object.values(result.metafile.outputs).flatMap((output) =>
    output.imports.map(({ path }) => path),
  );
  return { imports, text: result.outputFiles[0]!.text };
}

/** Both entries bundled and minified the way an app's build does, for `nodeEnv`. */
async function bundleEntries(nodeEnv: string): Promise<string> {
  const result = await build({
    entryPoints: [source('core.ts'), source('index.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    outdir: 'out',
    external: ['react'],
    define: { 'process.env.NODE_ENV': JSON.stringify(nodeEnv) },
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles.map((file) => file.text).join('\n');
}

// One phrase of each development warning (the size budget depends on them all being dropped).
const WARNING_PHRASES = [
  '[webmcp-nexus]',
  'no __webmcpSchema (is the webmcp-nexus build plugin set up?)',
  'host refused tool',
  'until it goes away',
  'expected a React class component',
  'found no tools',
  'its __webmcpSchema is not JSON',
  'the component has no method of that name',
  'does not match its outputSchema',
];

describe('development warnings', () => {
  it('are in a development bundle and dropped, text and all, from a production bundle', async () => {
    const development = await bundleEntries('development');
    for (const phrase of WARNING_PHRASES) expect(development, phrase).toContain(phrase);
    const production = await bundleEntries('production');
    for (const phrase of WARNING_PHRASES) expect(production, phrase).not.toContain(phrase);
  });

  it('never throw where there is neither a bundler nor a `process` global (silent there)', async () => {
    // The entry as plain JavaScript with `process.env.NODE_ENV` left in, run in a realm without `process`.
    const result = await build({
      entryPoints: [source('core.ts')],
      bundle: true,
      format: 'iife',
      globalName: 'sdk',
      platform: 'neutral',
      write: false,
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]!.text;
    expect(code).toContain('process.env.NODE_ENV');
    const warnings: unknown[] = [];
    // A page (the SDK registers nothing without a document), with no WebMCP host.
    const realm = {
      console: { warn: (...args: unknown[]) => warnings.push(args) },
      document: {},
      AbortController,
      AbortSignal,
      queueMicrotask,
      setTimeout,
      clearTimeout,
    };
    const schema = { description: 'one', inputSchema: { type: 'object', properties: {} } };
    const outcome = runInNewContext(
      `${code}
      const withSchema = (description) => Object.assign(() => description, { __webmcpSchema: { ...schema, description } });
      const releaseOne = sdk.registerGlobalTools({ orphan: () => 1 }, { search: withSchema('one') });
      const releaseTwo = sdk.registerGlobalTools({ search: withSchema('two') }); // a conflict: warned about in development
      const tools = sdk.webmcpRegistry.listTools().map((tool) => tool.description);
      releaseTwo();
      releaseOne();
      ({ hasProcess: typeof process !== 'undefined', tools });`,
      { ...realm, schema },
    );
    expect(outcome).toEqual({ hasProcess: false, tools: ['two'] });
    expect(warnings).toEqual([]);
  });
});
