// A tiny static file server for built apps: 127.0.0.1 on a random port, with the single-page-app
// fallback that client-side routers need (unknown page paths get index.html).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

/** @type {Record<string, string>} */
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/**
 * @typedef {object} StaticServer
 * @property {string} origin `http://127.0.0.1:<port>`, no trailing slash
 * @property {() => Promise<void>} close stops listening and drops open connections
 */

/**
 * Returns the file to send for a URL path, or undefined (outside the root or not a file).
 * @param {string} root
 * @param {string} urlPath
 */
async function findFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const candidate = resolve(join(root, decoded));
  if (candidate !== root && !candidate.startsWith(root + sep)) return undefined;
  const info = await stat(candidate).catch(() => undefined);
  if (info?.isFile()) return candidate;
  if (info?.isDirectory()) {
    const index = join(candidate, 'index.html');
    if ((await stat(index).catch(() => undefined))?.isFile()) return index;
  }
  return undefined;
}

/**
 * A page path (no file extension) falls back to index.html; an asset path is a real 404.
 * @param {string} urlPath
 */
function wantsSpaFallback(urlPath) {
  return extname(urlPath) === '' || extname(urlPath) === '.html';
}

/**
 * Serves `rootDir` on 127.0.0.1 (random port) with SPA fallback to `rootDir/index.html`.
 * @param {string} rootDir
 * @returns {Promise<StaticServer>}
 */
export async function serveDirectory(rootDir) {
  const root = resolve(rootDir);
  const server = createServer(async (request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    let file = await findFile(root, urlPath);
    if (!file && urlPath === '/favicon.ico') {
      // Browsers ask for it unprompted; a 404 would show up as a console error in every test.
      response.writeHead(204).end();
      return;
    }
    if (!file && wantsSpaFallback(urlPath)) file = await findFile(root, '/index.html');
    if (!file || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response
        .writeHead(file ? 405 : 404, { 'content-type': 'text/plain' })
        .end(file ? 'Method not allowed' : 'Not found');
      return;
    }
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  });
  await new Promise((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(0, '127.0.0.1', () => resolveListen(undefined));
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('static server did not get a TCP port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolveClose) => {
        server.closeAllConnections();
        server.close(() => resolveClose());
      }),
  };
}
