// One Turbopack `next build` of the next-shop in a folder whose name holds a `#`, with
// `outputSchema: true` and a tool marked `@debugging`: the loader keeps every tool (it once cut
// the path at `#` and dropped them all, silently), the manifest Next's hook writes has the output
// schemas the bundle has (it once dropped the option), and the production bundle carries nothing
// of the debugging tool. A bundle text check: no server or browser needed.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNext, copyNextShop, type NextAppCopy } from './support/next-app.js';

const DEBUGGING_TOOL = `
/**
 * Dumps the raw product table, for the developer's agent only
 * @debugging
 * @readonly
 */
export function dumpProductTable(params: { /** How many rows */ rows?: number }) {
  return PRODUCTS.slice(0, params.rows ?? PRODUCTS.length);
}
`;

/** Every JavaScript file Next wrote for the browser, as one text. */
async function browserChunks(dir: string): Promise<string> {
  const chunks = join(dir, '.next/static/chunks');
  const files = (await readdir(chunks, { recursive: true })).filter((file) => file.endsWith('.js'));
  const texts = await Promise.all(files.map((file) => readFile(join(chunks, file), 'utf8')));
  return texts.join('\n');
}

interface ListedTool {
  name: string;
  outputSchema?: unknown;
  annotations: { debugging: boolean };
}

describe('next build (Turbopack) in a folder named with #, with outputSchema and a @debugging tool', () => {
  let copy: NextAppCopy;
  let bundle = '';
  let manifest: { tools: ListedTool[] };

  beforeAll(async () => {
    copy = await copyNextShop('turbopack#options');
    await copy.write('src/api/products.ts', (await copy.read('src/api/products.ts')) + DEBUGGING_TOOL);
    const config = await copy.read('next.config.ts');
    const wrapped = 'withWebMcp({ reactStrictMode: true }, { outputSchema: true })';
    if (!config.includes('withWebMcp({ reactStrictMode: true })'))
      throw new Error('next.config.ts no longer reads withWebMcp({ reactStrictMode: true })');
    await copy.write('next.config.ts', config.replace('withWebMcp({ reactStrictMode: true })', wrapped));
    await buildNext(copy.dir, []);
    bundle = await browserChunks(copy.dir);
    manifest = JSON.parse(await copy.read('webmcp-tools.json'));
  }, 300_000);

  afterAll(async () => {
    await copy?.remove();
  });

  it('delivers the schemas of the tools under a path with #', () => {
    expect(copy.dir).toContain('#');
    // Booleans, not the text: a failure names what is missing without printing whole bundles.
    expect(bundle.includes('__webmcpSchema'), 'the bundle attaches schemas').toBe(true);
    expect(bundle.includes('Search the catalog by keyword'), "searchProducts' schema is in the bundle").toBe(
      true,
    );
  });

  it('writes the output schemas into the manifest, as into the bundle', () => {
    const addToCart = manifest.tools.find((tool) => tool.name === 'addToCart');
    expect(addToCart?.outputSchema).toMatchObject({
      type: 'object',
      properties: { itemCount: { type: 'number' } },
    });
    expect(bundle.includes('"outputSchema"'), 'the bundle has output schemas').toBe(true);
  });

  it('ships no development code and no absolute path in the production bundle', () => {
    for (const text of ['webmcp-nexus-sdk/inspector', 'reportSkippedTools', '__webmcpReportSkipped'])
      expect(bundle.includes(text), `the bundle holds ${text}`).toBe(false);
    expect(bundle.includes(copy.dir), 'the bundle holds an absolute path').toBe(false);
  });

  it('leaves the @debugging tool out of the production bundle and its manifest', () => {
    expect(
      bundle.includes('Dumps the raw product table'),
      "the debugging tool's schema is in the bundle",
    ).toBe(false);
    expect(manifest.tools.map((tool) => tool.name)).not.toContain('dumpProductTable');
    expect(manifest.tools.map((tool) => tool.name)).toContain('searchProducts');
  });
});
