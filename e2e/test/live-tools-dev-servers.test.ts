// `webmcp-nexus mcp` started before the dev server (it creates the project's endpoint; the
// development build reads it), over webpack-dev-server, `rsbuild dev` and a development watch
// build (`vite build --watch --mode development`) served as plain files. One Chromium for all.

import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { freePort } from '@webmcp-nexus/test-helpers/free-port';
import { serveDirectory } from '@webmcp-nexus/test-helpers/static-server';
import { afterAll } from 'vitest';
import webpack, { type Configuration } from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { answers, startDevProcess } from './support/dev-process.js';
import { appearanceTimes, describeLiveTools, SHOP_DIR, shareBrowser } from './support/live-tools-scenario.js';

const browser = shareBrowser();

afterAll(() => {
  for (const { suite, milliseconds } of appearanceTimes)
    console.info(
      `[live tools] ${suite}: a tool reached the MCP client ${milliseconds} ms after the page mounted it`,
    );
});

describeLiveTools('webpack-dev-server', {
  cliFirst: true,
  browser,
  async start(copy) {
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
    const address = server.server?.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${address.port}/`,
      async stop() {
        await server.stop();
        await new Promise<void>((resolve) => compiler.close(() => resolve()));
      },
    };
  },
});

describeLiveTools('rsbuild dev', {
  cliFirst: true,
  browser,
  async start(copy) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/`;
    const rsbuild = join(SHOP_DIR, 'node_modules/@rsbuild/core/bin/rsbuild.js');
    const dev = await startDevProcess(
      [rsbuild, 'dev', '--port', String(port), '--host', '127.0.0.1', '--strict-port'],
      copy,
      () => answers(url),
    );
    return { url, stop: () => dev.stop() };
  },
});

describeLiveTools('a development watch build served as files (vite build --watch --mode development)', {
  cliFirst: true,
  browser,
  async start(copy) {
    const vite = join(SHOP_DIR, 'node_modules/vite/bin/vite.js');
    const outDir = join(copy, 'dist-watch');
    const watch = await startDevProcess(
      [vite, 'build', '--watch', '--mode', 'development', '--outDir', outDir],
      copy,
      (output) => output.includes('built in') && existsSync(join(outDir, 'index.html')),
    );
    const files = await serveDirectory(outDir);
    return {
      url: `${files.origin}/`,
      async stop() {
        await files.close();
        await watch.stop();
      },
    };
  },
});
