// fixtures/apps/shop built by Vite 8 with vite-plugin-webmcp-nexus (its own vite.config.ts).
import { buildFixtureAppWithVite } from '../src/build.mjs';
import { describeShopApp } from './support/shop-app-tests.js';

describeShopApp('shop-vite', (outDir) => buildFixtureAppWithVite('shop', 'build:vite', outDir), {
  nativeWebMcp: true,
});
