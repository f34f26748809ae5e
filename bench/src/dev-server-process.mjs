// Starts and stops the dev-server child (child/dev-server.mjs) with deadlines: a child that does
// not answer in time is killed and reported, never waited on forever.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const child = join(import.meta.dirname, 'child/dev-server.mjs');
const START_DEADLINE_MS = 120_000;
const CLOSE_DEADLINE_MS = 10_000;

/**
 * Spawns a Vite dev server over `root` (`mode` 'plugin' or 'none'); resolves once it listens with
 * { baseUrl, spawnedAt (performance.now() just before the spawn), close() }.
 */
export function startDevServer(root, mode) {
  const spawnedAt = performance.now();
  const server = spawn(process.execPath, [child, root, mode], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  server.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const close = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    if (server.connected) server.send('close');
    const timer = setTimeout(() => server.kill('SIGKILL'), CLOSE_DEADLINE_MS);
    await exited;
    clearTimeout(timer);
  };
  const what = `the Vite dev server (${mode}) over ${root}`;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      server.kill('SIGKILL');
      reject(new Error(`${what} did not listen within ${START_DEADLINE_MS / 1000} s:\n${stderr}`));
    }, START_DEADLINE_MS);
    server.once('message', ({ port }) => {
      clearTimeout(timer);
      resolve({ baseUrl: `http://127.0.0.1:${port}`, spawnedAt, close });
    });
    server.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`${what} could not start: ${error.message}`));
    });
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited (${code}) before listening:\n${stderr.slice(0, 4000)}`));
    });
  });
}
