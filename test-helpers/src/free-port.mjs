import { createServer } from 'node:net';

/**
 * A TCP port on 127.0.0.1 that nothing listens on right now (for a server that must know its port
 * up front: a dev server whose HMR client connects back to it).
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolvePort, rejectPort) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', rejectPort);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
