// The dev inspector over the shop's own vite.config.ts, served by Vite 8's dev server.
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import { createServer } from 'vite';
import { describeInspector } from './support/inspector-scenario.js';

/** A port nothing listens on right now (with port 0 the HMR client would not know where to connect). */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

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
