import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  platform: 'node',
  target: 'node20',
  // `.js` / `.d.ts` for ESM, as the package.json `exports` map says (type: module).
  fixedExtension: false,
  // `require('vite-plugin-webmcp-nexus').default`, as the user's guide writes it (not `module.exports = fn`).
  cjsDefault: false,
});
