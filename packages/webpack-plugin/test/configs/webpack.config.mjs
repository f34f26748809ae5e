// The ESM form of the user's guide (§1.3): `import { WebMcpPlugin }`, `new WebMcpPlugin()`.
import { WebMcpPlugin } from 'webpack-plugin-webmcp-nexus';

export default (env) => ({
  mode: 'production',
  context: env.root,
  entry: './src/main.ts',
  target: 'node',
  output: { path: `${env.root}/dist`, filename: 'bundle.js', library: { type: 'commonjs2' } },
  resolve: { extensions: ['.ts', '.js'] },
  module: { rules: [{ test: /\.ts$/, loader: 'esbuild-loader', options: { loader: 'ts' } }] },
  optimization: { minimize: false },
  plugins: [new WebMcpPlugin()],
});
