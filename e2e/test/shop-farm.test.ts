// fixtures/apps/shop built by Farm 1.7 with @webmcp-nexus/unplugin/farm (its farm.config.ts): the
// smaller suite, as Farm is the least used host.
import { buildFixtureAppWithHost } from '../src/build.mjs';
import { describeShopAppSmoke } from './support/shop-app-smoke.js';

describeShopAppSmoke('shop-farm', (outDir) => buildFixtureAppWithHost('shop', 'farm', outDir));
