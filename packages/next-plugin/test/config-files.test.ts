// next.config.js (CommonJS), .mjs and .ts loaded by Next.js's own config loader (schema validation
// on), for Next 16 and 15: each form gets the webpack hook and the Turbopack rule, and Next finds
// nothing invalid in what the wrapper produced.
import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
// Inside the fixture app, whose node_modules has next-plugin-webmcp-nexus as a user's would.
const scratchDir = fileURLToPath(
  new URL(`../../../fixtures/apps/next-shop/.e2e/config-files-${process.pid}`, import.meta.url),
);
const loaderPath = join(packageDir, 'dist/turbopack-loader.cjs');

const CONFIG_FILES = {
  // A config function, as Next calls it with the phase (written as next.config.js).
  'next.config.js, a function': `const { withWebMcp } = require('next-plugin-webmcp-nexus');\n\nmodule.exports = withWebMcp((phase) => ({ reactStrictMode: phase === 'phase-production-build' }));\n`,
  'next.config.js': `const { withWebMcp } = require('next-plugin-webmcp-nexus');\n\nmodule.exports = withWebMcp({ reactStrictMode: true });\n`,
  'next.config.mjs': `import { withWebMcp } from 'next-plugin-webmcp-nexus';\n\nexport default withWebMcp({ reactStrictMode: true });\n`,
  'next.config.ts': `import type { NextConfig } from 'next';\nimport { withWebMcp } from 'next-plugin-webmcp-nexus';\n\nconst nextConfig: NextConfig = { reactStrictMode: true };\n\nexport default withWebMcp(nextConfig);\n`,
};

const NEXT_DIRS = {
  16: join(packageDir, 'node_modules/next'),
  15: join(packageDir, 'node_modules/next-15'),
};

interface LoadedConfig {
  reactStrictMode: boolean;
  webpackHook: string;
  ruleKeys: string[];
  tsxRule: unknown;
  warnings: string[];
}

function loadWithNext(major: 15 | 16, appDir: string): Promise<LoadedConfig> {
  return new Promise((resolveLoad, rejectLoad) => {
    execFile(
      process.execPath,
      [join(packageDir, 'test/load-config.cjs'), NEXT_DIRS[major], appDir],
      { env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' } },
      (error, stdout, stderr) =>
        error
          ? rejectLoad(new Error(`${stdout}\n${stderr}` || error.message))
          : resolveLoad(JSON.parse(stdout.split('\n@@config@@\n')[1] ?? '')),
    );
  });
}

afterAll(async () => {
  await rm(scratchDir, { recursive: true, force: true });
});

describe.each([16, 15] as const)('Next %i loads', (major) => {
  it.each(Object.keys(CONFIG_FILES) as (keyof typeof CONFIG_FILES)[])(
    '%s wrapped by withWebMcp',
    async (fileName) => {
      const appDir = join(scratchDir, `next${major}-${fileName.replaceAll(/\W+/g, '-')}`);
      await mkdir(appDir, { recursive: true });
      // A project without "type": "module", as create-next-app writes it: next.config.js is CommonJS.
      await writeFile(join(appDir, 'package.json'), '{ "private": true }\n');
      const written = fileName.split(',')[0] as string;
      await writeFile(join(appDir, written), CONFIG_FILES[fileName]);
      const loaded = await loadWithNext(major, appDir);
      expect(loaded.warnings.filter((warning) => /invalid|unrecognized/i.test(warning))).toEqual([]);
      expect(loaded.reactStrictMode).toBe(true);
      expect(loaded.webpackHook).toBe('function');
      expect(loaded.ruleKeys).toEqual(['*.ts', '*.tsx', '*.js', '*.jsx']);
      const loader = { loader: loaderPath, options: {} };
      expect(loaded.tsxRule).toEqual(
        major === 16
          ? { loaders: [loader], condition: { all: ['browser', { not: 'foreign' }] } }
          : { browser: { foreign: false, loaders: [loader] } },
      );
    },
  );
});
