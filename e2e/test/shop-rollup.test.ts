// fixtures/apps/shop built by Rollup 4 (node-resolve, commonjs, rollup-plugin-esbuild) with @webmcp-nexus/unplugin/rollup (its rollup.config.mjs).
import { buildFixtureAppWithHost } from '../src/build.mjs';
import { describeShopApp } from './support/shop-app-tests.js';

describeShopApp('shop-rollup', (outDir) => buildFixtureAppWithHost('shop', 'rollup', outDir), {
  nativeWebMcp: true,
});
