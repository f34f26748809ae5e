import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type BuildSettings, DEFAULT_EXCLUDE, DEFAULT_INCLUDE, resolveOptions } from '../src/options';

const BUILD: BuildSettings = { root: '/app', mode: 'production', watching: false };
const WATCHED_BUILD: BuildSettings = { ...BUILD, watching: true };
const DEV_SERVER: BuildSettings = { root: '/app', mode: 'development', watching: true };

describe('resolveOptions', () => {
  it('fills every default for zero options in a one-off production build', () => {
    expect(resolveOptions(undefined, BUILD)).toEqual({
      include: DEFAULT_INCLUDE,
      exclude: DEFAULT_EXCLUDE,
      root: '/app',
      tsconfig: undefined,
      failOnError: true,
      cache: true,
      inspector: false,
      rules: undefined,
      strict: undefined,
      manifest: resolve('/app/webmcp-tools.json'),
      warnings: 'summary',
      outputSchema: false,
      keepDebuggingTools: false,
    });
  });

  it('derives output schemas only when asked to', () => {
    expect(resolveOptions({}, DEV_SERVER).outputSchema).toBe(false);
    expect(resolveOptions({ outputSchema: true }, BUILD).outputSchema).toBe(true);
  });

  it('summarises warnings unless told otherwise', () => {
    expect(resolveOptions({}, DEV_SERVER).warnings).toBe('summary');
    expect(resolveOptions({ warnings: 'all' }, BUILD).warnings).toBe('all');
  });

  it('writes the tool manifest into the root in production builds, watched or not, unless turned off or sent elsewhere', () => {
    expect(resolveOptions({}, WATCHED_BUILD).manifest).toBe(resolve('/app/webmcp-tools.json'));
    expect(resolveOptions({ manifest: false }, BUILD).manifest).toBe(false);
    expect(resolveOptions({ manifest: 'reports/tools.json' }, BUILD).manifest).toBe(
      resolve('/app/reports/tools.json'),
    );
    // Development builds never write it, even when asked for.
    expect(resolveOptions({}, DEV_SERVER).manifest).toBe(false);
    expect(resolveOptions({ manifest: true }, { ...BUILD, mode: 'development' }).manifest).toBe(false);
  });

  it('keeps the lint settings as given (the config file is merged under them later)', () => {
    const resolved = resolveOptions({ rules: { L6: 'error', L4: 'off' }, strict: true }, DEV_SERVER);
    expect(resolved).toMatchObject({ rules: { L6: 'error', L4: 'off' }, strict: true });
  });

  it('adds the dev inspector when the bundler builds for development, not when it watches', () => {
    expect(resolveOptions({}, DEV_SERVER).inspector).toBe(true);
    expect(resolveOptions({}, { ...BUILD, mode: 'development' }).inspector).toBe(true);
    expect(resolveOptions({ inspector: false }, DEV_SERVER).inspector).toBe(false);
    // A production build never carries it, watched or not, even when asked for.
    expect(resolveOptions({}, WATCHED_BUILD).inspector).toBe(false);
    expect(resolveOptions({ inspector: true }, WATCHED_BUILD).inspector).toBe(false);
  });

  it('keeps @debugging tools in development, and in production only when asked to', () => {
    expect(resolveOptions({}, DEV_SERVER).keepDebuggingTools).toBe(true);
    expect(resolveOptions({ keepDebuggingTools: false }, DEV_SERVER).keepDebuggingTools).toBe(true);
    expect(resolveOptions({}, WATCHED_BUILD).keepDebuggingTools).toBe(false);
    expect(resolveOptions({ keepDebuggingTools: true }, BUILD).keepDebuggingTools).toBe(true);
  });

  it('keeps the persistent cache on unless turned off', () => {
    expect(resolveOptions({}, DEV_SERVER).cache).toBe(true);
    expect(resolveOptions({ cache: false }, BUILD).cache).toBe(false);
  });

  it('does not fail on errors in dev servers and watch mode unless asked to', () => {
    expect(resolveOptions({}, DEV_SERVER).failOnError).toBe(false);
    expect(resolveOptions({}, WATCHED_BUILD).failOnError).toBe(false);
    expect(resolveOptions({ failOnError: true }, DEV_SERVER).failOnError).toBe(true);
    expect(resolveOptions({ failOnError: false }, BUILD).failOnError).toBe(false);
  });

  it('resolves a relative root against the bundler root and keeps the other fields', () => {
    const resolved = resolveOptions(
      { root: 'web', tsconfig: 'tsconfig.app.json', include: [/\.ts$/] },
      BUILD,
    );
    expect(resolved).toMatchObject({
      root: resolve('/app/web'),
      tsconfig: 'tsconfig.app.json',
      include: [/\.ts$/],
      manifest: resolve('/app/web/webmcp-tools.json'),
    });
  });

  it('matches script modules and skips node_modules by default', () => {
    const [include] = DEFAULT_INCLUDE;
    for (const file of ['a.ts', 'a.tsx', 'a.mts', 'a.cts', 'a.js', 'a.jsx', 'a.mjs', 'a.cjs']) {
      expect(include.test(`/src/${file}`), file).toBe(true);
    }
    for (const file of ['a.css', 'a.json', 'a.d.ts.map', 'a.vue'])
      expect(include.test(`/src/${file}`), file).toBe(false);
    expect(DEFAULT_EXCLUDE[0].test('/app/node_modules/react/index.js')).toBe(true);
  });
});
