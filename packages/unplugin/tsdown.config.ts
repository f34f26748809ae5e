import { defineConfig } from 'tsdown';
import { nodePackage } from '../../tsdown.node-package';

// One entry per host subpath (`@webmcp-nexus/unplugin/rspack` …), as unplugin-auto-import ships them.
export default defineConfig(
  nodePackage({
    entry: [
      'src/index.ts',
      'src/rspack.ts',
      'src/rsbuild.ts',
      'src/rollup.ts',
      'src/rolldown.ts',
      'src/esbuild.ts',
      'src/farm.ts',
    ],
    // `require('@webmcp-nexus/unplugin/rspack').default`, as vite-plugin-webmcp-nexus does (not `module.exports = fn`).
    cjsDefault: false,
  }),
);
