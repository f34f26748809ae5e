import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import webpack, {
  type Configuration,
  type RuleSetRule,
  type Stats,
  type WebpackPluginInstance,
} from 'webpack';

/** Where the tests write their throw-away projects (inside this package, so its node_modules resolve). */
export const TMP_DIR = fileURLToPath(new URL('./.tmp', import.meta.url));

/** The shop example app. */
export const SHOP_DIR = fileURLToPath(new URL('../../../fixtures/apps/shop', import.meta.url));

/** Runs one webpack build and closes the compiler (its caches and watchers). */
export function runWebpack(config: Configuration): Promise<Stats> {
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((error, stats) => {
      compiler.close(() => (error || !stats ? reject(error ?? new Error('no stats')) : resolve(stats)));
    });
  });
}

/** A Node-target CommonJS build of `src/main.ts`, compiled by `rule`'s loader, unminified. */
export function nodeBundleConfig(
  root: string,
  rule: RuleSetRule,
  plugins: WebpackPluginInstance[],
): Configuration {
  return {
    mode: 'production',
    context: root,
    entry: './src/main.ts',
    target: 'node',
    output: { path: `${root}/dist`, filename: 'bundle.js', library: { type: 'commonjs2' }, clean: true },
    resolve: { extensions: ['.ts', '.tsx', '.js'] },
    module: { rules: [rule] },
    plugins,
    optimization: { minimize: false },
    devtool: false,
    infrastructureLogging: { level: 'error' },
  };
}

/** The TypeScript rules users write, one per loader the plugin must run before. */
export const TYPESCRIPT_RULES: Record<string, RuleSetRule> = {
  // Type-checks too: the injected code must be valid TypeScript, not only valid JavaScript.
  'ts-loader': { test: /\.tsx?$/, loader: 'ts-loader', options: { compilerOptions: { noEmit: false } } },
  // The oldest TypeScript major users have (the peer range is ^5 || ^6): ts-loader type-checks with 5.9.
  'ts-loader-typescript-5': {
    test: /\.tsx?$/,
    loader: 'ts-loader',
    options: {
      compiler: createRequire(import.meta.url).resolve('typescript-5'),
      compilerOptions: { noEmit: false },
    },
  },
  'esbuild-loader': {
    test: /\.tsx?$/,
    loader: 'esbuild-loader',
    options: { loader: 'ts', target: 'es2022' },
  },
  'swc-loader': {
    test: /\.tsx?$/,
    loader: 'swc-loader',
    options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
  },
  'babel-loader': {
    test: /\.tsx?$/,
    loader: 'babel-loader',
    options: { babelrc: false, configFile: false, presets: ['@babel/preset-typescript'] },
  },
};

/** Every error and warning of a build, as webpack would print them. */
export function problemsOf(stats: Stats): { errors: string[]; warnings: string[] } {
  const json = stats.toJson({ all: false, errors: true, warnings: true });
  return {
    errors: (json.errors ?? []).map(
      (error) => `${error.message}\n${error.details ?? ''}\n${error.stack ?? ''}`,
    ),
    warnings: (json.warnings ?? []).map((warning) => warning.message),
  };
}
