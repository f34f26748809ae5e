#!/usr/bin/env node
// The shop's build time with each host, without webmcp-nexus, with it from a cold core cache and
// with it again (warm), one run each, a fresh process per build:
// `node e2e/src/host-build-times.mjs [host…]`. The builds run on copies of the shop; the copy
// without the plugin has `webmcp()` taken out of its configs.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertPackagesBuilt, runBuild } from './build.mjs';

const shopDir = fileURLToPath(new URL('../../fixtures/apps/shop', import.meta.url));
const bin = join(shopDir, 'node_modules/.bin');
// The core's persistent cache of the copies (they have no package.json of their own).
const cacheDir = join(shopDir, 'node_modules/.cache/webmcp-nexus');
const seconds = (/** @type {number} */ milliseconds) => `${(milliseconds / 1000).toFixed(1).padStart(5)} s`;

/**
 * Each host's config file and build command (as the shop's `build:<host>` scripts run them).
 * @type {Record<string, [config: string, command: string[]]>}
 */
const HOSTS = {
  vite: ['vite.config.ts', [join(bin, 'vite'), 'build', '--logLevel', 'warn']],
  webpack: ['webpack.config.cjs', [join(bin, 'webpack'), '--config', 'webpack.config.cjs']],
  rsbuild: ['rsbuild.config.ts', [join(bin, 'rsbuild'), 'build', '--config', 'rsbuild.config.ts']],
  rspack: ['rspack.config.mjs', [join(bin, 'rspack'), 'build', '--config', 'rspack.config.mjs']],
  rollup: ['rollup.config.mjs', [join(bin, 'rollup'), '--config', 'rollup.config.mjs']],
  rolldown: ['rolldown.config.mjs', [join(bin, 'rolldown'), '--config', 'rolldown.config.mjs']],
  esbuild: ['esbuild.build.mjs', ['node', 'esbuild.build.mjs']],
  'esbuild-0.25': ['esbuild.build.mjs', ['node', 'esbuild.build.mjs', '--esbuild', 'esbuild-0.25']],
  farm: ['farm.config.ts', [join(bin, 'farm'), 'build', '--config', 'farm.config.ts']],
};
const ENTRIES = [
  'src',
  'tsconfig.json',
  'index.html',
  'shop-html.mjs',
  ...new Set(Object.values(HOSTS).map(([c]) => c)),
];

/**
 * A copy of the shop in its `.tmp/` (its node_modules resolve), optionally without the plugin.
 * @param {boolean} withPlugin
 */
function copyShop(withPlugin) {
  mkdirSync(join(shopDir, '.tmp'), { recursive: true });
  const root = mkdtempSync(join(shopDir, '.tmp', withPlugin ? 'times-with-' : 'times-without-'));
  for (const entry of ENTRIES) cpSync(join(shopDir, entry), join(root, entry), { recursive: true });
  if (!withPlugin) {
    for (const [config] of Object.values(HOSTS)) {
      const path = join(root, config);
      const text = readFileSync(path, 'utf8').replace(/new WebMcpPlugin\(\),?\s*|webmcp\(\),?\s*/g, '');
      writeFileSync(path, text);
    }
  }
  return root;
}

assertPackagesBuilt();
const hosts = process.argv.slice(2).length > 0 ? process.argv.slice(2) : Object.keys(HOSTS);
const copies = { with: copyShop(true), without: copyShop(false) };
try {
  for (const host of hosts) {
    const [, [command, ...args]] = HOSTS[host];
    /** @type {{ without: number, with: number, warm: number }} */
    const times = { without: 0, with: 0, warm: 0 };
    try {
      times.without = (await runBuild(command, args, { cwd: copies.without })).milliseconds;
      // Cold: as a CI machine's first build; warm: the next build, from the core's persistent cache.
      rmSync(cacheDir, { recursive: true, force: true });
      times.with = (await runBuild(command, args, { cwd: copies.with })).milliseconds;
      times.warm = (await runBuild(command, args, { cwd: copies.with })).milliseconds;
    } catch (error) {
      console.log(
        `${host.padEnd(13)} failed: ${String(error instanceof Error ? error.message : error)
          .split('\n')
          .slice(0, 3)
          .join(' ')}`,
      );
      continue;
    }
    console.log(
      `${host.padEnd(13)} without ${seconds(times.without)}   with ${seconds(times.with)} (cold cache, ${seconds(times.with - times.without)} more)   with ${seconds(times.warm)} (warm cache)`,
    );
  }
} finally {
  for (const root of Object.values(copies)) rmSync(root, { recursive: true, force: true });
}
