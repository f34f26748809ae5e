// fixtures/apps/shop built by esbuild 0.25 (the oldest esbuild the plugin supports; the full suite
// runs on 0.28 in shop-esbuild.test.ts) with @webmcp-nexus/unplugin/esbuild.
import { buildFixtureAppWithHost } from '../src/build.mjs';
import { describeShopAppSmoke } from './support/shop-app-smoke.js';

describeShopAppSmoke('shop-esbuild-0.25', (outDir) =>
  buildFixtureAppWithHost('shop', 'esbuild', outDir, 'build:esbuild-0.25'),
);
