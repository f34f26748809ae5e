// The dev inspector over the shop's own webpack.config.cjs (ts-loader, html-webpack-plugin) in
// development mode, served by webpack-dev-server with hot updates.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import webpack, { type Configuration } from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { describeInspector } from './support/inspector-scenario.js';

describeInspector('webpack-dev-server', async (copy) => {
  const configOf = createRequire(import.meta.url)(join(copy, 'webpack.config.cjs')) as (
    env: object,
  ) => Configuration;
  const config = configOf({ production: false, outDir: join(copy, 'dist') });
  const compiler = webpack({ ...config, stats: 'none', infrastructureLogging: { level: 'error' } });
  const server = new WebpackDevServer(
    { port: 0, host: '127.0.0.1', hot: true, static: false, setupExitSignals: false },
    compiler,
  );
  await server.start();
  const address = server.server?.address();
  if (!address || typeof address === 'string')
    throw new Error('webpack-dev-server started without a TCP port');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    async stop() {
      await server.stop();
      await new Promise<void>((resolve) => compiler.close(() => resolve()));
    },
  };
});
