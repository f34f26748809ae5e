// A production build that the syntactic engine fully serves never loads TypeScript: not for the
// schemas, not for the lints, not for the tsconfig's problems (P1, P2), in no thread. The shop is
// built with Vite's own CLI on the built packages, in a child process whose every thread (the
// checker's worker inherits the flag) records each module file it loads.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyShop, SHOP_DIR, type ShopCopy } from '@webmcp-nexus/test-helpers/shop-copy';
import { afterAll, expect, test } from 'vitest';
import { packageBin, runRecordingLoads } from './support/recorded-build';

const VITE_BIN = packageBin(SHOP_DIR, 'vite', 'bin/vite.js');
const TYPESCRIPT = /[\\/](?:typescript[\\/]lib[\\/]typescript\.js|ts-morph[\\/]|@ts-morph[\\/]common[\\/])/;

const copies: ShopCopy[] = [];
afterAll(() => {
  for (const copy of copies) copy.remove();
});

/** Builds a copy of the shop (after `prepare`) and returns every module file its threads loaded. */
async function buildShop(name: string, prepare?: (shop: ShopCopy) => void): Promise<string[]> {
  const shop = copyShop(name);
  copies.push(shop);
  prepare?.(shop);
  const run = await runRecordingLoads(VITE_BIN, ['build', '--logLevel', 'warn'], shop.root);
  expect(run.code, run.output).toBe(0);
  const manifest = JSON.parse(readFileSync(join(shop.root, 'webmcp-tools.json'), 'utf8'));
  expect(JSON.stringify(manifest)).toContain('searchProducts');
  expect(run.loaded.some((file) => /packages[\\/]core[\\/]dist[\\/]index\.js$/.test(file))).toBe(true);
  return run.loaded;
}

test('vite build of the shop, every call site served by the syntactic engine: TypeScript is never loaded', async () => {
  const loaded = await buildShop('no-typescript');
  expect(loaded.filter((file) => TYPESCRIPT.test(file))).toEqual([]);
  // Vite 8 hands over its Rolldown's oxc: the core's oxc-parser and oxc-resolver are not loaded either.
  expect(loaded.filter((file) => /[\\/](?:oxc-parser|oxc-resolver)[\\/]/.test(file))).toEqual([]);
}, 180_000);

test('the same build with one tool the syntactic engine bails on loads TypeScript (in the checker worker)', async () => {
  const loaded = await buildShop('typescript-fallback', (shop) =>
    shop.edit(
      'src/types.ts',
      '  /** Words to look for in product names */\n  keyword: string;\n',
      '  /** Words to look for in product names */\n  keyword: string;\n  /** A global type the syntactic engine leaves to the checker */\n  tags?: Record<string, number>;\n',
    ),
  );
  expect(loaded.some((file) => TYPESCRIPT.test(file))).toBe(true);
}, 180_000);
