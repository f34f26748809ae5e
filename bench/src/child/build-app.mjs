// One production build of a generated app in a fresh process. Args: <vite|webpack> <root> <plugin|none>
// Prints JSON { ms, schemas } where `schemas` counts injected schemas in the output (0 without the plugin).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const [bundler, root, mode] = process.argv.slice(2);
const withPlugin = mode === 'plugin';
const outDir = join(root, `dist-${bundler}-${mode}`);
const started = performance.now();
if (bundler === 'vite') {
  const { build } = await import('vite');
  const { default: webmcp } = await import('vite-plugin-webmcp-nexus');
  await build({
    root,
    logLevel: 'silent',
    plugins: withPlugin ? [webmcp()] : [],
    build: { outDir, emptyOutDir: true },
  });
} else {
  const { default: webpack } = await import('webpack');
  const { WebMcpPlugin } = await import('webpack-plugin-webmcp-nexus');
  const config = {
    mode: 'production',
    context: root,
    entry: './src/main.ts',
    output: { path: outDir },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: createRequire(import.meta.url).resolve('esbuild-loader'),
          options: { target: 'es2022' },
        },
      ],
    },
    plugins: withPlugin ? [new WebMcpPlugin()] : [],
  };
  await new Promise((resolve, reject) =>
    webpack(config, (error, stats) =>
      error || stats.hasErrors() ? reject(error ?? new Error(stats.toString('errors-only'))) : resolve(stats),
    ),
  );
}
const ms = performance.now() - started;
const output = readdirSync(outDir, { recursive: true })
  .filter((file) => file.endsWith('.js'))
  .map((file) => readFileSync(join(outDir, file), 'utf8'))
  .join('\n');
console.log(JSON.stringify({ ms, schemas: output.split('__webmcpSchema').length - 1 }));
