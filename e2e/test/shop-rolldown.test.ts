// fixtures/apps/shop built by Rolldown 1 with @webmcp-nexus/unplugin/rolldown (its rolldown.config.mjs).
import { buildFixtureAppWithHost } from '../src/build.mjs';
import { describeShopApp } from './support/shop-app-tests.js';

describeShopApp('shop-rolldown', (outDir) => buildFixtureAppWithHost('shop', 'rolldown', outDir));
