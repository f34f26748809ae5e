// fixtures/apps/shop built by Rspack 2 (builtin:swc-loader, HtmlRspackPlugin) with @webmcp-nexus/unplugin/rspack (its rspack.config.mjs).
import { buildFixtureAppWithHost } from '../src/build.mjs';
import { describeShopApp } from './support/shop-app-tests.js';

describeShopApp('shop-rspack', (outDir) => buildFixtureAppWithHost('shop', 'rspack', outDir), {
  nativeWebMcp: true,
});
