// A production build that the syntactic engine fully serves never loads TypeScript: not for the
// schemas, not for the lints, not for the tsconfig's problems (P1, P2), in no thread. The shop is
// built with Vite's own CLI on the built packages, in a child process whose every thread (the
// checker's worker inherits the flag) records each module file it loads.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { runCliOnce } from './support/cli-process';
import { copyShop, SHOP_DIR, type ShopCopy } from './support/shop-copy';

const VITE_BIN = join(
  dirname(createRequire(join(SHOP_DIR, 'package.json')).resolve('vite/package.json')),
  'bin/vite.js',
);

/** Preloaded with --require: appends every CommonJS module file and ES module URL loaded to $WEBMCP_LOADED_LOG. */
const RECORDER = String.raw`
const { appendFileSync } = require('node:fs');
const Module = require('node:module');
const log = process.env.WEBMCP_LOADED_LOG;
const load = Module.prototype.load;
Module.prototype.load = function recordLoad(filename) {
  appendFileSync(log, filename + '\n');
  return load.call(this, filename);
};
if (typeof Module.register === 'function') {
  const hooks = 'import { appendFileSync } from "node:fs"; export async function load(url, context, next) { appendFileSync(' +
    JSON.stringify(log) + ', url + "\\n"); return next(url, context); }';
  Module.register('data:text/javascript,' + encodeURIComponent(hooks));
}
`;

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
  const recorder = join(shop.root, 'record-loads.cjs');
  const log = join(shop.root, 'loaded.log');
  writeFileSync(recorder, RECORDER);
  writeFileSync(log, '');
  process.env.WEBMCP_LOADED_LOG = log;
  // The persistent cache off: the engines derive every schema.
  process.env.WEBMCP_NEXUS_CACHE = '0';
  try {
    const run = await runCliOnce(
      [process.execPath, '--require', recorder, VITE_BIN, 'build', '--logLevel', 'warn'],
      shop.root,
    );
    expect(run.code, run.output).toBe(0);
  } finally {
    delete process.env.WEBMCP_LOADED_LOG;
    delete process.env.WEBMCP_NEXUS_CACHE;
  }
  const manifest = JSON.parse(readFileSync(join(shop.root, 'webmcp-tools.json'), 'utf8'));
  expect(JSON.stringify(manifest)).toContain('searchProducts');
  const loaded = readFileSync(log, 'utf8').split('\n').filter(Boolean);
  expect(loaded.some((file) => /packages[\\/]core[\\/]dist[\\/]index\.js$/.test(file))).toBe(true);
  return loaded;
}

test('vite build of the shop, every call site served by the syntactic engine: TypeScript is never loaded', async () => {
  const loaded = await buildShop('no-typescript');
  expect(loaded.filter((file) => TYPESCRIPT.test(file))).toEqual([]);
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
