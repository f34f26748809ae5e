import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_EXCLUDE, DEFAULT_INCLUDE, resolveOptions } from '../src/options';

describe('resolveOptions', () => {
  it('fills every default for zero options in a one-off build', () => {
    expect(resolveOptions(undefined, 'build', '/app')).toEqual({
      include: DEFAULT_INCLUDE,
      exclude: DEFAULT_EXCLUDE,
      root: '/app',
      tsconfig: undefined,
      failOnError: true,
      cache: true,
      inspector: false,
      rules: undefined,
      strict: undefined,
      manifest: true,
      warnings: 'summary',
      outputSchema: false,
    });
  });

  it('derives output schemas only when asked to', () => {
    expect(resolveOptions({}, 'watch', '/app').outputSchema).toBe(false);
    expect(resolveOptions({ outputSchema: true }, 'build', '/app').outputSchema).toBe(true);
  });

  it('summarises warnings unless told otherwise', () => {
    expect(resolveOptions({}, 'watch', '/app').warnings).toBe('summary');
    expect(resolveOptions({ warnings: 'all' }, 'build', '/app').warnings).toBe('all');
  });

  it('writes the tool manifest in one-off builds only, unless turned off', () => {
    expect(resolveOptions({}, 'build', '/app').manifest).toBe(true);
    expect(resolveOptions({ manifest: false }, 'build', '/app').manifest).toBe(false);
    // Dev servers and watch mode never write it, even when asked for.
    expect(resolveOptions({}, 'watch', '/app').manifest).toBe(false);
    expect(resolveOptions({ manifest: true }, 'watch', '/app').manifest).toBe(false);
  });

  it('keeps the lint settings as given (the config file is merged under them later)', () => {
    const resolved = resolveOptions({ rules: { L6: 'error', L4: 'off' }, strict: true }, 'watch', '/app');
    expect(resolved).toMatchObject({ rules: { L6: 'error', L4: 'off' }, strict: true });
  });

  it('adds the dev inspector in dev servers and watch mode only, unless turned off', () => {
    expect(resolveOptions({}, 'watch', '/app').inspector).toBe(true);
    expect(resolveOptions({ inspector: false }, 'watch', '/app').inspector).toBe(false);
    // A one-off build never carries it, even when asked for.
    expect(resolveOptions({}, 'build', '/app').inspector).toBe(false);
    expect(resolveOptions({ inspector: true }, 'build', '/app').inspector).toBe(false);
  });

  it('keeps the persistent cache on unless turned off', () => {
    expect(resolveOptions({}, 'watch', '/app').cache).toBe(true);
    expect(resolveOptions({ cache: false }, 'build', '/app').cache).toBe(false);
  });

  it('does not fail on errors in dev servers and watch mode unless asked to', () => {
    expect(resolveOptions({}, 'watch', '/app').failOnError).toBe(false);
    expect(resolveOptions({ failOnError: true }, 'watch', '/app').failOnError).toBe(true);
    expect(resolveOptions({ failOnError: false }, 'build', '/app').failOnError).toBe(false);
  });

  it('resolves a relative root against the bundler root and keeps the other fields', () => {
    const resolved = resolveOptions(
      { root: 'web', tsconfig: 'tsconfig.app.json', include: [/\.ts$/] },
      'build',
      '/app',
    );
    expect(resolved).toMatchObject({
      root: resolve('/app/web'),
      tsconfig: 'tsconfig.app.json',
      include: [/\.ts$/],
    });
  });

  it('uses the working directory when the bundler gives no root', () => {
    expect(resolveOptions(undefined, 'build').root).toBe(process.cwd());
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
