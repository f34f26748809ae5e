// withWebMcp's config: what it keeps of the user's, what it adds for webpack and Turbopack, and
// that Next.js's own config schema (16 and 15) accepts the result.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import { describe, expect, it } from 'vitest';
import { runningNextMajor } from '../src/next-version';
import { turbopackSession } from '../src/turbopack-host';
import { withLoaderRules } from '../src/turbopack-rules';
import { withWebMcp } from '../src/with-web-mcp';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const requireHere = createRequire(import.meta.url);
const nextSchema = (major: 15 | 16) =>
  requireHere(`${major === 16 ? 'next' : 'next-15'}/dist/server/config-schema`).configSchema as {
    safeParse(config: unknown): { success: boolean; error?: { issues: unknown[] } };
  };

const pluginNames = (plugins: unknown[] = []) => plugins.map((plugin) => (plugin as object).constructor.name);

describe('withWebMcp', () => {
  it('keeps every key of the user config and adds the webpack hook and the Turbopack rules', () => {
    const config = withWebMcp({ reactStrictMode: true, images: { unoptimized: true } });
    expect(config.reactStrictMode).toBe(true);
    expect(config.images).toEqual({ unoptimized: true });
    expect(typeof config.webpack).toBe('function');
    expect(Object.keys(config.turbopack?.rules ?? {})).toEqual(['*.ts', '*.tsx', '*.js', '*.jsx']);
    expect(nextSchema(16).safeParse(config).error?.issues ?? []).toEqual([]);
  });

  it("returns what Next's own NextConfig type accepts", () => {
    const nextConfig: NextConfig = { reactStrictMode: true };
    const wrapped: NextConfig = withWebMcp(nextConfig);
    expect(wrapped.reactStrictMode).toBe(true);
  });

  it("keeps Next's webpack build worker as the app's config alone has it", () => {
    const turbopack = process.env.TURBOPACK;
    delete process.env.TURBOPACK;
    try {
      const experimentalOf = (config: object) => (config as { experimental?: unknown }).experimental;
      // Next turns the worker off for a config with a webpack hook: ours must not count as one.
      expect(experimentalOf(withWebMcp({}))).toEqual({ webpackBuildWorker: true });
      expect(experimentalOf(withWebMcp({ experimental: { webpackBuildWorker: false } }))).toEqual({
        webpackBuildWorker: false,
      });
      // The app's own hook keeps Next's choice (off), as without the plugin.
      expect(experimentalOf(withWebMcp({ webpack: (config: unknown) => config }))).toEqual({});
      process.env.TURBOPACK = 'auto';
      expect(experimentalOf(withWebMcp({}))).toEqual({});
    } finally {
      if (turbopack === undefined) delete process.env.TURBOPACK;
      else process.env.TURBOPACK = turbopack;
    }
  });

  it('works with zero arguments', () => {
    expect(Object.keys(withWebMcp().turbopack?.rules ?? {})).toHaveLength(4);
  });

  it("calls the user's webpack hook, and adds the plugin to the client compilation only", () => {
    const calls: unknown[] = [];
    const config = withWebMcp({
      webpack(webpackConfig: { plugins: unknown[] }, context: { isServer: boolean; dev: boolean }) {
        calls.push(context);
        webpackConfig.plugins.push({ user: true });
        return webpackConfig;
      },
    });
    const client = config.webpack?.({ plugins: [] }, { isServer: false, dev: false });
    const server = config.webpack?.({ plugins: [] }, { isServer: true, dev: false });
    expect(calls).toEqual([
      { isServer: false, dev: false },
      { isServer: true, dev: false },
    ]);
    expect(client.plugins).toHaveLength(2);
    expect(client.plugins[0]).toEqual({ user: true });
    expect(typeof client.plugins[1].apply).toBe('function');
    expect(server.plugins).toEqual([{ user: true }]);
    expect(pluginNames(client.plugins)).toHaveLength(2);
  });

  it("keeps the user's Turbopack options and rules, ours first under a shared key", () => {
    const svg = { loaders: ['@svgr/webpack'], as: '*.js' };
    const userTsx = { loaders: ['my-tsx-loader'] };
    const config = withWebMcp({
      turbopack: { resolveAlias: { a: './b' }, rules: { '*.svg': svg, '*.tsx': userTsx } },
    });
    expect(config.turbopack?.resolveAlias).toEqual({ a: './b' });
    expect(config.turbopack?.rules?.['*.svg']).toEqual(svg);
    const tsx = config.turbopack.rules['*.tsx'] as unknown as unknown[];
    expect(tsx).toHaveLength(2);
    expect(tsx[1]).toEqual(userTsx);
    expect(nextSchema(16).safeParse(config).error?.issues ?? []).toEqual([]);
  });

  it('wraps a config function, sync or async, and passes phase and context through', async () => {
    const seen: unknown[] = [];
    const wrapped = withWebMcp((phase, context) => {
      seen.push(phase, context);
      return { reactStrictMode: true };
    });
    const config = await wrapped('phase-production-build', { defaultConfig: {} });
    expect(seen).toEqual(['phase-production-build', { defaultConfig: {} }]);
    expect(config.reactStrictMode).toBe(true);
    // The same rules as the object form's.
    expect(config.turbopack?.rules).toEqual(withWebMcp({}).turbopack?.rules);
    const fromAsync = await withWebMcp(async () => ({ poweredByHeader: false }))('phase-development-server', {
      defaultConfig: {},
    });
    expect(fromAsync.poweredByHeader).toBe(false);
    expect(typeof fromAsync.webpack).toBe('function');
  });

  it('passes JSON-only loader options, and include / exclude as path conditions', () => {
    const rules = withLoaderRules(
      undefined,
      '/loader.cjs',
      {
        tsconfig: 'tsconfig.app.json',
        exclude: [/generated/],
        outputSchema: true,
        cache: false,
        warnings: 'all',
      },
      16,
    );
    expect(JSON.parse(JSON.stringify(rules['*.ts']))).toEqual({
      loaders: [
        {
          loader: '/loader.cjs',
          options: { tsconfig: 'tsconfig.app.json', outputSchema: true, cache: false, warnings: 'all' },
        },
      ],
      condition: { all: ['browser', { not: 'foreign' }, { not: { any: [{ path: {} }] } }] },
    });
    expect((rules['*.ts'] as { condition: { all: unknown[] } }).condition.all[2]).toEqual({
      not: { any: [{ path: /generated/ }] },
    });
    // What the loader makes of them: the plugin state of its worker gets every option.
    const [{ options }] = (rules['*.ts'] as { loaders: [{ options: Record<string, unknown> }] }).loaders;
    const { session } = turbopackSession('/app', false, JSON.parse(JSON.stringify(options)));
    expect(session.options).toMatchObject({
      tsconfig: 'tsconfig.app.json',
      outputSchema: true,
      cache: false,
      warnings: 'all',
    });
  });

  it('passes the lint settings (rules, strict) to the Turbopack loader, in a rule both Nexts accept', () => {
    const options = { rules: { L6: 'off', H1: 'warn' }, strict: true } as const;
    const config = withWebMcp({}, options);
    const [loader] = (config.turbopack.rules['*.tsx'] as { loaders: [{ options: object }] }).loaders;
    const sent = JSON.parse(JSON.stringify(loader.options));
    expect(sent).toEqual({ rules: { L6: 'off', H1: 'warn' }, strict: true });
    expect(nextSchema(16).safeParse(config).error?.issues ?? []).toEqual([]);
    const next15Rules = withLoaderRules(undefined, '/loader.cjs', options, 15);
    expect(nextSchema(15).safeParse({ turbopack: { rules: next15Rules } }).error?.issues ?? []).toEqual([]);
    // The loader's plugin state lints with them (merged over webmcp-nexus.config.json by the state).
    const { session } = turbopackSession('/app', false, sent);
    expect(session.options).toMatchObject({ rules: { L6: 'off', H1: 'warn' }, strict: true });
  });

  it("writes Next 15's rule shape, which Next 15's schema accepts", () => {
    const rules = withLoaderRules(undefined, '/loader.cjs', undefined, 15);
    expect(rules['*.tsx']).toEqual({
      browser: { foreign: false, loaders: [{ loader: '/loader.cjs', options: {} }] },
    });
    expect(nextSchema(15).safeParse({ turbopack: { rules } }).error?.issues ?? []).toEqual([]);
  });
});

describe('runningNextMajor', () => {
  it('reads the version of the next package the running script is in', () => {
    expect(runningNextMajor(join(packageDir, 'node_modules/next-15/dist/bin/next'))).toBe(15);
    expect(
      runningNextMajor(join(packageDir, 'node_modules/next/dist/compiled/jest-worker/processChild.js')),
    ).toBe(16);
  });
});
