import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type Browser, launchBrowser } from '@webmcp-nexus/test-helpers/browser';
import {
  createFixtureProject,
  GREETER_FILES,
  GREETER_SCHEMAS,
} from '@webmcp-nexus/test-helpers/fixture-project';
import { listedManifest } from '@webmcp-nexus/test-helpers/listed-manifest';
import { runBundle } from '@webmcp-nexus/test-helpers/run-bundle';
import { checkBuiltShop } from '@webmcp-nexus/test-helpers/shop-scenario';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Configuration } from 'webpack';
import { problemsOf, runWebpack, SHOP_DIR, TMP_DIR } from './support';

describe('the CommonJS webpack.config.cjs of the shop (ts-loader, html-webpack-plugin)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('builds an app whose every tool carries its schema and works', async () => {
    const outDir = join(TMP_DIR, 'shop-webpack');
    // Loaded with require, as webpack-cli loads a .cjs config.
    const configFactory = createRequire(import.meta.url)(join(SHOP_DIR, 'webpack.config.cjs')) as (
      env: object,
    ) => Configuration;
    const stats = await runWebpack({
      ...configFactory({ outDir }),
      infrastructureLogging: { level: 'error' },
    });
    expect(problemsOf(stats)).toEqual({ errors: [], warnings: [] });
    await checkBuiltShop(browser, outDir);
    // The tool manifest in the shop's root, outside what is served: every tool of the shop, as
    // `webmcp-nexus list --json` has them (other builds of the shop write the same file, the same bytes).
    expect(readFileSync(join(SHOP_DIR, 'webmcp-tools.json'), 'utf8')).toBe(await listedManifest(SHOP_DIR));
    expect(existsSync(join(outDir, 'webmcp-tools.json'))).toBe(false);
  });
});

describe('an ESM webpack.config.mjs with import { WebMcpPlugin }', () => {
  it('builds a bundle whose tools carry their schemas', async () => {
    const project = createFixtureProject(TMP_DIR, 'esm-config', GREETER_FILES);
    try {
      const configUrl = new URL('./configs/webpack.config.mjs', import.meta.url).href;
      const { default: configFactory } = (await import(configUrl)) as {
        default: (env: object) => Configuration;
      };
      const stats = await runWebpack(configFactory({ root: project.root }));
      expect(problemsOf(stats).errors).toEqual([]);
      const { tools } = await runBundle(readFileSync(project.path('dist/bundle.js'), 'utf8'));
      expect(tools.get('greet')).toMatchObject({ description: GREETER_SCHEMAS.greet.description });
      expect([...tools.keys()].sort()).toEqual(['farewell', 'greet']);
    } finally {
      project.remove();
    }
  });
});

describe('the CommonJS entry', () => {
  it('gives the class to destructure, usable with new and zero options', () => {
    const { WebMcpPlugin } = createRequire(import.meta.url)('webpack-plugin-webmcp-nexus');
    const plugin = new WebMcpPlugin();
    expect(typeof plugin.apply).toBe('function');
  });
});
