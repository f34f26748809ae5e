// fixtures/apps/shop built by webpack 5 with webpack-plugin-webmcp-nexus (its webpack.config.cjs).
import { buildFixtureAppWithWebpack } from '../src/build.mjs';
import { describeShopApp } from './support/shop-app-tests.js';

describeShopApp('shop-webpack', (outDir) => buildFixtureAppWithWebpack('shop', 'build:webpack', outDir), {
  nativeWebMcp: true,
});
