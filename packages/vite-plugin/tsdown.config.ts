import { defineConfig } from 'tsdown';
import { nodePackage } from '../../tsdown.node-package';

export default defineConfig(
  nodePackage({
    // `require('vite-plugin-webmcp-nexus').default`, as the user's guide writes it (not `module.exports = fn`).
    cjsDefault: false,
  }),
);
