// The same shop suite on React 18.3.1, the oldest React in the SDK's peer range: the shop's
// vite.react18.config.ts resolves every react / react-dom import of the bundle to 18.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildFixtureAppWithVite } from '../src/build.mjs';
import { describeShopApp } from './support/shop-app-tests.js';

/** Fails the suite's set-up unless the bundle really carries React 18 and no other React. */
function assertBundledReactVersion(outDir: string, expected: string): void {
  const assets = join(outDir, 'assets');
  const code = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n');
  const versions = new Set(code.match(/\b1[89]\.\d+\.\d+\b/g));
  if (versions.size !== 1 || !versions.has(expected)) {
    throw new Error(
      `expected a bundle of React ${expected} only, found ${[...versions].join(', ') || 'none'}`,
    );
  }
}

describeShopApp(
  'shop-vite-react18',
  async (outDir) => {
    await buildFixtureAppWithVite('shop', 'build:vite-react18', outDir);
    assertBundledReactVersion(outDir, '18.3.1');
  },
  { nativeWebMcp: true },
);
