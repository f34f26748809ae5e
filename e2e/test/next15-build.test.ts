// fixtures/apps/next-shop built and served by Next.js 15 (the oldest major the plugin declares),
// whose `next build` uses webpack by default.
import { describe } from 'vitest';
import { describeBuiltNextShop } from './support/next-shop-suite.js';

describe('Next.js 15: next build + start (webpack)', () => {
  describeBuiltNextShop({ label: 'next15-webpack', buildArgs: [], major: 15 });
});
