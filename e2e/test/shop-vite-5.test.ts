// fixtures/apps/shop built by Vite 5.4, the oldest Vite the plugin supports (its vite.vite5.config.ts:
// JSX by Vite's esbuild step, since @vitejs/plugin-react 6 needs Vite 8). The smoke subset of the
// shop suite: the full suite runs on the Vite 8 build (shop-vite.test.ts).
import { buildFixtureAppWithVite } from '../src/build.mjs';
import { describeShopAppSmoke } from './support/shop-app-smoke.js';

describeShopAppSmoke('shop-vite-5', (outDir) => buildFixtureAppWithVite('shop', 'build:vite-5', outDir));
