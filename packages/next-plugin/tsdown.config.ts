import { defineConfig } from 'tsdown';
import { nodePackage } from '../../tsdown.node-package';

// The Turbopack loader is an entry of its own: Turbopack's loader runner requires it by path.
// `shims` gives the CJS build an `import.meta.url` (the config resolves the loader with it).
export default defineConfig(nodePackage({ entry: ['src/index.ts', 'src/turbopack-loader.ts'], shims: true }));
