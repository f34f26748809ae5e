// fixtures/apps/shop built by Rsbuild 2 (@rsbuild/plugin-react) with @webmcp-nexus/unplugin/rsbuild (its rsbuild.config.ts).
import { buildFixtureAppWithHost } from '../src/build.mjs';
import { describeShopApp } from './support/shop-app-tests.js';

describeShopApp('shop-rsbuild', (outDir) => buildFixtureAppWithHost('shop', 'rsbuild', outDir));
