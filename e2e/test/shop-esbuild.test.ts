// fixtures/apps/shop built by esbuild 0.28 with @webmcp-nexus/unplugin/esbuild (its esbuild.build.mjs).
import { buildFixtureAppWithHost } from '../src/build.mjs';
import { describeShopApp } from './support/shop-app-tests.js';

describeShopApp('shop-esbuild', (outDir) => buildFixtureAppWithHost('shop', 'esbuild', outDir), {
  nativeWebMcp: true,
});
