// One production build of a generated app in a fresh process.
// Args: <vite|webpack|webpack-ts-loader> <root> <plugin|none>. `webpack` uses esbuild-loader,
// `webpack-ts-loader` ts-loader (transpileOnly, as apps pair it with a separate type check).
// Prints JSON { ms, outDir }: the parent checks the output (served-schema.mjs) once the process
// has ended, so that reading it is never part of a build's time.
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

const [bundler, root, mode] = process.argv.slice(2);
const withPlugin = mode === 'plugin';
const outDir = join(root, `dist-${bundler}-${mode}`);
const started = performance.now();
if (bundler === 'vite') {
  const { build } = await import('vite');
  // Imported only with the plugin: loading it is part of what the plugin costs a build.
  const plugins = withPlugin ? [(await import('vite-plugin-webmcp-nexus')).default()] : [];
  await build({
    root,
    logLevel: 'silent',
    plugins,
    resolve: { alias: { '@': join(root, 'src') } },
    build: { outDir, emptyOutDir: true },
  });
} else {
  const { default: webpack } = await import('webpack');
  const plugins = withPlugin ? [new (await import('webpack-plugin-webmcp-nexus')).WebMcpPlugin()] : [];
  const config = {
    mode: 'production',
    context: root,
    entry: './src/main.ts',
    output: { path: outDir },
    resolve: { extensions: ['.ts', '.js'], alias: { '@': join(root, 'src') } },
    module: { rules: [{ test: /\.ts$/, ...typeScriptLoader(bundler) }] },
    plugins,
  };
  await new Promise((resolve, reject) =>
    webpack(config, (error, stats) =>
      error || stats.hasErrors() ? reject(error ?? new Error(stats.toString('errors-only'))) : resolve(stats),
    ),
  );
}
const ms = performance.now() - started;
console.log(JSON.stringify({ ms, outDir }));

function typeScriptLoader(name) {
  if (name === 'webpack-ts-loader') {
    // The webpack plugin's own test dependency: the bench reuses it rather than pinning another copy.
    const fromWebpackPlugin = createRequire(
      resolve(import.meta.dirname, '../../../packages/webpack-plugin/package.json'),
    );
    return { loader: fromWebpackPlugin.resolve('ts-loader'), options: { transpileOnly: true } };
  }
  return { loader: createRequire(import.meta.url).resolve('esbuild-loader'), options: { target: 'es2022' } };
}
