import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { createSyntacticEngine, isBail } from '../../src/syntactic/syntactic-engine';
import { callSiteFiles, compareEngines } from './compare-engines';

// After `next build` or `next dev`, Next.js writes `.next/types/*.d.ts` (in the tsconfig's
// `include`) and `next-env.d.ts` imports them: `declare global` (PageProps, LayoutProps) and
// `declare module 'next/cache'`. Those files (as Next 16 writes them, trimmed) must not make the
// syntactic engine bail on the Next shop; a tool whose type uses what they declare must.
const REPOSITORY = fileURLToPath(new URL('../../../../', import.meta.url));
const NEXT_SHOP = path.join(REPOSITORY, 'fixtures/apps/next-shop');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'webmcp-core-next-types-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const NEXT_WRITTEN: Record<string, string> = {
  'next-env.d.ts': `/// <reference types="next" />
/// <reference types="next/image-types/global" />
import "./.next/types/routes.d.ts";
import "./.next/types/root-params.d.ts";

// NOTE: This file should not be edited
`,
  '.next/types/routes.d.ts': `// This file is generated automatically by Next.js
type AppRoutes = "/"
type LayoutRoutes = "/"
type Routes = AppRoutes | LayoutRoutes

interface ParamMap {
  "/": {}
}

export type ParamsOf<Route extends Routes> = ParamMap[Route]

export type { AppRoutes, LayoutRoutes, ParamMap }

declare global {
  interface PageProps<AppRoute extends AppRoutes> {
    params: Promise<ParamMap[AppRoute]>
    searchParams: Promise<Record<string, string | string[] | undefined>>
  }

  type LayoutProps<LayoutRoute extends LayoutRoutes> = {
    params: Promise<ParamMap[LayoutRoute]>
    children: React.ReactNode
  }
}
`,
  '.next/types/cache-life.d.ts': `// Type definitions for Next.js cacheLife configs

export {}

declare module 'next/cache' {
  export interface CacheLifeProfiles {
    "default": true
    "seconds": true
  }
  export function cacheLife(profile: "default"): void
}
`,
  '.next/types/root-params.d.ts': `// Type definitions for Next.js root params (next/root-params)
// No root params detected.
export {}
`,
  '.next/types/validator.ts': `// This file is generated automatically by Next.js
import type { AppRoutes } from "./routes.js"

type AppPageConfig<Route extends AppRoutes = AppRoutes> = {
  default: unknown
}
export type { AppPageConfig }
`,
};

function nextShopAfterBuild(name: string): string {
  const root = path.join(scratch, name).replace(/\\/g, '/');
  cpSync(NEXT_SHOP, root, { recursive: true, filter: (source) => !source.includes('node_modules') });
  symlinkSync(path.join(NEXT_SHOP, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  for (const [file, text] of Object.entries(NEXT_WRITTEN)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

test('a Next.js app after next build (allowJs, .next/types, next-env.d.ts): every call site served, identical to the checker engine', () => {
  const root = nextShopAfterBuild('served');
  const files = callSiteFiles(
    [
      'components/Shop.tsx',
      'components/ReviewsPanel.tsx',
      'components/GlobalTools.tsx',
      'components/CatalogPage.tsx',
    ].map((file) => `${root}/src/${file}`),
  );
  expect(files.length).toBeGreaterThan(0);
  const results = compareEngines({ root }, files);
  const described = results.map(
    (result) =>
      `${result.outcome} ${result.file} ${'reason' in result ? `${result.reason} ${result.detail ?? ''}` : ''}${'differences' in result ? result.differences.join('\n') : ''}`,
  );
  expect(described).toEqual(results.map((result) => `match ${result.file} `));
}, 120_000);

test('a tool whose type uses a global that .next/types declares bails (project:global-declarations)', () => {
  const root = nextShopAfterBuild('global-reached');
  appendFileSync(
    `${root}/src/api/products.ts`,
    `\n/** Reads the page's props */\nexport async function pageProps(input: { page: PageProps<'/'> }) {\n  return input.page;\n}\n`,
  );
  const callSite = `${root}/src/components/GlobalTools.tsx`;
  writeFileSync(
    callSite,
    `import { registerGlobalTools } from 'webmcp-nexus-sdk';\nimport { pageProps } from '../api/products';\n\nregisterGlobalTools({ pageProps });\n`,
  );
  const answer = createSyntacticEngine({ root }).extractFile(callSite);
  expect(isBail(answer) ? answer.bail : 'answered').toBe('project:global-declarations');
});

test('a tool whose type imports a module that .next/types augments bails (project:module-augmentation)', () => {
  const root = nextShopAfterBuild('module-reached');
  writeFileSync(
    `${root}/.next/types/shop-augment.d.ts`,
    `export {}\ndeclare module '../../src/types' {\n  interface Product { sku: string }\n}\n`,
  );
  const answer = createSyntacticEngine({ root }).extractFile(`${root}/src/components/CatalogPage.tsx`);
  expect(isBail(answer) ? answer.bail : 'answered').toBe('project:module-augmentation');
});
