// The shop's own Vite config minus the webmcp-nexus plugin: the baseline of the example build.
import config from '../../../fixtures/apps/shop/vite.config.ts';

export default {
  ...config,
  plugins: config.plugins.flat().filter((plugin) => !plugin?.name?.startsWith('webmcp-nexus')),
};
