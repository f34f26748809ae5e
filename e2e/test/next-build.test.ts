// fixtures/apps/next-shop built by Next.js 16 with next-plugin-webmcp-nexus, under Turbopack
// (Next 16's default) and webpack (`--webpack`), then served by `next start`.
import { describe } from 'vitest';
import { describeBuiltNextShop } from './support/next-shop-suite.js';

describe('next build + start, Turbopack', () => {
  describeBuiltNextShop({ label: 'next16-turbopack', buildArgs: [], nativeWebMcp: true });
});

describe('next build + start, webpack', () => {
  describeBuiltNextShop({ label: 'next16-webpack', buildArgs: ['--webpack'], nativeWebMcp: true });
});
