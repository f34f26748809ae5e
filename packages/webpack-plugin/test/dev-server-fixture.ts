import { createFixtureProject, type FixtureProject } from '@webmcp-nexus/test-helpers/fixture-project';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Configuration, type RuleSetRule, type Stats } from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { WebMcpPlugin } from '../src/index';
import { TMP_DIR } from './support';

/** A fixture project served by a running webpack-dev-server. */
export interface DevServerFixture {
  project: FixtureProject;
  /** The server's address, ending in `/` (the page, when the project is served as one). */
  url: string;
  /** Every compilation the dev server finished, in order (the first build, then each rebuild). */
  builds: Stats[];
  /** The bundle as the dev server serves it now (it holds requests while a rebuild runs). */
  fetchBundle(): Promise<string>;
  /** A file the dev server serves (from memory), or `undefined` when it has no such file. */
  fetchServedFile(path: string): Promise<string | undefined>;
  /** Stops the server and its watcher, closes the compiler and deletes the project. */
  stop(): Promise<void>;
}

/** How the served bundle is run: in a bare V8 context (see runBundle) or as a page in a browser. */
export type ServedAs = 'bundle' | 'page';

/**
 * A browser build of `src/main.ts` as a developer runs it under the dev server: development mode,
 * HMR runtime, TypeScript compiled by `rule`'s loader. As a bundle, the entry's exports are in
 * `var bundle`; as a page, html-webpack-plugin (a child compiler) writes its `index.html`.
 */
function devServerConfig(root: string, rule: RuleSetRule, servedAs: ServedAs): Configuration {
  const bareContextOutput = {
    library: { type: 'var', name: 'bundle' },
    // A fixed public path and `globalThis` let the bundle start outside a page: the automatic
    // public path reads `document.currentScript`, the HMR runtime writes to `self`.
    publicPath: '/',
    globalObject: 'globalThis',
  };
  return {
    mode: 'development',
    context: root,
    entry: './src/main.ts',
    target: 'web',
    output: {
      path: `${root}/dist`,
      filename: 'bundle.js',
      ...(servedAs === 'bundle' ? bareContextOutput : {}),
    },
    resolve: { extensions: ['.ts', '.tsx', '.js'] },
    module: { rules: [rule] },
    plugins: [new WebMcpPlugin(), ...(servedAs === 'page' ? [new HtmlWebpackPlugin()] : [])],
    devtool: false,
    stats: 'none',
    infrastructureLogging: { level: 'error' },
  };
}

/**
 * Writes `files` as a project and serves it with webpack-dev-server (hot) on a free port. As a
 * page, the dev server's own client is in the bundle (live reload over a WebSocket); as a bundle
 * it is left out, since a bare V8 context has no page location or WebSocket for it.
 */
export async function startDevServer(
  name: string,
  files: Record<string, string>,
  rule: RuleSetRule,
  servedAs: ServedAs = 'bundle',
): Promise<DevServerFixture> {
  const project = createFixtureProject(TMP_DIR, name, files);
  const compiler = webpack(devServerConfig(project.root, rule, servedAs));
  const builds: Stats[] = [];
  compiler.hooks.done.tap('dev-server-test', (stats) => {
    builds.push(stats);
  });
  const server = new WebpackDevServer(
    {
      port: 0,
      host: '127.0.0.1',
      hot: true,
      ...(servedAs === 'bundle' ? { client: false as const } : {}),
      static: false,
      setupExitSignals: false,
    },
    compiler,
  );
  const stop = async () => {
    await server.stop();
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    project.remove();
  };
  try {
    await server.start();
  } catch (error) {
    await stop();
    throw error;
  }
  const address = server.server?.address();
  if (!address || typeof address === 'string') {
    await stop();
    throw new Error('webpack-dev-server started without a TCP port');
  }
  const url = `http://127.0.0.1:${address.port}/`;
  const fetchServedFile = async (path: string) => {
    const response = await fetch(`${url}${path}`);
    if (response.status === 404) return undefined;
    if (!response.ok) throw new Error(`GET /${path}: ${response.status}`);
    return response.text();
  };
  return {
    project,
    url,
    builds,
    fetchServedFile,
    async fetchBundle() {
      const bundle = await fetchServedFile('bundle.js');
      if (bundle === undefined) throw new Error('GET /bundle.js: 404');
      return bundle;
    },
    stop,
  };
}
