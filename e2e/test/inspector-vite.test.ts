// The dev inspector over the shop's own vite.config.ts, served by Vite 8's dev server.

import { join } from 'node:path';
import { freePort } from '@webmcp-nexus/test-helpers/free-port';
import { createServer } from 'vite';
import { describeInspector } from './support/inspector-scenario.js';

describeInspector(
  'the Vite dev server',
  async (copy) => {
    const server = await createServer({
      root: copy,
      configFile: join(copy, 'vite.config.ts'),
      logLevel: 'silent',
      cacheDir: join(copy, '.vite'),
      server: { port: await freePort(), strictPort: true, host: '127.0.0.1' },
    });
    await server.listen();
    return { url: server.resolvedUrls!.local[0], stop: () => server.close() };
  },
  { screenshot: true, editorLink: true },
);
