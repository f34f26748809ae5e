// Rolldown (and Vite 8, built on it) already carries oxc: the session parses call sites and the
// syntactic engine reads types with that parser and resolver, never loading the core's own
// oxc-parser and oxc-resolver. The output is the same as with the core's oxc (Rollup's build).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { copyShop, SHOP_DIR, type ShopCopy } from '@webmcp-nexus/test-helpers/shop-copy';
import { afterAll, describe, expect, test } from 'vitest';
import { rolldownOxcToolkit, vitePackageFile } from '../src/bundler-oxc';
import { packageBin, runRecordingLoads } from './support/recorded-build';

/** The core's own oxc packages (the parser's and the resolver's JavaScript and native bindings). */
const CORE_OXC =
  /[\\/](?:oxc-parser|oxc-resolver|@oxc-parser[\\/]binding|@oxc-resolver[\\/]binding)[^\\/]*[\\/]/;
const ROLLDOWN_UTILS = /rolldown[\\/]dist[\\/]utils-index\.mjs$/;

const copies: ShopCopy[] = [];
afterAll(() => {
  for (const copy of copies) copy.remove();
});

describe('the toolkit a host hands the session', () => {
  const shopPackage = join(SHOP_DIR, 'package.json');
  const shopRequire = createRequire(shopPackage);
  const rolldownVersion = JSON.parse(
    readFileSync(shopRequire.resolve('rolldown/package.json'), 'utf8'),
  ).version;

  test("in Rolldown: the running Rolldown's own parseSync and ResolverFactory", async () => {
    const utils = await import(pathToFileURL(shopRequire.resolve('rolldown/utils')).href);
    const experimental = await import(pathToFileURL(shopRequire.resolve('rolldown/experimental')).href);
    const toolkit = await rolldownOxcToolkit(shopPackage, rolldownVersion);
    expect(toolkit?.parseSync).toBe(utils.parseSync);
    expect(toolkit?.ResolverFactory).toBe(experimental.ResolverFactory);
    // Another Rolldown than the one running is never loaded.
    expect(await rolldownOxcToolkit(shopPackage, '0.0.1')).toBeUndefined();
  });

  test('in Vite 8: the Rolldown that Vite depends on; none where there is no Rolldown', async () => {
    const viteFile = vitePackageFile(SHOP_DIR);
    expect(viteFile).toBeDefined();
    const viteRequire = createRequire(viteFile!);
    const utils = await import(pathToFileURL(viteRequire.resolve('rolldown/utils')).href);
    const toolkit = await rolldownOxcToolkit(viteFile!);
    expect(toolkit?.parseSync).toBe(utils.parseSync);
  });
});

test("a Rolldown build of the shop parses with Rolldown's oxc only, and writes what the core's oxc gives (Rollup's build)", async () => {
  const shop = copyShop('rolldown-oxc');
  copies.push(shop);
  const rolldown = await runRecordingLoads(
    packageBin(SHOP_DIR, 'rolldown', 'bin/cli.mjs'),
    ['--config', 'rolldown.config.mjs'],
    shop.root,
  );
  expect(rolldown.code, rolldown.output).toBe(0);
  expect(rolldown.loaded.filter((file) => CORE_OXC.test(file))).toEqual([]);
  expect(rolldown.loaded.some((file) => ROLLDOWN_UTILS.test(file))).toBe(true);
  const rolldownManifest = readFileSync(join(shop.root, 'webmcp-tools.json'), 'utf8');
  expect(rolldownManifest).toContain('searchProducts');
  const assets = join(shop.root, 'dist-rolldown/assets');
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  expect(scripts.map((file) => readFileSync(join(assets, file), 'utf8')).join('\n')).toContain(
    '__webmcpSchema',
  );

  const rollup = await runRecordingLoads(
    packageBin(SHOP_DIR, 'rollup', 'dist/bin/rollup'),
    ['--config', 'rollup.config.mjs'],
    shop.root,
  );
  expect(rollup.code, rollup.output).toBe(0);
  // The control: without a host toolkit the core's oxc is what parses.
  expect(rollup.loaded.some((file) => CORE_OXC.test(file))).toBe(true);
  expect(readFileSync(join(shop.root, 'webmcp-tools.json'), 'utf8')).toBe(rolldownManifest);
}, 240_000);
