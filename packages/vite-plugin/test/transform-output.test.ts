import { join } from 'node:path';
import { build, type Plugin } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import webmcp from '../src/index';
import { SHOP_DIR } from './support';

/** The call sites whose transformed text the snapshot shows: a namespace map, a hook's literals, a class. */
const REPRESENTATIVE = ['src/main.tsx', 'src/pages/CatalogPage.tsx', 'src/components/ReviewsPanel.tsx'];

/** A plugin placed after ours (both `pre`) that records what ours handed on. */
function captureTransforms(captured: Map<string, string>): Plugin {
  return {
    name: 'capture-webmcp-output',
    enforce: 'pre',
    transform(code, id) {
      const file = REPRESENTATIVE.find((relative) => id === join(SHOP_DIR, relative));
      if (file) captured.set(file, code);
    },
  };
}

async function buildShopCapturing(plugins: Plugin[]): Promise<Map<string, string>> {
  const captured = new Map<string, string>();
  await build({
    root: SHOP_DIR,
    configFile: false,
    logLevel: 'silent',
    plugins: [...plugins, captureTransforms(captured)],
    resolve: { alias: { '@': join(SHOP_DIR, 'src') } },
    build: { write: false, minify: false },
  });
  return captured;
}

describe('the transformed modules of the shop', () => {
  let once: Map<string, string>;
  let twice: Map<string, string>;
  beforeAll(async () => {
    once = await buildShopCapturing([webmcp()]);
    // A second build with a fresh plugin instance, then another instance transforming its output.
    twice = await buildShopCapturing([webmcp(), webmcp()]);
  });

  it('match the snapshot (map, value and class slots)', async () => {
    expect(once.size).toBe(REPRESENTATIVE.length);
    const text = REPRESENTATIVE.map((file) => `// ==== ${file}\n${once.get(file)}`).join('\n');
    await expect(text.replaceAll(SHOP_DIR, '<shop>')).toMatchFileSnapshot(
      '__snapshots__/shop-transformed.txt',
    );
  });

  it('are deterministic across plugin instances and builds, and idempotent', () => {
    for (const file of REPRESENTATIVE) expect(twice.get(file), file).toBe(once.get(file));
  });
});
