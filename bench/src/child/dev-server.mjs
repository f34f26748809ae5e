// One real Vite dev server over a generated app, in a fresh process, so that its cold start is
// cold and the benchmark's HTTP client does not share the server's event loop.
// Args: <root> <plugin|none>. Imports written `@/…` resolve to `<root>/src/…`, as the app's tsconfig says. Sends { port } over IPC once listening; closes the server and exits
// when told 'close' or when the parent goes away (it can never outlive the benchmark).
const [root, mode] = process.argv.slice(2);

// Imported here, not statically, so the baseline process does not load the plugin at all.
const { createServer } = await import('vite');
const plugins = mode === 'plugin' ? [(await import('vite-plugin-webmcp-nexus')).default()] : [];
const server = await createServer({
  root,
  configFile: false,
  logLevel: 'silent',
  clearScreen: false,
  plugins,
  // Vite's dependency cache is keyed by the plugins' names: one shared folder would be bundled
  // again at each switch between the two kinds of server, costing whichever start comes next.
  cacheDir: `${root}/node_modules/.vite-${mode}`,
  resolve: { alias: { '@': `${root}/src` } },
  server: { port: 0, host: '127.0.0.1' },
});

let closing = false;
const closeAndExit = () => {
  // 'close' and 'disconnect' may both arrive: close once.
  if (closing) return;
  closing = true;
  server.close().finally(() => process.exit(0));
};
process.on('message', (message) => message === 'close' && closeAndExit());
process.on('disconnect', closeAndExit);

await server.listen();
process.send({ port: server.httpServer.address().port });
