// fixtures/apps/shop built by webpack 5 with babel-loader, swc-loader and esbuild-loader after the
// plugin's own loader (its webpack.config.cjs with `--env loader=…`): whatever strips the types,
// the plugin read them first, so every tool keeps its exact schema. The smoke subset of the shop
// suite, one Chromium for the three builds: the full suite runs on the ts-loader build
// (shop-webpack.test.ts).
import { describe } from 'vitest';
import { buildFixtureAppWithWebpack } from '../src/build.mjs';
import { useSharedBrowser } from './support/browser-suite.js';
import { describeShopAppSmoke } from './support/shop-app-smoke.js';

const sharedBrowser = useSharedBrowser();

for (const loader of ['babel', 'swc', 'esbuild']) {
  describe(`webpack with ${loader}-loader`, () => {
    describeShopAppSmoke(
      `shop-webpack-${loader}`,
      (outDir) => buildFixtureAppWithWebpack('shop', `build:webpack-${loader}`, outDir),
      sharedBrowser,
    );
  });
}
