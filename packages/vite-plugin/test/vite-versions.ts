import { build, createServer } from 'vite';
import { build as buildWithVite5, createServer as createServerWithVite5 } from 'vite-5';

/** One supported Vite release, as the watch and dev-server tests drive it. */
export interface ViteVersion {
  name: string;
  build: typeof build;
  createServer: typeof createServer;
}

/**
 * The newest and the oldest Vite in the plugin's peer range (`^5 || … || ^8`). The plugin and
 * these tests are typed against the newest; the tests only call what both releases share
 * (`build`, `listen`, `transformRequest`, `ssrLoadModule`, `moduleGraph`, `close`), hence the casts.
 */
export const VITE_VERSIONS: ViteVersion[] = [
  { name: 'Vite 8', build, createServer },
  {
    name: 'Vite 5 (oldest supported)',
    build: buildWithVite5 as unknown as typeof build,
    createServer: createServerWithVite5 as unknown as typeof createServer,
  },
];
